import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { SignOutButton } from './SignOutButton';

const signOut = jest.fn();
jest.mock('./use-sign-out', () => ({ useSignOut: () => signOut }));

beforeEach(() => {
  jest.clearAllMocks();
  useCashQueueStore.setState(useCashQueueStore.getInitialState(), true);
});

describe('SignOutButton', () => {
  it('signs out at once when nothing waits to be sent', async () => {
    render(<SignOutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks first when cash writes of this device are unsent, and staying keeps them', async () => {
    useCashQueueStore.getState().actions.queued(
      {
        kind: 'operation',
        key: 'k',
        hallId: 1,
        input: { type: 'cash_in', amount: '5.00', note: '' },
      },
      'Дана Кассир',
    );
    render(<SignOutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(signOut).not.toHaveBeenCalled();
    expect(await screen.findByText(/неотправленные кассовые операции: 1/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти и удалить' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
