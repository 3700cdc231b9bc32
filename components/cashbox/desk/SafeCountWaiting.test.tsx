import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import type { CashDeskList } from '@/lib/api/cashbox';
import type { PendingSafeCount } from '@/lib/api/cash-desks';
import { SafeCountWaiting } from './SafeCountWaiting';

const fetchWaiting = jest.fn();
const confirmSafeCount = jest.fn();
const fetchDesks = jest.fn();
jest.mock('@/lib/api/cash-desks', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cash-desks')>('@/lib/api/cash-desks', {
      safeCountWaitingQuery: () => fetchWaiting(),
      confirmSafeCount: (...args) => confirmSafeCount(...args),
    }),
);
jest.mock('@/lib/api/cashbox', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cashbox')>('@/lib/api/cashbox', {
      cashDesksQuery: () => fetchDesks(),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const waiting = (canConfirm: boolean): { pendingCount: PendingSafeCount } => ({
  pendingCount: {
    id: 7,
    countedBy: 'Марат Управляющий',
    createdAt: '2026-12-07T03:30:00Z',
    canConfirm,
  },
});
const desks: CashDeskList = {
  items: [],
  policy: {
    blindCount: true,
    countByDenomination: 'required',
    cashierConfirmsSafe: true,
    denominations: [{ value: '20000', form: 'note' }],
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  fetchDesks.mockResolvedValue(desks);
  confirmSafeCount.mockResolvedValue({ status: 'confirmed', variance: null });
});

describe('SafeCountWaiting', () => {
  it('asks the cashier for her own count of the safe, never telling the first one', async () => {
    fetchWaiting.mockResolvedValue(waiting(true));
    render(<SafeCountWaiting hallId={1} />);
    const card = await screen.findByRole('region', {
      name: 'Пересчёт сейфа ждёт второго человека',
    });
    expect(card).toHaveTextContent('Марат Управляющий');
    await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить пересчёт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение пересчёта сейфа' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^20\s000 ₸, купюр/ }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(confirmSafeCount).toHaveBeenCalledWith(
      1,
      7,
      { denominations: [{ value: '20000', form: 'note', count: 3 }] },
      expect.any(String),
    );
  });

  it('shows nothing to someone who may not confirm: the first counter, or a cashier where the hall says no', async () => {
    fetchWaiting.mockResolvedValue(waiting(false));
    render(<SafeCountWaiting hallId={1} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchWaiting).toHaveBeenCalled();
    expect(screen.queryByText(/Пересчёт сейфа/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
