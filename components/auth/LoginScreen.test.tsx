import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';
import { render } from '@/test/render';
import { LoginScreen } from './LoginScreen';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));

const respond = (status: number, body: unknown, type = 'application/json') =>
  ({
    ok: status < 400,
    status,
    headers: new Headers({ 'content-type': type }),
    json: async () => body,
  }) as Response;

beforeEach(() => {
  localStorage.clear();
  replace.mockReset();
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
    global.fetch = jest.fn();
    render(<LoginScreen />);
    await fillAndSubmit('', '');
    expect(await screen.findByText('Пожалуйста, заполните поле «Логин»')).toBeInTheDocument();
    expect(screen.getByText('Пожалуйста, заполните поле «Пароль»')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says the server is unavailable when no API answers', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(screen.getByLabelText(/Логин/)).toHaveValue('admin');
  });

  it('says the server is unavailable when the address serves no API', async () => {
    global.fetch = jest.fn().mockResolvedValue(respond(404, null, 'text/html'));
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
  });

  it('shows the API message for a wrong pair', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      respond(401, {
        error: { code: 'invalid_credentials', message: 'Неверный логин или пароль' },
      }),
    );
    render(<LoginScreen />);
    await fillAndSubmit('admin', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores the user and opens the hall picker on success', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(respond(200, { fullName: 'Админ Главный', role: 'admin', token: 'tok' }));
    render(<LoginScreen />);
    await fillAndSubmit(' admin ', 'demo1234');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/halls/'));
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      fullName: 'Админ Главный',
      role: 'admin',
      token: 'tok',
    });
    const [, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({ login: 'admin', password: 'demo1234' });
  });
});
