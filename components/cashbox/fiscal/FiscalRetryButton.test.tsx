import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@/lib/api/bar';
import { render } from '@/test/render';
import { useAuthStore } from '@/stores/auth-store';
import { FiscalRetryButton } from './FiscalRetryButton';

const retryCheques = jest.fn();
jest.mock('@/lib/api/fiscal', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/fiscal')>('@/lib/api/fiscal', {
      retryCheques: (...args) => retryCheques(...args),
    }),
);
const show = jest.fn();
jest.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const cheque = (status: 'issued' | 'pending' | 'failed') => ({
  status,
  checkNumber: status === 'issued' ? '900000000001' : null,
  ticketUrl: null,
  offline: null,
  issuedAt: null,
  registrationNumber: null,
  uniqueNumber: null,
  ofdName: null,
  ofdHost: null,
  taxPayerName: null,
  taxPayerIn: null,
  error: status === 'failed' ? 'Касса ККМ не приняла документ: неверная ставка НДС (код 9)' : null,
  orderNumber: null,
  shiftNumber: null,
  address: null,
  vatTotal: '0.00',
  vat: [],
});

const order = (fiscal: ReturnType<typeof cheque>): Order => ({
  id: 41,
  shiftId: 7,
  status: 'paid',
  total: '1200.00',
  itemCount: 1,
  items: [{ productId: 3, name: 'Капучино', price: '1200.00', quantity: 1, total: '1200.00' }],
  createdAt: '2026-12-02T05:14:58.000Z',
  createdBy: 'Дана Кассир',
  cancelledAt: null,
  cancelledBy: null,
  fiscal,
  returnFiscal: null,
});

const signedInAs = (role: 'cashier' | 'manager') =>
  useAuthStore.getState().actions.signedIn({ fullName: 'Кто-то', token: '', role });

beforeEach(() => jest.clearAllMocks());

it('lets the manager send a refused cheque again, once per click, with a key of its own', async () => {
  signedInAs('manager');
  retryCheques.mockResolvedValue(order(cheque('pending')));
  render(<FiscalRetryButton hallId={1} order={order(cheque('failed'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Пробить снова чек заказа № 41' }));
  await waitFor(() => expect(retryCheques).toHaveBeenCalledTimes(1));
  expect(retryCheques).toHaveBeenCalledWith(1, 41, expect.stringMatching(/^[0-9a-f-]{36}$/));
  await waitFor(() =>
    expect(show).toHaveBeenCalledWith({
      color: 'teal',
      message: 'Заказ № 41: чек снова отправляется',
    }),
  );
});

it('is not offered to a cashier, nor for a cheque that is issued or waiting', () => {
  signedInAs('cashier');
  const { unmount } = render(<FiscalRetryButton hallId={1} order={order(cheque('failed'))} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();
  signedInAs('manager');
  for (const status of ['issued', 'pending'] as const) {
    const view = render(<FiscalRetryButton hallId={1} order={order(cheque(status))} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    view.unmount();
  }
});
