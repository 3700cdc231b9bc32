import { screen } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';
import { render } from '@/test/render';
import { AuthGuard } from './AuthGuard';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeEach(() => {
  localStorage.clear();
  replace.mockReset();
  useAuthStore.setState(useAuthStore.getInitialState(), true);
});

const frame = (
  <p role="status" aria-label="Загрузка">
    Рамка экрана
  </p>
);
const guarded = () => render(<AuthGuard frame={frame}>Секретный экран</AuthGuard>);

describe('AuthGuard', () => {
  it('waits for the stored state before deciding', () => {
    useHydrationStore.setState({ hydrated: false });
    guarded();
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a logged-out visitor to the login screen', () => {
    useHydrationStore.setState({ hydrated: true });
    guarded();
    expect(replace).toHaveBeenCalledWith('/auth/login');
    expect(screen.queryByText('Секретный экран')).not.toBeInTheDocument();
    expect(screen.getByText('Рамка экрана')).toBeInTheDocument();
  });

  it('lets a user with a full name in the store through', () => {
    useHydrationStore.setState({ hydrated: true });
    useAuthStore.setState({ fullName: 'Менеджер' });
    guarded();
    expect(screen.getByText('Секретный экран')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('lets a user with a stored record through', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ fullName: 'Кассир', token: 't', role: 'cashier' }),
    );
    useHydrationStore.setState({ hydrated: true });
    guarded();
    expect(screen.getByText('Секретный экран')).toBeInTheDocument();
  });
});
