import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import type {
  GamingDay,
  GamingDayCash,
  GamingDayDetail,
  GamingDayFigures,
} from '@/lib/api/gaming-days';
import { useAuthStore } from '@/stores/auth-store';
import { GamingDaysTab } from './GamingDaysTab';

const fetchDays = jest.fn();
const fetchDay = jest.fn();
const closeDay = jest.fn();
const takeReading = jest.fn();
jest.mock('@/lib/api/gaming-days', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/gaming-days')>('@/lib/api/gaming-days', {
      gamingDaysQuery: () => fetchDays(),
      gamingDayQuery: (_, day) => fetchDay(day),
      closeGamingDay: (...args) => closeDay(...args),
      takeManualReading: (...args) => takeReading(...args),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));
jest.mock('../common/use-desktop', () => ({ useDesktop: () => true }));

const figures = (coinIn: string, meterWin: string): GamingDayFigures => ({
  coinIn,
  coinOut: '0.00',
  jackpotHandPays: '0.00',
  cancelledHandPays: '0.00',
  billsIn: '0.00',
  transfersIn: '0.00',
  transfersOut: '0.00',
  ticketsIn: '0.00',
  ticketsOut: '0.00',
  gamesPlayed: 0,
  doorsMain: 0,
  doorsDrop: 0,
  powerResets: 0,
  meterWin,
  bills: {},
});

const cash = (over: Partial<GamingDayCash> = {}): GamingDayCash => ({
  drop: '0.00',
  dropExpected: '0.00',
  dropPending: false,
  creditsSold: '0.00',
  handPays: '0.00',
  cashWin: '0.00',
  dropDifference: '0.00',
  creditsDifference: '0.00',
  handPaysDifference: '0.00',
  ...over,
});

const day = (date: string, status: GamingDay['status'], extra: Partial<GamingDay> = {}) => ({
  day: date,
  startsAt: `${date}T01:00:00.000Z`,
  endsAt: `${date}T01:00:00.000Z`,
  status,
  closedAt: null,
  closedBy: null,
  machines: 60,
  noReading: 0,
  adjustments: 0,
  figures: figures('1500000.00', '75000.00'),
  adjusted: figures('0.00', '0.00'),
  ...extra,
});

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: 'secret', fullName: 'Марат', role: 'manager' });
  fetchDays.mockResolvedValue({
    items: [
      day('2026-12-07', 'open'),
      day('2026-12-06', 'awaiting', { noReading: 2 }),
      day('2026-12-05', 'closed', {
        closedBy: null,
        adjustments: 1,
        adjusted: figures('2000.00', '180.00'),
      }),
    ],
  });
});

describe('GamingDaysTab', () => {
  it('shows each day’s meter win, its silent machines and late readings, and closes an ended day', async () => {
    const closed = day('2026-12-06', 'closed', { closedBy: 'Марат' });
    closeDay.mockResolvedValue({
      day: closed,
      cash: cash(),
      machines: [],
    } satisfies GamingDayDetail);
    render(<GamingDaysTab hallId={1} />);
    const table = await screen.findByRole('table', { name: 'Игровые дни' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/07\.12\.2026день идётИдёт60/),
      expect.stringMatching(/06\.12\.2026день кончилсяЖдёт закрытия60без показаний: 2/),
      expect.stringMatching(/05\.12\.2026закрыт самЗакрыт.*75 000,00 ₸поздние показания: 180,00 ₸/),
    ]);
    // Only the day that ended and waits may be closed by hand.
    expect(within(rows[0]).queryByRole('button', { name: 'Закрыть день' })).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: 'Закрыть день' })).toBeNull();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Закрыть день' }));
    expect(closeDay).toHaveBeenCalledWith(1, '2026-12-06');
  });

  it('offers a cashier no close', async () => {
    useAuthStore.setState({ role: 'cashier' });
    render(<GamingDaysTab hallId={1} />);
    await screen.findByRole('table', { name: 'Игровые дни' });
    expect(screen.queryByRole('button', { name: 'Закрыть день' })).toBeNull();
  });

  it('opens a day machine by machine with its cash against its meters, naming a machine without readings', async () => {
    fetchDay.mockResolvedValue({
      day: day('2026-12-05', 'closed'),
      cash: cash({ drop: '90000.00', cashWin: '90000.00', dropDifference: '-10000.00' }),
      machines: [
        {
          deviceId: 1,
          number: 'GT-001',
          name: 'Aristocrat Helix',
          source: 'meters',
          opened: null,
          closed: null,
          figures: figures('25000.00', '1250.00'),
          cash: cash({ drop: '90000.00', cashWin: '90000.00', dropDifference: '-10000.00' }),
          adjustments: [],
          manual: null,
        },
        {
          deviceId: 2,
          number: 'GT-002',
          name: 'EGT P-42V',
          source: 'none',
          opened: null,
          closed: null,
          figures: figures('0.00', '0.00'),
          cash: cash(),
          adjustments: [],
          manual: null,
        },
      ],
    } satisfies GamingDayDetail);
    render(<GamingDaysTab hallId={1} />);
    const table = await screen.findByRole('table', { name: 'Игровые дни' });
    const last = within(table).getAllByRole('row')[3];
    await userEvent.click(within(last).getByRole('button', { name: 'По автоматам' }));
    expect(fetchDay).toHaveBeenCalledWith('2026-12-05');
    const machines = await screen.findByRole('table', { name: 'Автоматы дня' });
    expect(within(machines).getByText('EGT P-42V · нет показаний')).toBeVisible();
    expect(within(machines).getByText('1 250,00 ₸')).toBeVisible();
    expect(within(machines).getByText('выемка − счётчик купюр: −10 000,00 ₸')).toBeVisible();
    const totals = screen.getByRole('group', { name: 'Итоги игрового дня' });
    expect(within(totals).getAllByText('90 000,00 ₸')).toHaveLength(2);
    expect(
      screen.getByText('Расхождения со счётчиками: выемка − счётчик купюр: −10 000,00 ₸'),
    ).toBeVisible();
  });

  it('lets the manager read a silent machine by hand for a day not yet closed', async () => {
    const silent = {
      deviceId: 2,
      number: 'GT-002',
      name: 'EGT P-42V',
      source: 'none' as const,
      opened: null,
      closed: null,
      figures: figures('0.00', '0.00'),
      cash: cash(),
      adjustments: [],
      manual: null,
    };
    fetchDay.mockResolvedValue({
      day: day('2026-12-06', 'awaiting'),
      cash: cash(),
      machines: [silent],
    } satisfies GamingDayDetail);
    takeReading.mockResolvedValue({});
    render(<GamingDaysTab hallId={1} />);
    const table = await screen.findByRole('table', { name: 'Игровые дни' });
    await userEvent.click(
      within(within(table).getAllByRole('row')[2]).getByRole('button', { name: 'По автоматам' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Снять вручную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Снять показания: GT-002' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Записать показания' }));
    expect(takeReading).not.toHaveBeenCalled();
    for (const input of within(dialog).getAllByRole('textbox')) await userEvent.type(input, '0');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /coin in/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /coin in/ }), '125 000,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Записать показания' }));
    expect(takeReading).toHaveBeenCalledWith(
      1,
      '2026-12-06',
      2,
      expect.objectContaining({ coinIn: '125000.50', gamesPlayed: 0, bills: expect.any(Object) }),
    );
  });
});
