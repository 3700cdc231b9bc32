import type { Operation } from '@/lib/api/cashbox';
import type { CashTransfer } from '@/lib/api/cash-desks';
import { tengeInWords } from './amount-in-words';
import { operationOrders } from './operation-orders';
import { transferOrders } from './transfer-orders';

const movement = (over: Partial<CashTransfer>): CashTransfer => ({
  id: 7,
  kind: 'return',
  status: 'accepted',
  fromDesk: { id: 2, name: 'Касса 1' },
  toDesk: { id: 1, name: 'Сейф' },
  amount: '120000.00',
  received: null,
  bagNumber: null,
  note: '',
  sentBy: 'Дана Кассир',
  sentAt: '2026-11-29T15:50:00Z',
  decidedBy: 'Марат Управляющий',
  decidedAt: '2026-11-29T15:53:00Z',
  canDecide: false,
  ...over,
});

describe('cash orders', () => {
  it('make an accepted return an expense order of the desk and a receipt order of the safe', () => {
    const [out, into] = transferOrders(movement({}));
    expect(out).toMatchObject({ kind: 'expense', deskName: 'Касса 1', cashier: 'Дана Кассир' });
    expect(into).toMatchObject({ kind: 'receipt', deskName: 'Сейф', cashier: 'Марат Управляющий' });
    expect(into.counterpart).toBe('Касса 1, Дана Кассир');
    expect(tengeInWords(into.amount)).toBe('сто двадцать тысяч тенге 00 тиын');
  });

  it('make the receipt order for what the receiver counted, saying what was sent', () => {
    const [out, into] = transferOrders(movement({ received: '110000.00' }));
    expect([out.amount, into.amount]).toEqual(['120000.00', '110000.00']);
    expect(into.basis).toContain('отправлено 120 000,00 ₸, принято по пересчёту');
  });

  it('give a movement still in transit, or one to the bank, the sender’s order alone', () => {
    expect(
      transferOrders(movement({ status: 'sent', decidedBy: null, decidedAt: null })),
    ).toHaveLength(1);
    const bank = transferOrders(movement({ kind: 'collection', toDesk: null, bagNumber: 'KZ-1' }));
    expect(bank).toHaveLength(1);
    expect(bank[0]).toMatchObject({ kind: 'expense', counterpart: 'Инкассатор банка' });
    expect(bank[0].basis).toContain('сумка KZ-1');
  });

  it('give a cash-in a receipt order and a payout an expense order naming the winner', () => {
    const op = (type: Operation['type'], over: Partial<Operation> = {}) =>
      ({
        id: 31,
        deskId: 2,
        deskName: 'Касса 1',
        shiftId: 4,
        type,
        amount: '5000.00',
        balanceAfter: null,
        orderId: null,
        note: '',
        createdAt: '2026-11-29T10:00:00Z',
        createdBy: 'Дана Кассир',
        client: null,
        terminal: null,
        ...over,
      }) as Operation;
    expect(operationOrders(op('cash_in', { note: 'Размен' }))[0]).toMatchObject({
      kind: 'receipt',
      basis: 'Внесение: Размен',
    });
    const paid = operationOrders(
      op('payout', { client: { shortName: 'Пётр П.' } as Operation['client'], terminal: '022' }),
    );
    expect(paid[0]).toMatchObject({
      kind: 'expense',
      counterpart: 'Пётр П., выигрыш на автомате № 022',
    });
    expect(operationOrders(op('sale'))).toEqual([]);
  });
});
