/**
 * A register's X-report on demand (decision 063): read from the register while no document of
 * it is in flight — one request at a time per register, as Webkassa asks — under the sender's own
 * claim (`claimRegister`), so the sender waits for it and it for the sender.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { claimRegister, releaseRegister } from './register-claims';
import { withSession } from './register-session';
import type { WebkassaClient } from './webkassa-client';

const WAIT_MS = 250;
const TRIES = 20;

/** The desk's register claimed for one call: waits while a sender holds it, a few seconds at most. */
async function claimDeskRegister(
  db: Db,
  place: { hallId: number; deskId: number },
  now: () => Date,
  leaseMs: number,
) {
  const desk = sql`desk_id = ${place.deskId} and hall_id = ${place.hallId} and unlinked_at is null`;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const claimed = await claimRegister(db, desk, now(), leaseMs);
    if (claimed) return claimed;
    const [linked] = await queryRows<{ id: number }>(
      db,
      sql`select id from fiscal_registers where ${desk}`,
    );
    if (!linked) throw new ApiError(404, 'not_linked', 'Касса не привязана к кассе ККМ');
    await sleep(WAIT_MS);
  }
  throw new ApiError(
    409,
    'register_busy',
    'Касса ККМ занята отправкой чеков: повторите через минуту',
  );
}

export async function xReport(
  db: Db,
  client: WebkassaClient,
  place: { hallId: number; deskId: number },
  now: () => Date,
  leaseMs: number,
) {
  const claimed = await claimDeskRegister(db, place, now, leaseMs);
  try {
    if (claimed.authFailed) {
      throw new ApiError(
        409,
        'sign_in_refused',
        'Касса ККМ отказала во входе: введите учётные данные заново',
      );
    }
    const answer = await withSession(db, client, claimed, (token) =>
      client.xReport(claimed.apiKey, token, claimed.cashbox),
    );
    if (answer.ok) return answer.data;
    if (answer.kind === 'unreachable') {
      throw new ApiError(503, 'register_unreachable', `Касса ККМ недоступна: ${answer.reason}`);
    }
    const text =
      answer.kind === 'signInRefused' ? answer.error : answer.errors.map((e) => e.Text).join('; ');
    throw new ApiError(409, 'register_refused', `Касса ККМ отказала: ${text}`);
  } finally {
    await releaseRegister(db, claimed);
  }
}
