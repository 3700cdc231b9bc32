/**
 * Counts of a desk's cash and the variances they leave (decision 060). Every count is kept, the
 * ones a blind hall asked to repeat included, so the attempts are counted in the database.
 */
import { and, eq, sql } from 'drizzle-orm';
import { signOffLevel, type SignOffLevel, type VarianceKind } from '@/lib/shared/cash-desks';
import { fromMinorUnits } from '@/lib/shared/money';
import { cashCounts, cashVariances } from '../db/schema';
import { ApiError } from '../errors';
import type { Db } from '../db/database';
import type { Actor } from '../writes/actor';
import type { CashRules } from './cash-rules';
import type { ReadCount } from './count-fields';

export type CountKind =
  'opening' | 'closing' | 'handover_out' | 'handover_in' | 'safe' | 'safe_confirm' | 'transfer_in';

/** A variance as an answer names it: the report lists it by `id`. */
export type VarianceAnswer = { id: number; amount: string; signOff: SignOffLevel };

/** Keeps one count of a desk; returns its id. */
export async function recordCount(
  a: Actor,
  count: {
    deskId: number;
    shiftId: number | null;
    kind: CountKind;
    read: ReadCount;
    expected: bigint;
    accepted?: boolean;
  },
): Promise<number> {
  const [row] = await a.tx
    .insert(cashCounts)
    .values({
      hallId: a.hallId,
      deskId: count.deskId,
      shiftId: count.shiftId,
      kind: count.kind,
      total: count.read.total,
      pieces: count.read.pieces,
      expected: count.expected,
      accepted: count.accepted ?? true,
      countedBy: a.user.id,
      countedAt: a.now,
    })
    .returning({ id: cashCounts.id });
  return row.id;
}

/**
 * Records counted − expected of an accepted count against the person who held the cash, with the
 * sign-off its size needs; nothing when the count matched.
 */
export async function recordVariance(
  a: Actor,
  rules: CashRules,
  variance: {
    countId: number;
    deskId: number;
    shiftId: number | null;
    kind: VarianceKind;
    userId: number | null;
    amount: bigint;
  },
): Promise<VarianceAnswer | null> {
  if (variance.amount === 0n) return null;
  const signOff = signOffLevel(variance.amount, rules);
  const [row] = await a.tx
    .insert(cashVariances)
    .values({ hallId: a.hallId, ...variance, signOff, at: a.now })
    .returning({ id: cashVariances.id });
  return { id: row.id, amount: fromMinorUnits(variance.amount), signOff };
}

/** What a blind hall does with a count: take it, or ask again with this many attempts left. */
export type CountVerdict = { accept: true } | { accept: false; attemptsLeft: number };

/**
 * A count within the tolerance is taken; one outside it is asked again until the last of
 * `rules.attempts`, which is taken whatever it says. `refused` is how many were asked again.
 */
export function countVerdict(
  counted: bigint,
  expected: bigint,
  rules: Pick<CashRules, 'toleranceTenge' | 'attempts'>,
  refused: number,
): CountVerdict {
  const off = counted > expected ? counted - expected : expected - counted;
  if (off <= BigInt(rules.toleranceTenge) * 100n) return { accept: true };
  const attemptsLeft = rules.attempts - refused - 1;
  return attemptsLeft <= 0 ? { accept: true } : { accept: false, attemptsLeft };
}

/**
 * A blind hall's request to count again: 409 with the attempts left, and nothing of the size or
 * direction of the difference.
 */
export function recountAsked(attemptsLeft: number) {
  const message = `Пересчитайте наличные ещё раз: сумма не сходится. Осталось попыток: ${attemptsLeft}`;
  return new ApiError(409, 'recount', message, { count: message }, undefined, { attemptsLeft });
}

/** How many counts of this kind the shift was asked to repeat (a blind hall's attempts). */
export async function refusedCounts(tx: Db, shiftId: number, kind: CountKind): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cashCounts)
    .where(
      and(
        eq(cashCounts.shiftId, shiftId),
        eq(cashCounts.kind, kind),
        eq(cashCounts.accepted, false),
      ),
    );
  return row.n;
}
