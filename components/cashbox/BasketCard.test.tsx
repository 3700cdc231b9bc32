import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import { render } from '@/test/render';
import { useAuthStore } from '@/stores/auth-store';
import { useBasketStore } from '@/stores/basket-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { BasketCard } from './BasketCard';

const createOrder = jest.fn();
const fetchMenu = jest.fn();
const fetchShift = jest.fn();
jest.mock('@/lib/api/cashbox', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cashbox')>('@/lib/api/cashbox', {
      currentShiftQuery: () => fetchShift(),
    }),
);
jest.mock('@/lib/api/bar', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/bar')>('@/lib/api/bar', {
      createOrder: (...args) => createOrder(...args),
      productsQuery: () => fetchMenu(),
    }),
);
const show = jest.fn();
jest.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const MENU = [
  { id: 1, name: 'Капучино', category: 'Горячие напитки', price: '1200.00' },
  { id: 2, name: 'Вода 0,5 л', category: 'Напитки', price: '400.00' },
];

function renderBasket() {
  return render(<BasketCard hallId={1} />);
}

const basket = () => useBasketStore.getState();

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  basket().actions.basketCleared();
  useCashQueueStore.setState(useCashQueueStore.getInitialState(), true);
  useAuthStore.getState().actions.signedIn({ fullName: 'Дана Кассир', token: '', role: 'cashier' });
  fetchMenu.mockResolvedValue({ items: MENU });
  fetchShift.mockResolvedValue({ shift: { id: 61 } });
  basket().actions.productAdded(MENU[0]);
  basket().actions.productAdded(MENU[1]);
  basket().actions.quantityChanged(2, 3);
});

describe('BasketCard', () => {
  it('«Оформить» sends the lines and the total the cashier saw, once for a double click', async () => {
    const key = basket().requestKey;
    let answer: (value: unknown) => void = () => {};
    createOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderBasket();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('Итого: 2 400,00 ₸');
    const checkout = screen.getByRole('button', { name: 'Оформить' });
    await waitFor(() => expect(checkout).toBeEnabled());
    await userEvent.dblClick(checkout);
    answer({ id: 900, total: '2400.00' });
    await waitFor(() => expect(basket().count).toBe(0));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder).toHaveBeenCalledWith(
      1,
      {
        items: [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 3 },
        ],
        total: '2400.00',
      },
      key,
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Заказ № 900 оплачен: 2 400,00 ₸' }),
    );
  });

  it('takes the new prices when the server says they changed, charges nothing and keeps the basket', async () => {
    createOrder.mockRejectedValue(
      new ApiRequestError(409, {
        error: { code: 'price_changed', message: 'Цены изменились: заказ стоит 2 700,00 ₸' },
      }),
    );
    renderBasket();
    fetchMenu.mockResolvedValue({ items: [{ ...MENU[0], price: '1500.00' }, MENU[1]] });
    const checkout = screen.getByRole('button', { name: 'Оформить' });
    await waitFor(() => expect(checkout).toBeEnabled());
    await userEvent.click(checkout);
    await waitFor(() =>
      expect(screen.getByTestId('basket-total')).toHaveTextContent('Итого: 2 700,00 ₸'),
    );
    expect(basket().count).toBe(4);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Цены изменились: заказ стоит 2 700,00 ₸. Проверьте корзину.',
      }),
    );
  });

  it('keeps the order in the queue when the server cannot be reached, and empties the basket', async () => {
    const key = basket().requestKey;
    createOrder.mockRejectedValue(new ApiRequestError(0, null));
    renderBasket();
    const checkout = screen.getByRole('button', { name: 'Оформить' });
    await waitFor(() => expect(checkout).toBeEnabled());
    await userEvent.click(checkout);
    await waitFor(() => expect(useCashQueueStore.getState().items).toHaveLength(1));
    expect(useCashQueueStore.getState().items[0]).toMatchObject({
      kind: 'order',
      key,
      lines: [
        { name: 'Капучино', quantity: 1 },
        { name: 'Вода 0,5 л', quantity: 3 },
      ],
    });
    expect(basket().count).toBe(0);
  });

  it('cannot sell without an open shift or with a product the hall does not serve', async () => {
    fetchShift.mockResolvedValue({ shift: null });
    fetchMenu.mockResolvedValue({ items: [MENU[0]] });
    renderBasket();
    expect(
      await screen.findByText('Смена не открыта: откройте её, чтобы продавать.'),
    ).toBeVisible();
    expect(screen.getByText(/Нет в меню этого зала: Вода 0,5 л/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Оформить' })).toBeDisabled();
  });
});
