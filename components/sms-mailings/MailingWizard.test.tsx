import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api/client';
import { render } from '@/test/render';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { MailingWizard } from './MailingWizard';

const createMailing = jest.fn();
const updateMailing = jest.fn();
const scheduleMailing = jest.fn();
const countAudience = jest.fn();
const policy = jest.fn();
jest.mock('@/lib/api/sms-mailings', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/sms-mailings')>('@/lib/api/sms-mailings', {
      createMailing: (...args) => createMailing(...args),
      updateMailing: (...args) => updateMailing(...args),
      scheduleMailing: (...args) => scheduleMailing(...args),
      mailingQuery: () => new Promise(() => {}),
      audienceCountQuery: (_hallId, audience) => countAudience(audience),
      mailingPolicyQuery: () => policy(),
    }),
);
jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const saved = (id: number, version: number) => ({ id, version, title: 'Турнир' });

function renderWizard() {
  return render(<MailingWizard hallId={1} />);
}

const button = (name: string) => screen.getByRole('button', { name });
const text = () => screen.getByRole('textbox', { name: /Текст/ });

const countShown = (count: string) =>
  waitFor(() => expect(screen.getByTestId('audience-count')).toHaveTextContent(count));

async function toMessageStep() {
  renderWizard();
  await countShown('1 651');
  await userEvent.click(button('Далее'));
  return text();
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  countAudience.mockResolvedValue({ count: 1651 });
  policy.mockResolvedValue({ advertising: 'allowed' });
  useSmsMailingStore.setState(useSmsMailingStore.getInitialState(), true);
  useSmsMailingStore.getState().actions.creationStarted(1, 'Турнир');
});

describe('MailingWizard', () => {
  it('counts characters and segments as the text changes, and shows it on the phone', async () => {
    const box = await toMessageStep();
    await userEvent.type(box, 'Tournament on Saturday');
    expect(screen.getByTestId('sms-counter')).toHaveTextContent(/22 знак.*1 SMS.*GSM-7/);
    await userEvent.type(box, ' в субботу');
    expect(screen.getByTestId('sms-counter')).toHaveTextContent(/32 знак.*1 SMS.*UCS-2/);
    await userEvent.click(screen.getByText('Рекламное'));
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('со строкой отказа');
    expect(screen.getAllByText(/Отказ от рассылки: ответьте STOP/).length).toBeGreaterThan(0);
  });

  it('offers no advertising while the chain may not send it, and says why', async () => {
    policy.mockResolvedValue({ advertising: 'forbidden' });
    await toMessageStep();
    expect(await screen.findByText(/Рекламные SMS запрещены/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Рекламное' })).toBeDisabled();
  });

  it('keeps the user on a step until it is valid, with the message under the field', async () => {
    await toMessageStep();
    await userEvent.click(button('Далее'));
    expect(await screen.findByText('Пожалуйста, заполните поле «Текст»')).toBeVisible();
    expect(text()).toBeVisible();
    expect(useSmsMailingStore.getState().activeSteps).toEqual([1, 2]);
  });

  it('refuses to go on with an audience of nobody', async () => {
    countAudience.mockResolvedValue({ count: 0 });
    renderWizard();
    await countShown('0');
    await userEvent.click(button('Далее'));
    expect(
      await screen.findByText('В аудитории нет ни одного клиента с согласием на SMS'),
    ).toBeVisible();
    expect(useSmsMailingStore.getState().activeSteps).toEqual([1]);
  });

  it('creates the draft once under its key for a double click, then updates it by version', async () => {
    let finish: (value: unknown) => void = () => undefined;
    createMailing.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWizard();
    await userEvent.dblClick(button('Сохранить черновик'));
    await userEvent.click(button('Сохранить черновик'));
    finish(saved(41, 1));
    await waitFor(() => expect(useSmsMailingStore.getState().mailingId).toBe(41));
    expect(createMailing).toHaveBeenCalledTimes(1);
    const [hallId, input, key] = createMailing.mock.calls[0];
    expect(hallId).toBe(1);
    expect(input).toMatchObject({ title: 'Турнир', kind: 'service', audience: { segment: 'all' } });
    expect(key).toEqual(expect.any(String));

    updateMailing.mockResolvedValue(saved(41, 2));
    await userEvent.click(button('Сохранить черновик'));
    await waitFor(() => expect(updateMailing).toHaveBeenCalledTimes(1));
    expect(updateMailing.mock.calls[0].slice(0, 3)).toEqual([1, 41, 1]);
    expect(createMailing).toHaveBeenCalledTimes(1);
  });

  it('saves and starts a mailing sent now, then returns to the cards', async () => {
    createMailing.mockResolvedValue(saved(7, 1));
    scheduleMailing.mockResolvedValue({
      ...saved(7, 2),
      moved: false,
      sendAt: '2026-11-23T06:00:00Z',
    });
    const box = await toMessageStep();
    await userEvent.type(box, 'Турнир в субботу');
    await userEvent.click(button('Далее'));
    await userEvent.click(screen.getByLabelText('Сейчас'));
    await userEvent.dblClick(button('Отправить'));
    await waitFor(() => expect(useSmsMailingStore.getState().screen).toBe('cardList'));
    expect(scheduleMailing).toHaveBeenCalledTimes(1);
    expect(scheduleMailing).toHaveBeenCalledWith(1, 7, 1, null);
  });

  it('puts the API’s field messages on their step and keeps the text', async () => {
    createMailing.mockRejectedValue(
      new ApiRequestError(400, {
        error: {
          code: 'validation_failed',
          message: 'Проверьте поля',
          fields: { text: 'Текст длиннее 5 SMS' },
        },
      }),
    );
    const box = await toMessageStep();
    await userEvent.type(box, 'Турнир');
    await userEvent.click(button('Далее'));
    await userEvent.click(screen.getByLabelText('Сейчас'));
    await userEvent.click(button('Отправить'));
    expect(await screen.findByText('Текст длиннее 5 SMS')).toBeVisible();
    expect(text()).toHaveValue('Турнир');
    expect(useSmsMailingStore.getState().form.text).toBe('Турнир');
  });
});
