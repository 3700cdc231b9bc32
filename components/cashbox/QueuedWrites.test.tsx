import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { QueuedWrites } from './QueuedWrites';

const createOperation = jest.fn();
jest.mock('@/lib/api/cashbox', () =>
  jest
    .requireActual<typeof import('@/test/api-mock')>('@/test/api-mock')
    .mockApi<typeof import('@/lib/api/cashbox')>('@/lib/api/cashbox', {
      createOperation: (...args) => createOperation(...args),
    }),
);

const queue = () => useCashQueueStore.getState();

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useCashQueueStore.setState(useCashQueueStore.getInitialState(), true);
  useAuthStore.getState().actions.signedIn({ fullName: 'Дана Кассир', token: '', role: 'cashier' });
  const { queued } = queue().actions;
  queued(
    {
      kind: 'operation',
      key: 'a',
      hallId: 1,
      input: { type: 'payout', amount: '900000.00', note: '' },
    },
    'Дана Кассир',
  );
  queued(
    {
      kind: 'order',
      key: 'b',
      hallId: 1,
      input: { items: [], total: '2400.00' },
      lines: [{ name: 'Латте', quantity: 2 }],
    },
    'Дана Кассир',
  );
  queued(
    {
      kind: 'operation',
      key: 'c',
      hallId: 2,
      input: { type: 'cash_in', amount: '1.00', note: '' },
    },
    'Дана Кассир',
  );
  queue().actions.refused('a', 'Недостаточно наличных: в кассе 240 100,00 ₸');
});

describe('QueuedWrites', () => {
  it('lists the hall’s unsent writes: waiting ones and refused ones with the reason', () => {
    render(<QueuedWrites hallId={1} />);
    const rows = screen.getAllByTestId('queued-write');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Выплата');
    expect(rows[0]).toHaveTextContent('Отклонена');
    expect(rows[0]).toHaveTextContent('− 900 000,00 ₸');
    expect(rows[0]).toHaveTextContent('Недостаточно наличных: в кассе 240 100,00 ₸');
    expect(rows[1]).toHaveTextContent('Продажа');
    expect(rows[1]).toHaveTextContent('Ожидает отправки');
    expect(rows[1]).toHaveTextContent('Латте × 2');
  });

  it('sends a refused write again with its key', async () => {
    createOperation.mockResolvedValue({});
    queue().actions.removed('b');
    queue().actions.removed('c');
    render(<QueuedWrites hallId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить снова' }));
    await waitFor(() => expect(queue().items).toEqual([]));
    expect(createOperation).toHaveBeenCalledWith(1, expect.anything(), 'a');
    expect(screen.queryAllByTestId('queued-write')).toHaveLength(0);
  });

  it('removes a refused write the cashier gives up on, and nothing else', async () => {
    render(<QueuedWrites hallId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать из очереди' }));
    expect(queue().items.map((i) => i.key)).toEqual(['b', 'c']);
    expect(createOperation).not.toHaveBeenCalled();
  });
});
