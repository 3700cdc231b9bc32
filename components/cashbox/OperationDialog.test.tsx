import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import { render } from '@/test/render';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { OperationDialog } from './OperationDialog';

const createOperation = jest.fn();
jest.mock('@/lib/api/cashbox', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cashbox')>('@/lib/api/cashbox', {
      createOperation: (...args) => createOperation(...args),
    }),
);
const show = jest.fn();
jest.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const onClose = jest.fn();

function renderDialog(type: 'cash_out' | 'payout' | 'machine_credit' = 'cash_out') {
  return render(<OperationDialog hallId={1} state={{ type }} onClose={onClose} />);
}

const amountField = () => screen.getByRole('textbox', { name: /Сумма/ });
const submit = () => screen.getByRole('button', { name: 'Провести' });
const sentKeys = () => createOperation.mock.calls.map((call) => call[2] as string);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useCashQueueStore.setState(useCashQueueStore.getInitialState(), true);
  useAuthStore.getState().actions.signedIn({ fullName: 'Дана Кассир', token: '', role: 'cashier' });
});

describe('OperationDialog', () => {
  it('records a double click and a held Enter once, with the amount as a decimal string', async () => {
    let answer: (value: unknown) => void = () => {};
    createOperation.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDialog();
    await userEvent.type(amountField(), '12 500,5');
    await userEvent.dblClick(submit());
    await userEvent.type(amountField(), '{Enter}{Enter}{Enter}');
    answer({ type: 'cash_out', amount: '12500.50', balanceAfter: '100.00' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createOperation).toHaveBeenCalledTimes(1);
    expect(createOperation.mock.calls[0].slice(0, 2)).toEqual([
      1,
      { type: 'cash_out', amount: '12500.5', note: '' },
    ]);
  });

  it('refuses a bad amount under the field and sends nothing', async () => {
    renderDialog();
    await userEvent.type(amountField(), '10.005');
    await userEvent.click(submit());
    expect(await screen.findByText('Не больше двух знаков после запятой')).toBeVisible();
    expect(createOperation).not.toHaveBeenCalled();
  });

  it('keeps the amount and the key after a refusal, so the resend is the same attempt', async () => {
    createOperation
      .mockRejectedValueOnce(
        new ApiRequestError(409, {
          error: {
            code: 'insufficient_cash',
            message: 'В кассе 100,00 ₸',
            fields: { amount: 'В кассе только 100,00 ₸' },
          },
        }),
      )
      .mockRejectedValueOnce(new ApiRequestError(500, null));
    renderDialog();
    await userEvent.type(amountField(), '500');
    await userEvent.click(submit());
    expect(await screen.findByText('В кассе только 100,00 ₸')).toBeVisible();
    expect(amountField()).toHaveValue('500');
    await userEvent.click(submit());
    await waitFor(() => expect(createOperation).toHaveBeenCalledTimes(2));
    expect(sentKeys()[0]).toBe(sentKeys()[1]);
    expect(amountField()).toHaveValue('500');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('brings the amount and its key back after a re-login', async () => {
    createOperation.mockRejectedValueOnce(new ApiRequestError(500, null));
    const first = renderDialog();
    await userEvent.type(amountField(), '750');
    await userEvent.click(submit());
    await waitFor(() => expect(createOperation).toHaveBeenCalledTimes(1));
    first.unmount();

    createOperation.mockResolvedValue({ type: 'cash_out', amount: '750.00', balanceAfter: '0.00' });
    renderDialog();
    await waitFor(() => expect(amountField()).toHaveValue('750'));
    await userEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentKeys()[0]).toBe(sentKeys()[1]);
  });

  it('queues the operation when the server cannot be reached, and starts a fresh one', async () => {
    createOperation.mockRejectedValue(new ApiRequestError(0, null));
    renderDialog();
    await userEvent.type(amountField(), '300');
    await userEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [item] = useCashQueueStore.getState().items;
    expect(item).toMatchObject({ kind: 'operation', input: { amount: '300', type: 'cash_out' } });
    expect(item.key).toBe(sentKeys()[0]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'yellow' }));
    expect(amountField()).toHaveValue('');
  });

  it('pays a win to the guest by IIN for a machine, and says when it waits for the manager', async () => {
    createOperation.mockResolvedValue({
      approval: { id: 7, status: 'pending' },
      winning: { amount: '750000.00', deadline: '2026-12-01' },
    });
    renderDialog('payout');
    await userEvent.type(screen.getByRole('textbox', { name: /ИИН гостя/ }), '900101 300007');
    await userEvent.type(screen.getByRole('textbox', { name: /Автомат №/ }), ' 022 ');
    await userEvent.type(amountField(), '750 000');
    await userEvent.click(submit());
    // What is paid by hand is chosen: a jackpot or cancelled credits.
    expect(await screen.findByText('Выберите, что выплачивается')).toBeVisible();
    expect(createOperation).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Джекпот' }));
    await userEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createOperation.mock.calls[0][1]).toEqual({
      type: 'payout',
      amount: '750000',
      note: '',
      clientIin: '900101300007',
      deviceNumber: '022',
      payoutKind: 'jackpot',
    });
    expect(show).toHaveBeenCalledWith({
      color: 'yellow',
      message: 'Выплата 750 000,00 ₸ ждёт одобрения управляющего: она во вкладке «К выплате»',
    });
  });

  it('asks for the guest and the machine of a win, and shows the API’s refusal under the IIN', async () => {
    renderDialog('payout');
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    expect(await screen.findByText('Укажите номер автомата, на котором выигрыш')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /ИИН гостя/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(createOperation).not.toHaveBeenCalled();
    createOperation.mockRejectedValueOnce(
      new ApiRequestError(404, {
        error: {
          code: 'client_not_found',
          message: 'Гость не найден',
          fields: { clientIin: 'Гость не найден: зарегистрируйте его на вкладке «Гости»' },
        },
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /ИИН гостя/ }), '900101300007');
    await userEvent.type(screen.getByRole('textbox', { name: /Автомат №/ }), '022');
    await userEvent.click(screen.getByRole('radio', { name: 'Снятие кредитов' }));
    await userEvent.click(submit());
    expect(
      await screen.findByText('Гость не найден: зарегистрируйте его на вкладке «Гости»'),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('credits a machine named by its plate, asking for it first', async () => {
    createOperation.mockResolvedValue({
      id: 9,
      type: 'machine_credit',
      amount: '5000.00',
      balanceAfter: '15000.00',
    });
    renderDialog('machine_credit');
    await userEvent.type(amountField(), '5000');
    await userEvent.click(submit());
    expect(await screen.findByText('Укажите номер автомата, на который зачислить')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /ИИН гостя/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Автомат №/ }), '022');
    await userEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createOperation.mock.calls[0][1]).toEqual({
      type: 'machine_credit',
      amount: '5000',
      note: '',
      deviceNumber: '022',
    });
  });
});
