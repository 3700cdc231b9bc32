import { screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { render } from '@/test/render';
import { AuthGuard, useSignedIn } from './AuthGuard';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeEach(() => {
  localStorage.clear();
  replace.mockReset();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
});

function Guarded() {
  const signedIn = useSignedIn();
  return (
    <>
      <AuthGuard />
      {signedIn ? <p>Секретный экран</p> : <p>Рамка экрана</p>}
    </>
  );
}

const storeUser = () =>
  localStorage.setItem('user', JSON.stringify({ fullName: 'Кассир', token: 't', role: 'cashier' }));

describe('AuthGuard', () => {
  it('keeps the exported frame while hydrating, and shows the screen in the commit after', async () => {
    const container = document.createElement('div');
    // The export is drawn with nothing stored.
    container.innerHTML = renderToString(<Guarded />);
    expect(container.textContent).toBe('Рамка экрана');
    storeUser();
    useAuthStore.setState({ fullName: 'Кассир' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Guarded />);
    });
    expect(container.textContent).toBe('Секретный экран');
    // No hydration mismatch: the first client render matched the HTML.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(replace).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it('sends a logged-out visitor to the login screen', () => {
    render(<Guarded />);
    expect(replace).toHaveBeenCalledWith('/auth/login');
    expect(screen.queryByText('Секретный экран')).not.toBeInTheDocument();
    expect(screen.getByText('Рамка экрана')).toBeInTheDocument();
  });

  it('lets a user with a full name in the store through', () => {
    useAuthStore.setState({ fullName: 'Менеджер' });
    render(<Guarded />);
    expect(screen.getByText('Секретный экран')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('lets a user with a stored record through', () => {
    storeUser();
    render(<Guarded />);
    expect(screen.getByText('Секретный экран')).toBeInTheDocument();
  });
});
