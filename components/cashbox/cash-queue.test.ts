import { ApiRequestError } from '@/lib/api/client';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore, type NewQueuedWrite } from '@/stores/cash-queue-store';
import { sendOrQueue, sendQueue } from './cash-queue';

const createOperation = jest.fn();
const createOrder = jest.fn();
const cancelOrder = jest.fn();
jest.mock('@/lib/api/cashbox', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cashbox')>('@/lib/api/cashbox', {
      createOperation: (...args) => createOperation(...args),
    }),
);
jest.mock('@/lib/api/bar', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/bar')>('@/lib/api/bar', {
      createOrder: (...args) => createOrder(...args),
      cancelOrder: (...args) => cancelOrder(...args),
    }),
);

const unreachable = () => new ApiRequestError(0, null);
const refusal = (message: string) =>
  new ApiRequestError(409, { error: { code: 'insufficient_cash', message } });

const operation = (key: string, amount = '100.00', hallId = 1): NewQueuedWrite => ({
  kind: 'operation',
  key,
  hallId,
  input: { type: 'payout', amount, note: '' },
});

const queued = () => useCashQueueStore.getState().items;
const sentKeys = () => createOperation.mock.calls.map((call) => call[2] as string);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useCashQueueStore.setState(useCashQueueStore.getInitialState(), true);
  useAuthStore.getState().actions.signedIn({ fullName: 'Дана Кассир', token: '', role: 'cashier' });
});

describe('sending a cash write', () => {
  it('sends at once when the API answers, and queues nothing', async () => {
    createOperation.mockResolvedValue({ id: 5 });
    await expect(sendOrQueue(operation('k1'))).resolves.toEqual({
      queued: false,
      answer: { id: 5 },
    });
    expect(queued()).toEqual([]);
  });

  it('keeps the write with its key when the API cannot be reached, and says the desk is offline', async () => {
    createOperation.mockRejectedValue(unreachable());
    await expect(sendOrQueue(operation('k1', '250.50'))).resolves.toEqual({ queued: true });
    expect(queued()).toEqual([
      expect.objectContaining({
        key: 'k1',
        author: 'Дана Кассир',
        refusal: null,
        input: { type: 'payout', amount: '250.50', note: '' },
      }),
    ]);
    expect(useCashQueueStore.getState().offline).toBe(true);
    // Kept in session storage, so a reload and the re-login after a 401 find it.
    expect(sessionStorage.getItem('cashQueue')).toContain('k1');
  });

  it('queues a refusal nowhere: the API answered, the form shows why', async () => {
    createOperation.mockRejectedValue(refusal('В кассе 100,00 ₸'));
    await expect(sendOrQueue(operation('k1'))).rejects.toThrow('В кассе 100,00 ₸');
    expect(queued()).toEqual([]);
  });

  it('puts a new write behind the ones still waiting, so the desk records them in order', async () => {
    createOperation.mockRejectedValueOnce(unreachable());
    await sendOrQueue(operation('first'));
    createOperation.mockResolvedValue({});
    await expect(sendOrQueue(operation('second'))).resolves.toEqual({ queued: true });
    await sendQueue();
    expect(sentKeys()).toEqual(['first', 'first', 'second']);
    expect(queued()).toEqual([]);
    expect(useCashQueueStore.getState()).toMatchObject({ offline: false, delivered: 2 });
  });

  it('sends a write twice only with the same key when its first answer was lost', async () => {
    createOperation.mockRejectedValueOnce(unreachable()).mockResolvedValue({});
    await sendOrQueue(operation('lost-answer'));
    await sendQueue();
    expect(sentKeys()).toEqual(['lost-answer', 'lost-answer']);
  });
});

describe('the queue', () => {
  const fill = async (...writes: NewQueuedWrite[]) => {
    createOperation.mockRejectedValue(unreachable());
    for (const write of writes) await sendOrQueue(write);
    createOperation.mockReset();
  };

  it('goes oldest first and sends each write once, however many triggers fire together', async () => {
    await fill(operation('a'), operation('b'), operation('c'));
    let release = () => {};
    createOperation.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({}))),
    );
    createOperation.mockResolvedValue({});
    const triggers = Array.from({ length: 10 }, () => sendQueue());
    release();
    await Promise.all(triggers);
    expect(sentKeys()).toEqual(['a', 'b', 'c']);
  });

  it('stops at the first write that cannot reach the API and keeps the rest', async () => {
    await fill(operation('a'), operation('b'));
    createOperation.mockResolvedValueOnce({}).mockRejectedValueOnce(unreachable());
    await sendQueue();
    expect(queued().map((i) => i.key)).toEqual(['b']);
    expect(useCashQueueStore.getState().offline).toBe(true);
  });

  it('keeps a refused write with its reason and goes on with the next', async () => {
    await fill(operation('a', '900000.00'), operation('b'));
    createOperation
      .mockRejectedValueOnce(refusal('В кассе только 240 100,00 ₸'))
      .mockResolvedValue({});
    await sendQueue();
    expect(queued()).toEqual([
      expect.objectContaining({ key: 'a', refusal: 'В кассе только 240 100,00 ₸' }),
    ]);
    // Resolved and sent again: the same key.
    useCashQueueStore.getState().actions.resent('a');
    await sendQueue();
    expect(sentKeys()).toEqual(['a', 'b', 'a']);
    expect(queued()).toEqual([]);
  });

  it('waits on a 401 for the next sign-in instead of marking the write refused', async () => {
    await fill(operation('a'));
    createOperation.mockRejectedValue(
      new ApiRequestError(401, { error: { code: 'unauthorized', message: 'Войдите снова' } }),
    );
    await sendQueue();
    expect(queued()).toEqual([expect.objectContaining({ key: 'a', refusal: null })]);
  });

  it('sends only what the signed-in person recorded', async () => {
    await fill(operation('hers'));
    useAuthStore
      .getState()
      .actions.signedIn({ fullName: 'Другой Кассир', token: '', role: 'cashier' });
    createOperation.mockResolvedValue({});
    await sendQueue();
    expect(createOperation).not.toHaveBeenCalled();
    expect(queued()).toHaveLength(1);
  });

  it('sends orders and cancellations with their own keys', async () => {
    createOrder.mockRejectedValueOnce(unreachable()).mockResolvedValue({});
    cancelOrder.mockResolvedValue({});
    const items = [{ productId: 3, quantity: 2 }];
    await sendOrQueue({
      kind: 'order',
      key: 'o1',
      hallId: 2,
      input: { items, total: '1800.00' },
      lines: [{ name: 'Кофе', quantity: 2 }],
    });
    await sendOrQueue({ kind: 'cancel', key: 'c1', hallId: 2, orderId: 41, total: '500.00' });
    await sendQueue();
    expect(createOrder.mock.calls.at(-1)).toEqual([2, { items, total: '1800.00' }, 'o1']);
    expect(cancelOrder).toHaveBeenCalledWith(2, 41, 'c1');
    expect(cancelOrder).toHaveBeenCalledTimes(1);
  });
});
