import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ORDER_QUANTITY_MAX } from '@/lib/shared/cashbox';
import { addMoney, multiplyMoney } from '@/lib/shared/money';
import { newRequestKey } from '@/lib/browser/request-key';
import { BASKET_KEY, DRAFT_PREFIX } from '@/lib/browser/storage-keys';

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
  /**
   * The Idempotency-Key of «Оформить» for exactly these products: a resend of the same basket
   * replays the first answer; any change of the basket makes a new one.
   */
  requestKey: string;
  actions: {
    productAdded: (product: { id: number; name: string; price: string }) => void;
    quantityChanged: (id: number, quantity: number) => void;
    productRemoved: (id: number) => void;
    basketCleared: () => void;
    /** The menu's prices now, after the server said they changed. */
    pricesUpdated: (menu: { id: number; price: string }[]) => void;
  };
};

const empty = () => ({
  total: '0.00',
  count: 0,
  products: [] as BasketProduct[],
  requestKey: newRequestKey(),
});

function totals(products: BasketProduct[]) {
  return {
    products,
    total: addMoney('0.00', ...products.map((p) => p.total)),
    count: products.reduce((n, p) => n + p.quantity, 0),
    requestKey: newRequestKey(),
  };
}

const withQuantity = (p: BasketProduct, quantity: number, price = p.price): BasketProduct => ({
  ...p,
  price,
  quantity,
  total: multiplyMoney(price, quantity),
});

/** The basket rides out a 401 in session storage, like a form's draft. */
export const BASKET_DRAFT = DRAFT_PREFIX + BASKET_KEY;

/** A basket kept through an expired session is the basket again, before the store reads it. */
function restoreBasketDraft() {
  const draft = sessionStorage.getItem(BASKET_DRAFT);
  if (draft === null) return;
  if (localStorage.getItem(BASKET_KEY) === null) localStorage.setItem(BASKET_KEY, draft);
  sessionStorage.removeItem(BASKET_DRAFT);
}
if (typeof window !== 'undefined') restoreBasketDraft();

export const useBasketStore = create<BasketState>()(
  persist(
    (set) => ({
      ...empty(),
      actions: {
        productAdded: ({ id, name, price }) =>
          set((s) => {
            const existing = s.products.find((p) => p.id === id);
            if (existing && existing.quantity >= ORDER_QUANTITY_MAX) return s;
            const products = existing
              ? s.products.map((p) => (p.id === id ? withQuantity(p, p.quantity + 1) : p))
              : [...s.products, { id, name, price, quantity: 1, total: price }];
            return totals(products);
          }),
        quantityChanged: (id, quantity) =>
          set((s) => {
            if (!Number.isInteger(quantity) || quantity < 0 || quantity > ORDER_QUANTITY_MAX) {
              return s;
            }
            const products =
              quantity === 0
                ? s.products.filter((p) => p.id !== id)
                : s.products.map((p) => (p.id === id ? withQuantity(p, quantity) : p));
            return totals(products);
          }),
        productRemoved: (id) => set((s) => totals(s.products.filter((p) => p.id !== id))),
        basketCleared: () => set(empty()),
        pricesUpdated: (menu) =>
          set((s) => {
            const prices = new Map(menu.map((p) => [p.id, p.price]));
            return totals(
              s.products.map((p) => withQuantity(p, p.quantity, prices.get(p.id) ?? p.price)),
            );
          }),
      },
    }),
    {
      name: BASKET_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ total, count, products, requestKey }) => ({
        total,
        count,
        products,
        requestKey,
      }),
    },
  ),
);
