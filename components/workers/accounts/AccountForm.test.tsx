import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import type { Account } from '@/lib/api/accounts';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { render } from '@/test/render';
import { AccountForm, type AccountPreset } from './AccountForm';

const createAccount = jest.fn();
const updateAccount = jest.fn();
jest.mock('@/lib/api/accounts', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/accounts')>('@/lib/api/accounts', {
      createAccount: (...args) => createAccount(...args),
      updateAccount: (...args) => updateAccount(...args),
      accountQuery: () => new Promise(() => {}),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const ACCOUNT: Account = {
  id: 12,
  login: 'kassir1',
  fullName: 'Касымова Динара',
  role: 'cashier',
  hallIds: [1, 9],
  workerId: null,
  disabled: false,
  mfa: false,
  passwordChangeRequired: false,
  lastSignInAt: null,
  version: 4,
};

const onCreated = jest.fn();
const onSaved = jest.fn();

function renderForm(account: Account | null, preset?: AccountPreset) {
  return render(
    <AccountForm
      account={account}
      preset={preset}
      onCreated={onCreated}
      onSaved={onSaved}
      onCancel={() => {}}
    />,
  );
}

const signedInAs = (role: 'manager' | 'admin') =>
  useAuthStore.getState().actions.signedIn({ fullName: 'Марат', token: 't', role });

beforeEach(() => {
  sessionStorage.clear();
  jest.clearAllMocks();
  useHallsStore.setState({
    hallsList: [
      { id: 1, name: 'Алматы Центр' },
      { id: 2, name: 'Алматы Достык' },
    ] as never,
    currentHall: 1,
  });
});

describe('AccountForm', () => {
  it('asks for the login, the name and a hall in Russian, and sends nothing', async () => {
    signedInAs('manager');
    renderForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Пожалуйста, заполните поле «Логин»')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, заполните поле «ФИО»')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы один зал')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Логин/), 'иванова');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(
      await screen.findByText('Логин: от 3 до 50 латинских букв, цифр и знаков . _ -'),
    ).toBeInTheDocument();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('gives a worker a cashier’s access from a manager: the login as typed, kept in lower case', async () => {
    signedInAs('manager');
    createAccount.mockResolvedValue({
      user: { ...ACCOUNT, login: 'alia.k', workerId: 5 },
      temporaryPassword: 'abcd-efgh-jkmn-pqrs',
    });
    renderForm(null, {
      fullName: 'Ахметова Алия',
      role: 'cashier',
      hallIds: ['1'],
      workerId: 5,
    });
    // A manager keeps cashiers only: the role is fixed.
    expect(screen.getByRole('combobox', { name: /Роль/ })).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText(/Логин/), ' Alia.K ');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(createAccount).toHaveBeenCalledWith({
      login: 'alia.k',
      fullName: 'Ахметова Алия',
      role: 'cashier',
      hallIds: [1],
      workerId: 5,
    });
    expect(onCreated.mock.calls[0][1]).toBe('abcd-efgh-jkmn-pqrs');
  });

  it('shows a login already taken under its field, with the input kept', async () => {
    signedInAs('admin');
    createAccount.mockRejectedValue(
      new ApiRequestError(409, {
        error: {
          code: 'login_taken',
          message: 'Такой логин уже есть',
          fields: { login: 'Такой логин уже есть' },
        },
      }),
    );
    renderForm(null, { fullName: 'Ахметова Алия', role: 'cashier', hallIds: ['2'] });
    await userEvent.type(screen.getByLabelText(/Логин/), 'alia');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Такой логин уже есть')).toBeInTheDocument();
    expect(screen.getByLabelText(/Логин/)).toHaveValue('alia');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('edits at its version; a manager sends their own halls and the API keeps the others', async () => {
    signedInAs('manager');
    updateAccount.mockResolvedValue({ ...ACCOUNT, fullName: 'Касымова Динара Ерлановна' });
    renderForm(ACCOUNT);
    expect(screen.queryByLabelText(/Логин/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/ФИО/), ' Ерлановна');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateAccount).toHaveBeenCalledWith(12, 4, {
      fullName: 'Касымова Динара Ерлановна',
      role: 'cashier',
      hallIds: [1],
    });
  });

  it('asks no halls of head office', async () => {
    signedInAs('admin');
    renderForm(null, { role: 'admin' });
    expect(screen.queryByLabelText(/Залы/)).toBeNull();
  });
});
