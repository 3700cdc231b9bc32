import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hall } from '@/lib/api/client';
import { ApiRequestError } from '@/lib/api/client';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { render } from '@/test/render';
import { HallsScreen } from './HallsScreen';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace }) }));

const fetchHalls = jest.fn<Promise<Hall[]>, []>();
jest.mock('@/lib/api/halls', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/halls')>('@/lib/api/halls', {
      hallsQuery: () => fetchHalls(),
    }),
);

const hall = (id: number, name: string, city: string, address: string): Hall => ({
  id,
  name,
  city,
  address,
  timezone: 'Asia/Almaty',
  openHours: { from: '10:00', to: '06:00' },
  blindCount: false,
  countByDenomination: 'optional',
  cashierConfirmsSafe: true,
  gamingDayStartHour: 6,
  gamingDayGraceMinutes: 30,
  machineToleranceTenge: 1000,
  dropWeekdays: [1, 4],
  foreignersOnly: false,
  foreignersOnlySource: '',
  version: 1,
  currency: 'KZT',
  status: 'open',
});
const ALMATY = hall(1, 'Алматы Центр', 'Алматы', 'пр. Абая, 52');
const ASTANA = hall(3, 'Астана Есиль', 'Астана', 'пр. Мангилик Ел, 8');

function renderScreen() {
  return render(<HallsScreen />);
}

beforeEach(() => {
  localStorage.clear();
  push.mockReset();
  replace.mockReset();
  fetchHalls.mockReset();
  window.history.replaceState(null, '', '/halls/');
  useHallsStore.setState(useHallsStore.getInitialState(), true);
  useAuthStore.getState().actions.signedIn({ fullName: 'Марат', token: 't', role: 'manager' });
});

describe('HallsScreen', () => {
  it('lists the halls and finds them by name or address', async () => {
    fetchHalls.mockResolvedValue([ALMATY, ASTANA]);
    renderScreen();
    expect(await screen.findByText('Алматы Центр')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Поиск зала'), 'мангилик');
    expect(screen.queryByText('Алматы Центр')).not.toBeInTheDocument();
    expect(screen.getByText('Астана Есиль')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Поиск зала'));
    await userEvent.type(screen.getByLabelText('Поиск зала'), 'Караганда');
    expect(screen.getByText('Ничего не найдено по запросу «Караганда».')).toBeInTheDocument();
  });

  it('makes the chosen hall current and opens the dashboard', async () => {
    fetchHalls.mockResolvedValue([ALMATY, ASTANA]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^Астана Есиль/ }));
    expect(useHallsStore.getState().currentHall).toBe(3);
    expect(push).toHaveBeenCalledWith('/dashboard/');
  });

  it('sends a cashier to the cash desk instead', async () => {
    useAuthStore.getState().actions.signedIn({ fullName: 'Дана', token: 't', role: 'cashier' });
    fetchHalls.mockResolvedValue([ALMATY, ASTANA]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^Алматы Центр/ }));
    expect(push).toHaveBeenCalledWith('/cashbox/');
  });

  it('skips the choice right after sign-in when there is one hall', async () => {
    window.history.replaceState(null, '', '/halls/?after-login=1');
    fetchHalls.mockResolvedValue([ALMATY]);
    renderScreen();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard/'));
    expect(useHallsStore.getState().currentHall).toBe(1);
  });

  it('asks to choose after sign-in when there are several halls and none remembered', async () => {
    window.history.replaceState(null, '', '/halls/?after-login=1');
    fetchHalls.mockResolvedValue([ALMATY, ASTANA]);
    renderScreen();
    expect(await screen.findByText('Астана Есиль')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says so when no hall is assigned', async () => {
    fetchHalls.mockResolvedValue([]);
    renderScreen();
    expect(
      await screen.findByText('Вам не назначен ни один зал. Обратитесь к администратору.'),
    ).toBeInTheDocument();
  });

  it('shows the API error and loads again on «Повторить»', async () => {
    fetchHalls.mockRejectedValueOnce(
      new ApiRequestError(500, {
        error: { code: 'internal', message: 'Внутренняя ошибка сервера' },
      }),
    );
    fetchHalls.mockResolvedValueOnce([ALMATY]);
    renderScreen();
    expect(await screen.findByText('Не удалось загрузить залы')).toBeInTheDocument();
    expect(screen.getByText('Внутренняя ошибка сервера')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Алматы Центр')).toBeInTheDocument();
  });
});
