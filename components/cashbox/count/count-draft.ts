import { ApiRequestError } from '@/lib/api/client';
import type { CountBody } from '@/lib/api/cashbox';
import { newRequestKey } from '@/lib/browser/request-key';
import {
  MAX_PIECES,
  piecesTotal,
  type CountPolicy,
  type Denomination,
} from '@/lib/shared/cash-desks';
import { MAX_CASH_COUNT, normalizeAmount, typedAmountMessage } from '@/lib/shared/cashbox';
import { fromMinorUnits } from '@/lib/shared/money';

/** A count as typed: the pieces of each note and coin, or (where the hall allows) a total. */
export type CountDraft = {
  mode: 'pieces' | 'total';
  pieces: Record<string, string>;
  total: string;
};

export const emptyCount = (): CountDraft => ({ mode: 'pieces', pieces: {}, total: '' });

/** The key of a note or coin in a draft: «note:200» and «coin:200» are two lines. */
export const pieceKey = (d: Denomination) => `${d.form}:${d.value}`;

const PIECES = /^\d{1,7}$/;

/** The pieces typed for one line: a whole number, blank for none; null when it is not one. */
export function typedPieces(typed: string | undefined): number | null {
  const text = (typed ?? '').replace(/\s/g, '');
  if (text === '') return 0;
  if (!PIECES.test(text)) return null;
  const value = Number(text);
  return value <= MAX_PIECES ? value : null;
}

/** What is wrong with a count as typed, in Russian; null when it can be sent. */
export function countMessage(draft: CountDraft, denominations: readonly Denomination[]) {
  if (draft.mode === 'total') {
    return typedAmountMessage(draft.total, { label: 'Итог', allowZero: true, max: MAX_CASH_COUNT });
  }
  const wrong = denominations.find((d) => typedPieces(draft.pieces[pieceKey(d)]) === null);
  if (wrong) {
    return `${wrong.value} ₸ (${wrong.form === 'note' ? 'купюры' : 'монеты'}): целое число штук от 0 до ${MAX_PIECES.toLocaleString('ru-RU')}`;
  }
  return null;
}

/** The lines of a draft with their pieces, the lines left blank as none. */
const lines = (draft: CountDraft, denominations: readonly Denomination[]) =>
  denominations.map((d) => ({ ...d, count: typedPieces(draft.pieces[pieceKey(d)]) ?? 0 }));

/** The total the pieces make, as money («12500.00»): computed, never typed. */
export const draftTotal = (draft: CountDraft, denominations: readonly Denomination[]) =>
  fromMinorUnits(piecesTotal(lines(draft, denominations)));

/** The count as the API takes it. A count of nothing at all names the first line with 0. */
export function countBody(draft: CountDraft, denominations: readonly Denomination[]): CountBody {
  if (draft.mode === 'total') return { total: normalizeAmount(draft.total) };
  const counted = lines(draft, denominations).filter((line) => line.count > 0);
  const sent = counted.length ? counted : lines(draft, denominations).slice(0, 1);
  return { denominations: sent.map(({ value, form, count }) => ({ value, form, count })) };
}

/** The mode a hall starts its count in; a total only where it is allowed. */
export const allowsTotal = (policy: CountPolicy) => policy === 'optional';

/** The API's messages about a count (`count`, `count.denominations.2.count`) go under the grid. */
export function countErrors(fields: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    result[key.startsWith('count') ? 'count' : key] ??= message;
  }
  return result;
}

/**
 * A refused count is an answer the server keeps under its key: the next attempt is a new request,
 * or it would get the same answer back. A count the server never answered keeps its key.
 */
export function nextAttemptKey(error: unknown, setKey: (key: string) => void) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    setKey(newRequestKey());
  }
}
