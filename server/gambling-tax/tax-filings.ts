import { sql } from 'drizzle-orm';
import { quarterLabel, type Quarter } from '@/lib/shared/gambling-tax';
import { toMinorUnits } from '@/lib/shared/money';
import { queryRows } from '../db/database';
import { gamblingTaxFilings } from '../db/schema';
import { ApiError } from '../errors';
import { hallToday } from '../halls/hall-days';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { quarterDraft } from './tax-draft';

/**
 * «Зафиксировать»: head office files the hall's quarter as its draft stands. The first filing is
 * version 1; a filing after a change is the next version beside it, never an edit (decision 069).
 * The hall's row is locked, so two at once file one version and the other is told it is unchanged.
 */
export async function lockQuarter(a: Actor, q: Quarter) {
  await queryRows(a.tx, sql`select id from halls where id = ${a.hallId} for update`);
  const today = await hallToday(a.tx, a.hallId, a.now);
  const draft = await quarterDraft(a.tx, a.hallId, q, today);
  if (!draft.ended) {
    throw new ApiError(409, 'quarter_not_over', `${quarterLabel(q)} ещё не закончился`);
  }
  if (draft.mrp === null || draft.rateMrp === null) {
    throw new ApiError(409, 'no_rates', `Не задан МРП на ${q.year} год или ставка налога`);
  }
  const last = draft.filings[0];
  if (last && !draft.changedSinceFiling) {
    throw new ApiError(
      409,
      'unchanged',
      `${quarterLabel(q)} зафиксирован (версия ${last.version}) и с тех пор не менялся`,
    );
  }
  const version = (last?.version ?? 0) + 1;
  await a.tx.insert(gamblingTaxFilings).values({
    hallId: a.hallId,
    year: q.year,
    quarter: q.quarter,
    version,
    mrp: draft.mrp,
    rateMrp: draft.rateMrp,
    objects: draft.objects.length,
    total: toMinorUnits(draft.total),
    rows: draft.objects,
    lockedBy: a.user.id,
    lockedAt: a.now,
  });
  await recordAudit(a, 'gambling_tax.lock', version, {
    year: q.year,
    quarter: q.quarter,
    total: draft.total,
  });
  return quarterDraft(a.tx, a.hallId, q, today);
}
