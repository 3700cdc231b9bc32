import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCode, signIn } from '@/lib/api/auth';
import { changePassword } from '@/lib/api/own-account';
import { useAuthStore } from '@/stores/auth-store';
import { render } from '@/test/render';
import { LoginScreen } from './LoginScreen';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));
jest.mock('@/lib/api/auth', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/auth')>('@/lib/api/auth', {
      signIn: jest.fn(),
      answerCode: jest.fn(),
      signOut: jest.fn(),
    }),
);
jest.mock('@/lib/api/own-account', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/own-account')>('@/lib/api/own-account', {
      changePassword: jest.fn(),
    }),
);
const signInMock = jest.mocked(signIn);
const answerCodeMock = jest.mocked(answerCode);
const changePasswordMock = jest.mocked(changePassword);
const USER = { fullName: 'Айгерим Администратор', role: 'admin' as const, token: 'tok' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  replace.mockReset();
  signInMock.mockReset();
  answerCodeMock.mockReset();
  changePasswordMock.mockReset();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
});

async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText(/Логин/), login);
  if (password) await user.type(screen.getByLabelText(/Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('LoginScreen', () => {
  it('asks for both fields in Russian and sends nothing', async () => {
    render(<LoginScreen />);
    await fillAndSubmit('', '');
    expect(await screen.findByText('Пожалуйста, заполните поле «Логин»')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, заполните поле «Пароль»')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('shows why sign-in failed and keeps what was typed', async () => {
    signInMock.mockResolvedValue({
      ok: false,
      message: 'Неверный логин или пароль',
      fields: {},
      code: 'invalid_credentials',
    });
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(screen.getByLabelText(/Логин/)).toHaveValue('admin');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores the user and opens the hall picker on success', async () => {
    signInMock.mockResolvedValue({ ok: true, step: 'done', user: USER, mustEnrol: false });
    render(<LoginScreen />);
    await fillAndSubmit(' admin ', 'demo1234');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/halls/?after-login=1'));
    expect(signInMock).toHaveBeenCalledWith('admin', 'demo1234');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      fullName: 'Айгерим Администратор',
      role: 'admin',
      token: 'tok',
    });
    expect(useAuthStore.getState().isAdmin).toBe(true);
  });

  it('refuses a control character under its field and sends nothing', async () => {
    render(<LoginScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Логин/));
    await user.paste('admin\u0000');
    await user.type(screen.getByLabelText(/Пароль/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(
      await screen.findByText('Поле содержит недопустимые управляющие символы'),
    ).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('shows the API message of a field under that field', async () => {
    signInMock.mockResolvedValue({
      ok: false,
      message: 'Проверьте заполнение полей',
      fields: { password: 'Длина должна быть не больше 200 символов' },
      code: 'validation_failed',
    });
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'x'.repeat(10));
    expect(await screen.findByText('Длина должна быть не больше 200 символов')).toBeInTheDocument();
    expect(screen.getByLabelText(/Пароль/)).toHaveAccessibleDescription(
      'Длина должна быть не больше 200 символов',
    );
  });

  it('says the session expired when sent here by a 401', async () => {
    window.history.replaceState(null, '', '/auth/login/?expired=1');
    render(<LoginScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сессия истекла, войдите снова');
    window.history.replaceState(null, '', '/');
  });

  it('asks for the code when the account has a second factor, and signs in with it', async () => {
    signInMock.mockResolvedValue({ ok: true, step: 'code', challenge: 'ch' });
    answerCodeMock
      .mockResolvedValueOnce({
        ok: false,
        message: 'Неверный код',
        fields: { code: 'Неверный код' },
        code: 'invalid_code',
      })
      .mockResolvedValueOnce({ ok: true, step: 'done', user: USER, mustEnrol: false });
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'пароль админа');
    const code = await screen.findByLabelText(/Код/);
    const user = userEvent.setup();
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321{Enter}');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/halls/?after-login=1'));
    expect(answerCodeMock).toHaveBeenLastCalledWith('ch', '654321');
  });

  it('goes back to the password when the challenge is void', async () => {
    signInMock.mockResolvedValue({ ok: true, step: 'code', challenge: 'ch' });
    answerCodeMock.mockResolvedValue({
      ok: false,
      message: 'Вход не завершён — введите логин и пароль снова',
      fields: {},
      code: 'challenge_void',
    });
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'пароль админа');
    await userEvent.type(await screen.findByLabelText(/Код/), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('введите логин и пароль снова');
    expect(screen.getByLabelText(/Пароль/)).toHaveValue('');
  });

  it('makes a temporary password be replaced under the rule before going on, across a reload', async () => {
    signInMock.mockResolvedValue({ ok: true, step: 'new-password', user: USER, mfa: false });
    changePasswordMock.mockResolvedValue(undefined);
    const { unmount } = render(<LoginScreen />);
    await fillAndSubmit('asel', 'abcd-efgh-jkmn-pqrs');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Новый пароль(?! ещё)/), 'короткий');
    await user.type(screen.getByLabelText(/ещё раз/), 'короткий');
    await user.click(screen.getByRole('button', { name: 'Сохранить и войти' }));
    expect(
      await screen.findByText('Пароль должен быть не короче 15 символов (со вторым фактором — 8)'),
    ).toBeInTheDocument();
    expect(changePasswordMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pendingSignIn')).not.toContain('abcd-efgh');
    unmount();

    // A reload comes back to the step, and asks for the temporary password again.
    render(<LoginScreen />);
    await user.type(await screen.findByLabelText(/Текущий пароль/), 'abcd-efgh-jkmn-pqrs');
    await user.type(screen.getByLabelText(/^Новый пароль(?! ещё)/), 'ветер с моря 2026');
    await user.type(screen.getByLabelText(/ещё раз/), 'ветер с моря 2026');
    await user.click(screen.getByRole('button', { name: 'Сохранить и войти' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/halls/?after-login=1'));
    expect(changePasswordMock).toHaveBeenCalledWith('abcd-efgh-jkmn-pqrs', 'ветер с моря 2026');
    expect(sessionStorage.getItem('pendingSignIn')).toBeNull();
  });
});
