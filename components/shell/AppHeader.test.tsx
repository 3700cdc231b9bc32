import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { render } from '@/test/render';
import { AppHeader } from './AppHeader';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeEach(() => {
  localStorage.clear();
  useAuthStore
    .getState()
    .actions.signedIn({ fullName: 'Мария Управляющая', token: 't', role: 'manager' });
  useHallsStore.setState({ hallsList: [{ id: 7, name: 'Астана Центр' }], currentHall: 7 });
});

describe('AppHeader', () => {
  it("shows the user's name and role and the current hall", () => {
    render(<AppHeader menuOpened={false} onMenuToggle={() => {}} />);
    // The name opens one's own account: it names the button (its text, with the role, on a desktop).
    expect(
      screen.getByRole('button', { name: /^Мария Управляющая Управляющий .*учётная запись$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Астана Центр')).toBeInTheDocument();
  });

  it('logs out: storage empty, stores reset, back to the login screen', async () => {
    render(<AppHeader menuOpened={false} onMenuToggle={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /учётная запись/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState().fullName).toBe('');
    expect(useHallsStore.getState().currentHall).toBe(0);
    expect(replace).toHaveBeenCalledWith('/auth/login');
  });
});
