import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatesProvider } from '@mantine/dates';
import { ApiRequestError } from '@/lib/api/client';
import type { Worker } from '@/lib/api/workers';
import { render } from '@/test/render';
import { WorkerForm } from './WorkerForm';

const createWorker = jest.fn();
const updateWorker = jest.fn();
const fetchWorker = jest.fn();
jest.mock('@/lib/api/workers', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/workers')>('@/lib/api/workers', {
      createWorker: (...args) => createWorker(...args),
      updateWorker: (...args) => updateWorker(...args),
      workerQuery: (_hallId, id) => fetchWorker(id),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const WORKER: Worker = {
  id: 7,
  fullName: 'Касымова Динара Ерлановна',
  phone: '+77011234567',
  position: 'cashier',
  status: 'active',
  hireDate: '2024-03-01',
  dismissedAt: null,
  userId: null,
  version: 3,
};

const onSaved = jest.fn();

function renderForm(worker: Worker | null) {
  return render(
    <DatesProvider settings={{ locale: 'ru' }}>
      <WorkerForm hallId={1} worker={worker} onSaved={onSaved} onCancel={() => {}} />
    </DatesProvider>,
  );
}

const staleError = () =>
  new ApiRequestError(409, {
    error: { code: 'stale_version', message: 'Запись изменена другим пользователем' },
  });

beforeEach(() => {
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe('WorkerForm', () => {
  it('shows a Russian message under every empty required field and sends nothing', async () => {
    renderForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пожалуйста, заполните поле «ФИО»')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, заполните поле «Телефон»')).toBeInTheDocument();
    expect(screen.getByText('Выберите должность из списка')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, заполните поле «Дата приёма»')).toBeInTheDocument();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('refuses Kazakh-only letters, a leading 8 and markup, as the API does', async () => {
    renderForm(null);
    await userEvent.type(screen.getByLabelText(/ФИО/), '<img src=x onerror=alert(1)>');
    await userEvent.type(screen.getByLabelText(/Телефон/), '87011234567');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Допустимы только буквы, пробел, дефис и апостроф `'),
    ).toBeInTheDocument();
    expect(screen.getByText('Введите номер в формате +7 (7XX) XXX-XX-XX')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/ФИО/));
    await userEvent.type(screen.getByLabelText(/ФИО/), 'Әлия');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Допустимы только буквы, пробел, дефис и апостроф `'),
    ).toBeInTheDocument();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('puts the API field messages under their fields', async () => {
    updateWorker.mockRejectedValue(
      new ApiRequestError(409, {
        error: {
          code: 'duplicate_phone',
          message: 'Сотрудник с таким телефоном уже есть в этом зале',
          fields: { phone: 'Этот телефон уже у другого сотрудника зала' },
        },
      }),
    );
    renderForm(WORKER);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Этот телефон уже у другого сотрудника зала'),
    ).toBeInTheDocument();
    expect(updateWorker).toHaveBeenCalledWith(
      1,
      7,
      3,
      expect.objectContaining({ phone: '+7 (701) 123-45-67' }),
    );
  });

  it('keeps the input through a stale edit and saves it over the new version on request', async () => {
    updateWorker
      .mockRejectedValueOnce(staleError())
      .mockResolvedValueOnce({ ...WORKER, version: 5 });
    fetchWorker.mockResolvedValue({ ...WORKER, fullName: 'Чужая Правка', version: 4 });
    renderForm(WORKER);
    const name = screen.getByLabelText(/ФИО/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Касымова Динара');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменена другим пользователем')).toBeInTheDocument();
    expect(screen.getByLabelText(/ФИО/)).toHaveValue('Касымова Динара');

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить мои изменения' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateWorker).toHaveBeenLastCalledWith(
      1,
      7,
      4,
      expect.objectContaining({ fullName: 'Касымова Динара' }),
    );
  });

  it('loads the other user’s version when asked, replacing the input', async () => {
    updateWorker.mockRejectedValueOnce(staleError());
    fetchWorker.mockResolvedValue({ ...WORKER, fullName: 'Чужая Правка', version: 4 });
    renderForm(WORKER);
    await userEvent.clear(screen.getByLabelText(/ФИО/));
    await userEvent.type(screen.getByLabelText(/ФИО/), 'Моя Правка');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Загрузить актуальную' }));
    await waitFor(() => expect(screen.getByLabelText(/ФИО/)).toHaveValue('Чужая Правка'));
    expect(screen.queryByText('Запись изменена другим пользователем')).not.toBeInTheDocument();
  });

  it('keeps a half-filled form as a draft and brings it back after a new sign-in', async () => {
    const first = renderForm(null);
    await userEvent.type(screen.getByLabelText(/ФИО/), 'Незаконченная Запись');
    first.unmount();
    expect(sessionStorage.getItem('draft:worker:1:new')).toContain('Незаконченная Запись');
    renderForm(null);
    await waitFor(() => expect(screen.getByLabelText(/ФИО/)).toHaveValue('Незаконченная Запись'));
  });

  it('sends one request however fast the button is pressed', async () => {
    let finish: (value: Worker) => void = () => {};
    createWorker.mockReturnValue(new Promise<Worker>((resolve) => (finish = resolve)));
    renderForm(null);
    await userEvent.type(screen.getByLabelText(/ФИО/), 'Новый Сотрудник');
    await userEvent.type(screen.getByLabelText(/Телефон/), '+77015551234');
    await userEvent.click(screen.getByRole('combobox', { name: /Должность/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Кассир' }));
    await userEvent.type(screen.getByLabelText(/Дата приёма/), '01.03.2025{enter}');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await userEvent.click(save);
    await userEvent.click(save);
    await userEvent.dblClick(save);
    finish({ ...WORKER, id: 8 });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(createWorker).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ hireDate: '2025-03-01', position: 'cashier' }),
    );
    expect(sessionStorage.getItem('draft:worker:1:new')).toBeNull();
  });
});
