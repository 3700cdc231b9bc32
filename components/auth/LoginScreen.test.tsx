import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@/lib/api/auth';
import { useAuthStore } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';
import { render } from '@/test/render';
import { LoginScreen } from './LoginScreen';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));
jest.mock('@/lib/api/auth', () => ({ signIn: jest.fn() }));
const signInMock = jest.mocked(signIn);

beforeEach(() => {
  localStorage.clear();
  replace.mockReset();
  signInMock.mockReset();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useHydrationStore.setState({ hydrated: true });
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
    signInMock.mockResolvedValue({ ok: false, message: 'Неверный логин или пароль', fields: {} });
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(screen.getByLabelText(/Логин/)).toHaveValue('admin');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores the user and opens the hall picker on success', async () => {
    signInMock.mockResolvedValue({
      ok: true,
      user: { fullName: 'Айгерим Администратор', role: 'admin', token: 'tok' },
    });
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
});
