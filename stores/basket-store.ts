import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addMoney, multiplyMoney } from '@/lib/money';
import { BASKET_KEY } from '@/lib/storage-keys';

export type BasketProduct = {
  id: number;
  name: string;
  quantity: number;
  /** Decimal string, e.g. "1500.00". */
  price: string;
  total: string;
};

type BasketState = {
  /** Decimal string sum of all products. */
  total: string;
  /** Number of items (sum of quantities). */
  count: number;
  products: BasketProduct[];
  actions: {
    productAdded: (product: { id: number; name: string; price: string }) => void;
    quantityChanged: (id: number, quantity: number) => void;
    productRemoved: (id: number) => void;
    basketCleared: () => void;
  };
};

const EMPTY = { total: '0.00', count: 0, products: [] as BasketProduct[] };

function totals(products: BasketProduct[]) {
  return {
    products,
    total: addMoney('0.00', ...products.map((p) => p.total)),
    count: products.reduce((n, p) => n + p.quantity, 0),
  };
}

const withQuantity = (p: BasketProduct, quantity: number): BasketProduct => ({
  ...p,
  quantity,
  total: multiplyMoney(p.price, quantity),
});

export const useBasketStore = create<BasketState>()(
  persist(
    (set) => ({
      ...EMPTY,
      actions: {
        productAdded: ({ id, name, price }) =>
          set((s) => {
            const existing = s.products.find((p) => p.id === id);
            const products = existing
              ? s.products.map((p) => (p.id === id ? withQuantity(p, p.quantity + 1) : p))
              : [...s.products, { id, name, price, quantity: 1, total: price }];
            return totals(products);
          }),
        quantityChanged: (id, quantity) =>
          set((s) => {
            if (!Number.isInteger(quantity) || quantity < 0) return s;
            const products =
              quantity === 0
                ? s.products.filter((p) => p.id !== id)
                : s.products.map((p) => (p.id === id ? withQuantity(p, quantity) : p));
            return totals(products);
          }),
        productRemoved: (id) => set((s) => totals(s.products.filter((p) => p.id !== id))),
        basketCleared: () => set(EMPTY),
      },
    }),
    {
      name: BASKET_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: ({ total, count, products }) => ({ total, count, products }),
    },
  ),
);
