import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { AccountMenu } from './AccountMenu';

const signOut = jest.fn();
jest.mock('./use-sign-out', () => ({ useSignOut: () => signOut }));

beforeEach(() => {
  jest.clearAllMocks();
  useCashQueueStore.setState(useCashQueueStore.getInitialState(), true);
});

/** «Выйти» from the menu that the user's name opens. */
async function chooseSignOut() {
  await userEvent.click(screen.getByRole('button', { name: /учётная запись/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
}

describe('AccountMenu', () => {
  it('signs out at once when nothing waits to be sent', async () => {
    render(<AccountMenu />);
    await chooseSignOut();
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
    render(<AccountMenu />);
    await chooseSignOut();
    expect(signOut).not.toHaveBeenCalled();
    expect(await screen.findByText(/неотправленные кассовые операции: 1/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(signOut).not.toHaveBeenCalled();

    await chooseSignOut();
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти и удалить' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
