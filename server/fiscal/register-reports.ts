/**
 * A register's X-report on demand (decision 063): read from the register while no document of
 * it is in flight — one request at a time per register, as Webkassa asks — under the sender's own
 * claim, so the sender waits for it and it for the sender.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { withSession } from './register-session';
import type { WebkassaClient } from './webkassa-client';

const WAIT_MS = 250;
const TRIES = 20;

/** The desk's register claimed for one call: waits while a sender holds it, a few seconds at most. */
async function claimRegister(
  db: Db,
  hallId: number,
  deskId: number,
  now: () => Date,
  leaseMs: number,
) {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const claim = randomUUID();
    const at = now();
    const [row] = await queryRows<{
      id: number;
      cashbox: string;
      login: string;
      password: string;
      api_key: string;
      token: string | null;
      auth_failed_at: Date | null;
    }>(
      db,
      sql`update fiscal_registers set claim_token = ${claim},
            claimed_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz
          where desk_id = ${deskId} and hall_id = ${hallId} and unlinked_at is null
            and (claimed_until is null or claimed_until <= ${at.toISOString()}::timestamptz)
          returning id, cashbox_unique_number as cashbox, login, password, api_key, token,
            auth_failed_at`,
    );
    if (row) return { row, claim };
    const [linked] = await queryRows<{ id: number }>(
      db,
      sql`select id from fiscal_registers
          where desk_id = ${deskId} and hall_id = ${hallId} and unlinked_at is null`,
    );
    if (!linked) throw new ApiError(404, 'not_linked', 'Касса не привязана к кассе ККМ');
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
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
  const { row, claim } = await claimRegister(db, place.hallId, place.deskId, now, leaseMs);
  try {
    if (row.auth_failed_at) {
      throw new ApiError(
        409,
        'sign_in_refused',
        'Касса ККМ отказала во входе: введите учётные данные заново',
      );
    }
    const claimed = {
      registerId: row.id,
      claim,
      login: row.login,
      password: row.password,
      apiKey: row.api_key,
      token: row.token,
    };
    const answer = await withSession(db, client, claimed, (token) =>
      client.xReport(row.api_key, token, row.cashbox),
    );
    if (answer.ok) return answer.data;
    if (answer.kind === 'unreachable') {
      throw new ApiError(503, 'register_unreachable', `Касса ККМ недоступна: ${answer.reason}`);
    }
    const text =
      answer.kind === 'signInRefused' ? answer.error : answer.errors.map((e) => e.Text).join('; ');
    throw new ApiError(409, 'register_refused', `Касса ККМ отказала: ${text}`);
  } finally {
    await db.execute(sql`
      update fiscal_registers set claim_token = null, claimed_until = null
      where id = ${row.id} and claim_token = ${claim}`);
  }
}
