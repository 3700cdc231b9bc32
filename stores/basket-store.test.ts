import { useBasketStore } from './basket-store';

const actions = () => useBasketStore.getState().actions;

beforeEach(() => {
  localStorage.clear();
  actions().basketCleared();
});

describe('order basket', () => {
  it('adds products and keeps the total as an exact decimal string', () => {
    actions().productAdded({ id: 1, name: 'Кофе', price: '0.10' });
    actions().productAdded({ id: 2, name: 'Чай', price: '0.20' });
    expect(useBasketStore.getState()).toMatchObject({ total: '0.30', count: 2 });
  });

  it('adding the same product again raises its quantity', () => {
    actions().productAdded({ id: 1, name: 'Кофе', price: '750.00' });
    actions().productAdded({ id: 1, name: 'Кофе', price: '750.00' });
    const { products, total, count } = useBasketStore.getState();
    expect(products).toEqual([
      { id: 1, name: 'Кофе', price: '750.00', quantity: 2, total: '1500.00' },
    ]);
    expect({ total, count }).toEqual({ total: '1500.00', count: 2 });
  });

  it('changes quantities, removes at zero and ignores nonsense', () => {
    actions().productAdded({ id: 1, name: 'Вода', price: '300.00' });
    actions().quantityChanged(1, 3);
    expect(useBasketStore.getState().total).toBe('900.00');
    actions().quantityChanged(1, -1);
    actions().quantityChanged(1, 1.5);
    expect(useBasketStore.getState().count).toBe(3);
    actions().quantityChanged(1, 0);
    expect(useBasketStore.getState()).toMatchObject({ products: [], total: '0.00', count: 0 });
  });

  it('keeps one request key while the basket stays the same and makes a new one on any change', () => {
    actions().productAdded({ id: 1, name: 'Вода', price: '300.00' });
    const key = useBasketStore.getState().requestKey;
    expect(useBasketStore.getState().requestKey).toBe(key);
    actions().quantityChanged(1, 2);
    const changed = useBasketStore.getState().requestKey;
    expect(changed).not.toBe(key);
    actions().basketCleared();
    expect(useBasketStore.getState().requestKey).not.toBe(changed);
  });

  it('stops at 99 of one product, as the API does', () => {
    actions().productAdded({ id: 1, name: 'Вода', price: '300.00' });
    actions().quantityChanged(1, 99);
    actions().productAdded({ id: 1, name: 'Вода', price: '300.00' });
    actions().quantityChanged(1, 100);
    expect(useBasketStore.getState()).toMatchObject({ count: 99, total: '29700.00' });
  });

  it('takes the menu prices after the server said they changed, to the tiyn', () => {
    actions().productAdded({ id: 1, name: 'Кофе', price: '750.00' });
    actions().quantityChanged(1, 3);
    actions().productAdded({ id: 2, name: 'Чай', price: '500.00' });
    actions().pricesUpdated([
      { id: 1, price: '825.10' },
      { id: 9, price: '1.00' },
    ]);
    const { products, total } = useBasketStore.getState();
    expect(products.map((p) => [p.price, p.total])).toEqual([
      ['825.10', '2475.30'],
      ['500.00', '500.00'],
    ]);
    expect(total).toBe('2975.30');
  });
});
