import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import { render } from '@/test/render';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { PhoneRequestFormModal } from './PhoneRequestFormModal';

const createPhoneRequest = jest.fn();
const updatePhoneRequest = jest.fn();
const fetchRequest = jest.fn();
jest.mock('@/lib/api/phone-requests', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/phone-requests')>('@/lib/api/phone-requests', {
      createPhoneRequest: (...args) => createPhoneRequest(...args),
      updatePhoneRequest: (...args) => updatePhoneRequest(...args),
      decidePhoneRequest: jest.fn(),
      phoneRequestQuery: (_hallId, id) => fetchRequest(id),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

/** The modal as its screen shows it: open while the store says so. */
function ScreenModal() {
  const opened = usePhoneRequestStore((s) => s.isFormModalOpen);
  return <PhoneRequestFormModal hallId={1} opened={opened} />;
}

function renderModal() {
  return render(<ScreenModal />);
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });

async function fillValid() {
  await userEvent.type(box('Старый номер'), '+7 (701) 500-79-30');
  await userEvent.type(box('Новый номер'), '+7 (708) 123-45-67');
  await userEvent.type(box('Причина'), 'Сменил оператора');
  await userEvent.type(box('ФИО сотрудника'), 'Дана Кассир');
  await userEvent.type(box('Телефон сотрудника'), '+7 701 555 12 34');
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  usePhoneRequestStore.setState(usePhoneRequestStore.getInitialState(), true);
  usePhoneRequestStore.getState().actions.creationStarted();
});

describe('PhoneRequestFormModal', () => {
  it('checks every field before sending, in Russian under each', async () => {
    renderModal();
    await userEvent.type(box('Старый номер'), '+7 (701) 500-79-30');
    await userEvent.type(box('Новый номер'), '+77015007930');
    await userEvent.type(box('ФИО сотрудника'), 'Дана 2');
    await userEvent.type(box('Телефон сотрудника'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    expect(await screen.findByText('Новый номер совпадает со старым')).toBeVisible();
    expect(screen.getByText('Пожалуйста, заполните поле «Причина»')).toBeVisible();
    expect(screen.getByText('Допустимы только буквы, пробел, дефис и апостроф `')).toBeVisible();
    expect(screen.getByText('Введите номер в формате +7 (7XX) XXX-XX-XX')).toBeVisible();
    expect(createPhoneRequest).not.toHaveBeenCalled();
  });

  it('shows the server’s warnings and saves only when confirmed, under the same key', async () => {
    createPhoneRequest
      .mockRejectedValueOnce(
        new ApiRequestError(409, {
          error: {
            code: 'confirmation_required',
            message: 'Проверьте предупреждения',
            fields: { oldPhone: 'По этому номеру уже есть открытая заявка № 28 от 17.11.2026' },
          },
        }),
      )
      .mockResolvedValue({ id: 99, version: 1 });
    renderModal();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    expect(
      await screen.findByText('По этому номеру уже есть открытая заявка № 28 от 17.11.2026'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить всё равно' }));
    await waitFor(() => expect(createPhoneRequest).toHaveBeenCalledTimes(2));
    const [first, second] = createPhoneRequest.mock.calls;
    expect(first.slice(2)).toEqual([false, first[3]]);
    expect(second.slice(2)).toEqual([true, first[3]]);
    expect(second[1]).toEqual({
      oldPhone: '+7 (701) 500-79-30',
      newPhone: '+7 (708) 123-45-67',
      reason: 'Сменил оператора',
      employeePhone: '+7 701 555 12 34',
      employeeName: 'Дана Кассир',
    });
    await waitFor(() => expect(usePhoneRequestStore.getState().isFormModalOpen).toBe(false));
  });

  it('puts the API’s field messages under the fields and keeps the input', async () => {
    createPhoneRequest.mockRejectedValue(
      new ApiRequestError(400, {
        error: {
          code: 'validation_failed',
          message: 'Клиент с этим номером не найден',
          fields: { oldPhone: 'Клиент с этим номером не найден' },
        },
      }),
    );
    renderModal();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    expect(await screen.findByText('Клиент с этим номером не найден')).toBeVisible();
    expect(box('Причина')).toHaveValue('Сменил оператора');
    expect(usePhoneRequestStore.getState().formData.reason).toBe('Сменил оператора');
  });
});

describe('PhoneRequestFormModal on a stale edit', () => {
  const theirs = {
    id: 5,
    status: 'new',
    version: 3,
    oldPhone: '+77015007930',
    newPhone: '+77081234567',
    reason: 'Исправлено другим',
    employeePhone: '+77015551234',
    employeeName: 'Дана Кассир',
    canCancel: true,
    canDecide: false,
    canEdit: true,
  };

  beforeEach(() => {
    usePhoneRequestStore.getState().actions.requestOpened({
      id: 5,
      hallId: 1,
      status: 'new',
      canUserEdit: true,
      version: 2,
      formData: {
        old_phone: '+7 (701) 500-79-30',
        new_phone: '+7 (708) 123-45-67',
        reason: 'Сменил оператора',
        employee_phone: '+7 (701) 555-12-34',
        employee_name: 'Дана Кассир',
      },
    });
    fetchRequest.mockResolvedValue(theirs);
    updatePhoneRequest
      .mockRejectedValueOnce(
        new ApiRequestError(409, {
          error: { code: 'stale_version', message: 'Запись изменена другим пользователем' },
        }),
      )
      .mockResolvedValue({ id: 5, version: 4 });
  });

  async function editAndSave() {
    renderModal();
    await userEvent.clear(box('Причина'));
    await userEvent.type(box('Причина'), 'Моя причина');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заявка изменена другим пользователем')).toBeVisible();
    expect(box('Причина')).toHaveValue('Моя причина');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  }

  it('keeps the input and saves it over the latest version when asked', async () => {
    await editAndSave();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить мои изменения' }));
    await waitFor(() => expect(updatePhoneRequest).toHaveBeenCalledTimes(2));
    const [, , version, input] = updatePhoneRequest.mock.calls[1];
    expect(version).toBe(3);
    expect(input.reason).toBe('Моя причина');
  });

  it('loads the latest request into the form when asked, and keeps the conflict in the tab’s draft', async () => {
    await editAndSave();
    expect(JSON.parse(sessionStorage.getItem('draft:phone-request')!).state.conflict).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить актуальную' }));
    await waitFor(() => expect(box('Причина')).toHaveValue('Исправлено другим'));
    expect(usePhoneRequestStore.getState()).toMatchObject({ version: 3, conflict: false });
    expect(updatePhoneRequest).toHaveBeenCalledTimes(1);
  });
});
