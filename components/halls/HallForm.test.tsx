import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, type Hall } from '@/lib/api/client';
import { render } from '@/test/render';
import { HallForm } from './HallForm';

const createHall = jest.fn();
const updateHall = jest.fn();
const fetchHall = jest.fn();
jest.mock('@/lib/api/halls', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/halls')>('@/lib/api/halls', {
      createHall: (...args) => createHall(...args),
      updateHall: (...args) => updateHall(...args),
      hallQuery: (id) => fetchHall(id),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const HALL: Hall = {
  id: 9,
  name: 'Актобе Центр',
  city: 'Актобе',
  address: 'пр. Абилкайыр хана, 40',
  timezone: 'Asia/Aqtobe',
  currency: 'KZT',
  status: 'open',
  openHours: { from: '12:00', to: '04:00' },
  blindCount: false,
  countByDenomination: 'optional',
  cashierConfirmsSafe: true,
  gamingDayStartHour: 6,
  gamingDayGraceMinutes: 30,
  machineToleranceTenge: 1000,
  dropWeekdays: [1, 4],
  foreignersOnly: false,
  foreignersOnlySource: '',
  version: 2,
};

const onDone = jest.fn();

function renderForm(hall: Hall | null) {
  return render(<HallForm hall={hall} onDone={onDone} />);
}

beforeEach(() => {
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe('HallForm', () => {
  it('names every empty field and a time like 25:00, and sends nothing', async () => {
    renderForm(null);
    await userEvent.type(screen.getByLabelText(/Закрывается/), '25:00');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пожалуйста, заполните поле «Название»')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, заполните поле «Город»')).toBeInTheDocument();
    expect(createHall).not.toHaveBeenCalled();
  });

  it('creates a hall with the chain’s usual hours and zone unless changed', async () => {
    createHall.mockResolvedValue({ ...HALL, version: 1 });
    renderForm(null);
    await userEvent.type(screen.getByLabelText(/Название/), 'Актобе Центр');
    await userEvent.type(screen.getByLabelText(/Город/), 'Актобе');
    await userEvent.type(screen.getByLabelText(/Адрес/), 'пр. Абилкайыр хана, 40');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(createHall).toHaveBeenCalledWith({
      name: 'Актобе Центр',
      city: 'Актобе',
      address: 'пр. Абилкайыр хана, 40',
      timezone: 'Asia/Almaty',
      openHours: { from: '10:00', to: '06:00' },
      status: 'open',
      blindCount: false,
      countByDenomination: 'optional',
      cashierConfirmsSafe: true,
      gamingDayStartHour: 6,
      gamingDayGraceMinutes: 30,
      machineToleranceTenge: 1000,
      dropWeekdays: [],
      foreignersOnly: false,
      foreignersOnlySource: '',
    });
    expect(sessionStorage.getItem('draft:hall:new')).toBeNull();
  });

  it('puts the API’s messages under their fields, the hours’ too', async () => {
    updateHall.mockRejectedValue(
      new ApiRequestError(400, {
        error: {
          code: 'validation_failed',
          message: 'Проверьте заполнение полей',
          fields: {
            'openHours.to': 'Время в виде ЧЧ:ММ, от 00:00 до 23:59',
            name: 'Зал с таким названием уже есть',
          },
        },
      }),
    );
    renderForm(HALL);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Зал с таким названием уже есть')).toBeInTheDocument();
    expect(screen.getByText('Время в виде ЧЧ:ММ, от 00:00 до 23:59')).toBeInTheDocument();
  });

  it('keeps the input through a stale edit and saves it over the new version on request', async () => {
    updateHall
      .mockRejectedValueOnce(
        new ApiRequestError(409, {
          error: { code: 'stale_version', message: 'Запись изменена другим пользователем' },
        }),
      )
      .mockResolvedValueOnce({ ...HALL, version: 4 });
    fetchHall.mockResolvedValue({ ...HALL, address: 'Чужая правка', version: 3 });
    renderForm(HALL);
    await userEvent.clear(screen.getByLabelText(/Адрес/));
    await userEvent.type(screen.getByLabelText(/Адрес/), 'ул. Новая, 1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменена другим пользователем')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить мои изменения' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(updateHall).toHaveBeenLastCalledWith(
      9,
      3,
      expect.objectContaining({ address: 'ул. Новая, 1' }),
    );
  });

  it('keeps a half-filled form as a draft through a new sign-in, and «Отмена» drops it', async () => {
    const first = renderForm(null);
    await userEvent.type(screen.getByLabelText(/Название/), 'Незаконченный зал');
    first.unmount();
    expect(sessionStorage.getItem('draft:hall:new')).toContain('Незаконченный зал');
    renderForm(null);
    await waitFor(() => expect(screen.getByLabelText(/Название/)).toHaveValue('Незаконченный зал'));
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(sessionStorage.getItem('draft:hall:new')).toBeNull();
    expect(onDone).toHaveBeenCalled();
  });
});
