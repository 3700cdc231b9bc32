import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import type { CashDeskList } from '@/lib/api/cashbox';
import { DRAFT_PREFIX } from '@/lib/browser/storage-keys';
import { OpenShiftCard } from './OpenShiftCard';
import { OpenShiftDialog } from './OpenShiftDialog';

const openShift = jest.fn();
const fetchDesks = jest.fn();
jest.mock('@/lib/api/cashbox', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cashbox')>('@/lib/api/cashbox', {
      openShift: (...args) => openShift(...args),
      cashDesksQuery: () => fetchDesks(),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const desk = (id: number, name: string, heldBy: string | null = null) => ({
  id,
  kind: 'window' as const,
  name,
  workingCapital: null,
  balance: '0.00',
  overCapital: false,
  countedAt: null,
  retired: false,
  version: 1,
  shift: heldBy ? { id: id * 10, heldBy, heldById: id, openedAt: '2026-11-29T04:00:00Z' } : null,
  fiscal: null,
});
const desks = (...items: ReturnType<typeof desk>[]): CashDeskList => ({
  items,
  policy: {
    blindCount: false,
    countByDenomination: 'required',
    cashierConfirmsSafe: true,
    denominations: [
      { value: '20000', form: 'note' },
      { value: '1000', form: 'note' },
      { value: '200', form: 'note' },
      { value: '200', form: 'coin' },
      { value: '50', form: 'coin' },
    ],
  },
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  openShift.mockResolvedValue({ id: 5 });
});

describe('OpenShiftDialog', () => {
  it('opens the hall’s only window with the count typed column by column, the total live', async () => {
    fetchDesks.mockResolvedValue(desks(desk(1, 'Касса 1')));
    render(<OpenShiftDialog hallId={1} opened onClose={() => {}} />);
    // Enter goes down the notes, then on to the coins, as on a counting sheet.
    await userEvent.type(await screen.findByRole('textbox', { name: /^20\s000 ₸, купюр/ }), '2');
    await userEvent.keyboard('{Enter}3{Enter}{Enter}4{Enter}1');
    expect(screen.getByRole('textbox', { name: /^1\s000 ₸, купюр/ })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: /^200 ₸, купюр/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^200 ₸, монет/ })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: /^50 ₸, монет/ })).toHaveValue('1');
    expect(screen.getByTestId('count-total')).toHaveTextContent('43 850,00 ₸');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    expect(openShift).toHaveBeenCalledWith(
      1,
      {
        count: {
          denominations: [
            { value: '20000', form: 'note', count: 2 },
            { value: '1000', form: 'note', count: 3 },
            { value: '200', form: 'coin', count: 4 },
            { value: '50', form: 'coin', count: 1 },
          ],
        },
      },
      expect.any(String),
    );
  });

  it('keeps a count that is not a number of pieces, says why, and sends nothing', async () => {
    fetchDesks.mockResolvedValue(desks(desk(1, 'Касса 1')));
    render(<OpenShiftDialog hallId={1} opened onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^1\s000 ₸, купюр/ }), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/1000 ₸ \(купюры\): целое число/);
    expect(openShift).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^1\s000 ₸, купюр/ })).toHaveValue('2,5');
  });

  it('asks which desk where a hall has several, and offers only the free ones', async () => {
    fetchDesks.mockResolvedValue(
      desks(desk(1, 'Касса 1', 'Дана Кассир'), desk(2, 'Касса 2'), desk(3, 'Бар')),
    );
    render(<OpenShiftDialog hallId={1} opened onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^200 ₸, монет/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    expect(await screen.findByText('Выберите кассу')).toBeInTheDocument();
    expect(openShift).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: /^Касса/ }));
    expect(screen.queryByRole('option', { name: 'Касса 1' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Бар' }));
    await userEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    expect(openShift).toHaveBeenCalledWith(
      1,
      { count: { denominations: [{ value: '200', form: 'coin', count: 1 }] }, deskId: 3 },
      expect.any(String),
    );
  });

  it('says who holds each desk when every one is open', async () => {
    fetchDesks.mockResolvedValue(desks(desk(1, 'Касса 1', 'Дана Кассир')));
    render(<OpenShiftDialog hallId={1} opened onClose={() => {}} />);
    expect(
      await screen.findByRole('heading', { name: 'Все кассы зала открыты' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Касса 1: смену ведёт Дана Кассир')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Открыть смену' })).toBeNull();
  });

  it('comes back with its count after a re-login, from the card of a desk without a shift', async () => {
    fetchDesks.mockResolvedValue(desks(desk(1, 'Касса 1')));
    const { unmount } = render(<OpenShiftCard hallId={1} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Пересчитать и открыть смену' }));
    const dialog = await screen.findByRole('dialog', { name: 'Открытие смены' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /^1\s000 ₸, купюр/ }),
      '7',
    );
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}open-shift:1`)).toContain('"7"');
    unmount();

    render(<OpenShiftCard hallId={1} />);
    const again = await screen.findByRole('dialog', { name: 'Открытие смены' });
    expect(await within(again).findByRole('textbox', { name: /^1\s000 ₸, купюр/ })).toHaveValue(
      '7',
    );
  });
});
