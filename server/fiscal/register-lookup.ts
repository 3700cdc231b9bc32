/**
 * A document the register says it has (14, decision 063): taken from the answer's `Data`, or
 * looked up by its external number in the register's history.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { Claimed } from './register-claims';
import type { Outcome } from './register-outcomes';
import { withSession } from './register-session';
import { chequeFromAnswer, errorText, shiftOfAnswer } from './webkassa-answers';
import type { WebkassaClient } from './webkassa-client';

/** The register's shift as far as our records go: the last one named, the next after a Z. */
async function currentShift(db: Db, registerId: number) {
  const [last] = await queryRows<{ kind: string; shift_number: number }>(
    db,
    sql`select kind, shift_number from fiscal_documents
        where register_id = ${registerId} and status = 'issued' and shift_number is not null
        order by id desc limit 1`,
  );
  if (!last) return null;
  return last.kind === 'z_report' ? last.shift_number + 1 : last.shift_number;
}

/**
 * A cheque the register says it has (14): taken from the answer's `Data`, or — only when the
 * answer carries none — looked up by its number, with the register's shift as our records know it
 * (or, knowing none, the shift its X-report names and the one before), reading either shape. The
 * cheque exists, so nothing here fails it: what cannot be found or read waits for the next try.
 */
export async function existing(
  db: Db,
  client: WebkassaClient,
  c: Claimed,
  data: unknown,
): Promise<Outcome> {
  const given = chequeFromAnswer(data);
  if (given) return { kind: 'issued', cheque: given };
  let why = '';
  let unreachable = false;
  const notFound = (): Outcome => ({
    kind: 'retry',
    error: `Чек уже в кассе ККМ, но не найден по номеру: ${why}`,
    code: 14,
  });
  /** The cheque looked up in these shifts in turn: the outcome once found, or null. */
  const lookUp = async (shifts: (number | null)[]): Promise<Outcome | null> => {
    for (const shift of shifts) {
      const found = await withSession(db, client, c, (token) =>
        client.chequeByNumber(c.apiKey, token, c.cashbox, c.doc.externalNumber, shift),
      );
      if (found.ok) {
        const cheque = chequeFromAnswer(found.data);
        if (cheque) return { kind: 'issued', cheque };
        why = 'ответ не прочитан';
      } else if (found.kind === 'signInRefused') {
        return { kind: 'signInRefused', error: found.error };
      } else if (found.kind === 'unreachable') {
        [why, unreachable] = [found.reason, true];
        return null;
      } else {
        why = errorText(found.errors);
      }
    }
    return null;
  };
  const known = await currentShift(db, c.registerId);
  const first = await lookUp([known]);
  if (first) return first;
  // The history does not answer: ask again later, not the X-report now.
  if (unreachable) return notFound();
  // Our records name no shift, or not the cheque's: the register's X-report names its own.
  const x = await withSession(db, client, c, (token) => client.xReport(c.apiKey, token, c.cashbox));
  const current = x.ok ? shiftOfAnswer(x.data) : undefined;
  const second =
    current === undefined
      ? null
      : await lookUp([current, current - 1].filter((n) => n > 0 && n !== known));
  return second ?? notFound();
}
