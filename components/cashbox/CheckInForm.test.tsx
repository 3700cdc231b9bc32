import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import { render } from '@/test/render';
import { CheckInForm } from './CheckInForm';

const checkIn = jest.fn();
jest.mock('@/lib/api/clients', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/clients')>('@/lib/api/clients', {
      checkIn: (...args) => checkIn(...args),
      clientsChanged: () => Promise.resolve(),
    }),
);
const show = jest.fn();
jest.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const onNewGuest = jest.fn();

function renderForm() {
  return render(<CheckInForm hallId={1} onNewGuest={onNewGuest} />);
}

const phone = () => screen.getByRole('textbox', { name: /Телефон гостя/ });
const mark = () => screen.getByRole('button', { name: 'Отметить визит' });
const notFound = new ApiRequestError(404, {
  error: { code: 'client_not_found', message: 'Гость с этим номером не найден' },
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

describe('CheckInForm', () => {
  it('shapes the phone as it is typed and marks a double click once', async () => {
    let answer: (value: unknown) => void = () => {};
    checkIn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(phone(), '87011234567');
    expect(phone()).toHaveValue('+7 (701) 123-45-67');
    await userEvent.dblClick(mark());
    answer({ client: { id: 5, shortName: 'Иван И.' }, repeated: false, visit: { id: 9 } });
    await waitFor(() => expect(phone()).toHaveValue(''));
    expect(checkIn).toHaveBeenCalledTimes(1);
    expect(checkIn.mock.calls[0].slice(0, 2)).toEqual([1, '+7 (701) 123-45-67']);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Визит отмечен: Иван И.' }),
    );
  });

  it('offers a new guest with the phone that was not found, and a new key for the next try', async () => {
    checkIn.mockRejectedValueOnce(notFound).mockRejectedValueOnce(notFound);
    renderForm();
    await userEvent.type(phone(), '7081234567');
    await userEvent.click(mark());
    expect(await screen.findByText('Гость не найден')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрировать нового гостя' }));
    expect(onNewGuest).toHaveBeenCalledWith('+7 (708) 123-45-67');
    await userEvent.click(mark());
    await waitFor(() => expect(checkIn).toHaveBeenCalledTimes(2));
    const [first, second] = checkIn.mock.calls.map((call) => call[2] as string);
    expect(first).not.toBe(second);
  });

  it('keeps the key when the server did not answer, so a resend counts once', async () => {
    checkIn.mockRejectedValueOnce(new ApiRequestError(0, null)).mockResolvedValueOnce({
      client: { id: 5, shortName: 'Иван И.' },
      repeated: true,
      visit: { id: 9 },
    });
    renderForm();
    await userEvent.type(phone(), '7011234567');
    await userEvent.click(mark());
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(phone()).toHaveValue('+7 (701) 123-45-67');
    await userEvent.click(mark());
    await waitFor(() => expect(checkIn).toHaveBeenCalledTimes(2));
    expect(checkIn.mock.calls[0][2]).toBe(checkIn.mock.calls[1][2]);
  });

  it('refuses a phone outside the rule under the field and sends nothing', async () => {
    renderForm();
    await userEvent.type(phone(), '123');
    await userEvent.click(mark());
    expect(await screen.findByText(/Введите номер в формате/)).toBeVisible();
    expect(checkIn).not.toHaveBeenCalled();
  });
});
