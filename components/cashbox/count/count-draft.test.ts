import { ApiRequestError } from '@/lib/api/client';
import { parseDenominations, DEFAULT_DENOMINATIONS } from '@/lib/shared/cash-desks';
import {
  countBody,
  countErrors,
  countMessage,
  draftTotal,
  emptyCount,
  nextAttemptKey,
  typedPieces,
} from './count-draft';

const tenge = parseDenominations(DEFAULT_DENOMINATIONS)!;
const pieces = (typed: Record<string, string>) => ({ ...emptyCount(), pieces: typed });

describe('a count as typed', () => {
  it('reads pieces as whole numbers, blank as none, anything else as wrong', () => {
    expect(['', ' 12 ', '0', '9999999'].map(typedPieces)).toEqual([0, 12, 0, 9_999_999]);
    for (const wrong of ['-1', '2,5', '1e3', '10000000', 'пять', '\u00003']) {
      expect([wrong, typedPieces(wrong)]).toEqual([wrong, null]);
    }
  });

  it('totals the 200 ₸ note and the 200 ₸ coin as two lines, and sends only what was counted', () => {
    const draft = pieces({ 'note:20000': '3', 'note:200': '1', 'coin:200': '2', 'coin:1': '7' });
    expect(draftTotal(draft, tenge)).toBe('60607.00');
    expect(countBody(draft, tenge)).toEqual({
      denominations: [
        { value: '20000', form: 'note', count: 3 },
        { value: '200', form: 'note', count: 1 },
        { value: '200', form: 'coin', count: 2 },
        { value: '1', form: 'coin', count: 7 },
      ],
    });
  });

  it('sends an empty drawer as a count of nothing, never an empty list', () => {
    expect(countBody(emptyCount(), tenge)).toEqual({
      denominations: [{ value: '20000', form: 'note', count: 0 }],
    });
    expect(countMessage(emptyCount(), tenge)).toBeNull();
  });

  it('names the wrong line in Russian, and checks a total as money', () => {
    expect(countMessage(pieces({ 'coin:50': '1,5' }), tenge)).toMatch(/^50 ₸ \(монеты\): целое/);
    const total = { ...emptyCount(), mode: 'total' as const };
    expect(countMessage({ ...total, total: '12 500,50' }, tenge)).toBeNull();
    expect(countBody({ ...total, total: '12 500,50' }, tenge)).toEqual({ total: '12500.50' });
    expect(countMessage({ ...total, total: '-5' }, tenge)).toMatch(/[А-Яа-я]/);
    expect(countMessage({ ...total, total: '1'.repeat(20) }, tenge)).toMatch(/[А-Яа-я]/);
  });

  it('puts the API’s messages about any part of the count under the grid', () => {
    expect(
      countErrors({ 'count.denominations.2.count': 'Не больше 9 999 999', toUserId: 'Кому?' }),
    ).toEqual({ count: 'Не больше 9 999 999', toUserId: 'Кому?' });
  });

  it('takes a new key after a refused count, and keeps it when the server never answered', () => {
    const keys: string[] = [];
    const recount = new ApiRequestError(409, {
      error: { code: 'recount', message: 'Пересчитайте', attemptsLeft: 2 },
    });
    nextAttemptKey(recount, (key) => keys.push(key));
    nextAttemptKey(new ApiRequestError(0, null), (key) => keys.push(key));
    nextAttemptKey(new ApiRequestError(503, null), (key) => keys.push(key));
    expect(keys).toHaveLength(1);
  });
});
