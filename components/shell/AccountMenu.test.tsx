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
  await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
}

describe('AccountMenu', () => {
  it('opens the own-account choices under the name; Escape closes them and leaves the focus on it', async () => {
    render(<AccountMenu />);
    const toggle = screen.getByRole('button', { name: /учётная запись/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Сменить пароль', 'Второй фактор', 'Мои сеансы', 'Выйти']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Сменить пароль' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull();
  });

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
