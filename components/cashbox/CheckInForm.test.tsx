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

const IIN = '900101300007';
const iin = () => screen.getByRole('textbox', { name: /ИИН гостя/ });
const mark = () => screen.getByRole('button', { name: 'Отметить визит' });
const refusal = (status: number, code: string, message: string) =>
  new ApiRequestError(status, { error: { code, message } });
const notFound = refusal(404, 'client_not_found', 'Гость не найден');
const admitted = { client: { id: 5, shortName: 'Иван И.' }, repeated: false, visit: { id: 9 } };

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

describe('CheckInForm', () => {
  it('marks a guest by IIN once for a double click and names them by short name', async () => {
    let answer: (value: unknown) => void = () => {};
    checkIn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(iin(), '900101 300007');
    await userEvent.dblClick(mark());
    answer(admitted);
    await waitFor(() => expect(iin()).toHaveValue(''));
    expect(checkIn).toHaveBeenCalledTimes(1);
    expect(checkIn.mock.calls[0].slice(0, 2)).toEqual([1, { iin: IIN }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Визит отмечен: Иван И.' }),
    );
  });

  it('refuses an IIN whose check digit does not add up, under the field, and sends nothing', async () => {
    renderForm();
    await userEvent.type(iin(), '900101300008');
    await userEvent.click(mark());
    expect(await screen.findByText(/контрольная цифра не сходится/)).toBeVisible();
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('shows «Вход с 21 года» and «Вход невозможен» at once, without a reason, and clears the form', async () => {
    checkIn
      .mockRejectedValueOnce(refusal(403, 'under_age', 'Вход с 21 года'))
      .mockRejectedValueOnce(refusal(403, 'entry_refused', 'Вход невозможен'));
    renderForm();
    await userEvent.type(iin(), IIN);
    await userEvent.click(mark());
    expect(await screen.findByRole('alert')).toHaveTextContent('Вход с 21 года');
    expect(iin()).toHaveValue('');
    await userEvent.type(iin(), IIN);
    await userEvent.click(mark());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Вход невозможен'));
    expect(screen.getByRole('alert')).not.toHaveTextContent(/должник|самоограничен|до \d/i);
  });

  it('offers a new guest with the IIN that was not found, or finds one registered by phone', async () => {
    checkIn.mockRejectedValueOnce(notFound).mockResolvedValueOnce(admitted);
    renderForm();
    await userEvent.type(iin(), IIN);
    await userEvent.click(mark());
    expect(await screen.findByText('Гость не найден')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрировать нового гостя' }));
    expect(onNewGuest).toHaveBeenCalledWith(expect.objectContaining({ kind: 'iin', iin: IIN }));
    await userEvent.type(screen.getByRole('textbox', { name: /Телефон гостя/ }), '7011234567');
    await userEvent.click(screen.getByRole('button', { name: 'Найти по телефону' }));
    await waitFor(() => expect(checkIn).toHaveBeenCalledTimes(2));
    expect(checkIn.mock.calls[1][1]).toEqual({ iin: IIN, phone: '+7 (701) 123-45-67' });
    const [first, second] = checkIn.mock.calls.map((call) => call[2] as string);
    expect(first).not.toBe(second);
  });

  it('keeps the key when the server did not answer, so a resend counts once', async () => {
    checkIn
      .mockRejectedValueOnce(new ApiRequestError(0, null))
      .mockResolvedValueOnce({ ...admitted, repeated: true });
    renderForm();
    await userEvent.type(iin(), IIN);
    await userEvent.click(mark());
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(iin()).toHaveValue(IIN);
    await userEvent.click(mark());
    await waitFor(() => expect(checkIn).toHaveBeenCalledTimes(2));
    expect(checkIn.mock.calls[0][2]).toBe(checkIn.mock.calls[1][2]);
  });

  it('takes a foreigner by document type and number', async () => {
    checkIn.mockResolvedValueOnce(admitted);
    renderForm();
    await userEvent.click(screen.getByText('Документ иностранца'));
    await userEvent.type(screen.getByRole('textbox', { name: /Номер документа/ }), 'n 12345-67');
    await userEvent.click(mark());
    await waitFor(() => expect(checkIn).toHaveBeenCalledTimes(1));
    expect(checkIn.mock.calls[0][1]).toEqual({
      document: { type: 'passport', number: 'N1234567' },
    });
  });
});
