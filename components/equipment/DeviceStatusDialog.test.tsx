import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import type { Device } from '@/lib/api/equipment';
import { render } from '@/test/render';
import { DeviceStatusDialog } from './DeviceStatusDialog';

const changeDeviceStatus = jest.fn();
const fetchHistory = jest.fn();
jest.mock('@/lib/api/equipment', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/equipment')>('@/lib/api/equipment', {
      changeDeviceStatus: (...args) => changeDeviceStatus(...args),
      deviceHistoryQuery: (_hallId, id) => fetchHistory(id),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const DEVICE: Device = {
  id: 12,
  number: 'GT-012',
  name: 'Novomatic Super-V+',
  type: 'game_terminal',
  serial: 'AB12CD34EF',
  zone: 'Основной зал',
  state: 'online',
  serviceStatus: 'active',
  note: '',
  lastSeenAt: '2026-11-22T10:00:00.000Z',
  money: { billNotes: [1000, 5000], deskCredits: true, tickets: false },
  card: null,
  waitingOrder: null,
  version: 2,
};

const onClose = jest.fn();

function renderDialog(device: Device = DEVICE) {
  return render(<DeviceStatusDialog hallId={1} device={device} onClose={onClose} />);
}

beforeEach(() => jest.clearAllMocks());

describe('DeviceStatusDialog', () => {
  it('offers only the statuses the device is not in', () => {
    renderDialog();
    expect(screen.getByLabelText('Обслуживание')).toBeInTheDocument();
    expect(screen.getByLabelText('Неисправно')).toBeInTheDocument();
    expect(screen.queryByLabelText('Снова в работе')).not.toBeInTheDocument();
  });

  it('asks for a status and for a note when the device leaves service', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите новый статус')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Неисправно'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пожалуйста, заполните поле «Комментарий»')).toBeInTheDocument();
    expect(changeDeviceStatus).not.toHaveBeenCalled();
  });

  it('sends the change with the version it was opened at, and closes', async () => {
    changeDeviceStatus.mockResolvedValue({ ...DEVICE, state: 'broken', version: 3 });
    renderDialog();
    await userEvent.click(screen.getByLabelText('Неисправно'));
    await userEvent.type(screen.getByLabelText(/Комментарий/), '  Не включается  ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changeDeviceStatus).toHaveBeenCalledWith(1, 12, {
      status: 'broken',
      note: 'Не включается',
      version: 2,
    });
  });

  it('keeps the note through a stale version and sends it again at the new one', async () => {
    changeDeviceStatus
      .mockRejectedValueOnce(
        new ApiRequestError(409, {
          error: { code: 'stale_version', message: 'Запись изменена другим пользователем' },
        }),
      )
      .mockResolvedValueOnce({ ...DEVICE, version: 4 });
    fetchHistory.mockResolvedValue({
      device: { ...DEVICE, serviceStatus: 'maintenance', state: 'maintenance', version: 3 },
      items: [],
    });
    renderDialog();
    await userEvent.click(screen.getByLabelText('Неисправно'));
    await userEvent.type(screen.getByLabelText(/Комментарий/), 'Сбой платы');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменена другим пользователем')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить данные' }));
    expect(await screen.findByText('Обслуживание', { selector: 'b' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Комментарий/)).toHaveValue('Сбой платы');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changeDeviceStatus).toHaveBeenLastCalledWith(1, 12, {
      status: 'broken',
      note: 'Сбой платы',
      version: 3,
    });
  });
});
