import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  inSendingWindow,
  messageText,
  type SmsAdvertising,
  type SmsKind,
} from '@/lib/shared/sms-mailings';
import { inTransaction, queryRows, type Db } from '../db/database';
import { smsMailings, smsRecipients } from '../db/schema';
import { AUDIENCE_FROM, audienceCondition, type Audience } from './audience';
import type { OutgoingSms, SmsProvider } from './providers';
import { logger, loggedError } from '../logger';

/** Messages per transaction. */
export const SEND_BATCH = 1000;
/** Tries per message before it counts as failed, and the wait between them. */
export const MAX_ATTEMPTS = 3;
export const RETRY_AFTER_MS = 60_000;

/**
 * Starts one due mailing, if any: its recipients are fixed from the audience as it is now and
 * the mailing becomes «отправляется». `SKIP LOCKED`: two instances never start one mailing twice.
 */
export async function startDueMailing(
  db: Db,
  now: Date,
  advertising: SmsAdvertising = 'forbidden',
): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    const [due] = await queryRows<{ id: number; audience: Audience }>(
      tx,
      sql`select id, audience from sms_mailings
          where status = 'scheduled' and send_at <= ${now.toISOString()}::timestamptz
            and (kind <> 'advertising' or ${advertising === 'allowed'})
          order by send_at, id limit 1 for update skip locked`,
    );
    if (!due) return null;
    const [{ count }] = await queryRows<{ count: number }>(
      tx,
      sql`with added as (
            insert into sms_recipients (mailing_id, client_id, phone)
            select ${due.id}, c.id, c.phone from ${AUDIENCE_FROM}
            where ${audienceCondition(due.audience, now)}
            on conflict do nothing
            returning 1)
          select count(*)::int as count from added`,
    );
    await tx
      .update(smsMailings)
      .set({ status: 'sending', startedAt: now, recipients: count, updatedAt: now })
      .where(eq(smsMailings.id, due.id));
    return due.id;
  });
}

type Pending = { clientId: number; phone: string; attempts: number; consent: boolean };

/**
 * Sends one batch of a mailing: the next pending recipients nobody else holds (`SKIP LOCKED`),
 * each sent once — the outcome is written in the same transaction as the claim. A client who
 * withdrew consent since the mailing started is skipped. Returns how many were settled.
 */
export async function sendBatch(
  db: Db,
  provider: SmsProvider,
  mailing: { id: number; kind: SmsKind; text: string },
  now: Date,
  batch = SEND_BATCH,
): Promise<number> {
  const text = messageText(mailing.text, mailing.kind);
  if (provider.sendPending) {
    const stored = provider.sendPending.bind(provider);
    return inTransaction(db, (tx) => stored(tx, { id: mailing.id, text }, now, batch));
  }
  return inTransaction(db, async (tx) => {
    const rows = await queryRows<Pending>(
      tx,
      sql`select r.client_id as "clientId", r.phone, r.attempts, c.sms_consent as consent
          from sms_recipients r join clients c on c.id = r.client_id
          where r.mailing_id = ${mailing.id} and r.status = 'pending'
            and (r.next_attempt_at is null or r.next_attempt_at <= ${now.toISOString()}::timestamptz)
          order by r.client_id limit ${batch}
          for update of r skip locked`,
    );
    if (rows.length === 0) return 0;
    const skipped = rows.filter((r) => !r.consent).map((r) => r.clientId);
    const outgoing: OutgoingSms[] = rows
      .filter((r) => r.consent)
      .map((r) => ({ mailingId: mailing.id, clientId: r.clientId, phone: r.phone, text }));
    const results = await provider.send(tx, outgoing, now);
    const attempts = new Map(rows.map((r) => [r.clientId, r.attempts]));

    const mine = (ids: number[]) =>
      and(eq(smsRecipients.mailingId, mailing.id), inArray(smsRecipients.clientId, ids));
    type Changes = Parameters<ReturnType<typeof tx.update<typeof smsRecipients>>['set']>[0];
    const set = async (ids: number[], values: Changes) => {
      if (ids.length) await tx.update(smsRecipients).set(values).where(mine(ids));
    };
    const ok = results.filter((r) => r.ok);
    const delivered = ok.filter((r) => r.delivered).map((r) => r.clientId);
    const accepted = ok.filter((r) => !r.delivered).map((r) => r.clientId);
    const failures = results.filter((r) => !r.ok);
    const retry = failures
      .filter((r) => r.retry && (attempts.get(r.clientId) ?? 0) + 1 < MAX_ATTEMPTS)
      .map((r) => r.clientId);
    const failed = failures.filter((r) => !retry.includes(r.clientId));
    const step = { attempts: sql`${smsRecipients.attempts} + 1`, sentAt: now };
    await set(delivered, { ...step, status: 'delivered' });
    await set(accepted, { ...step, status: 'sent' });
    await set(retry, {
      attempts: sql`${smsRecipients.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + RETRY_AFTER_MS),
      lastError: failures[0]?.ok === false ? failures[0].error : null,
    });
    for (const failure of failed) {
      await set([failure.clientId], { ...step, status: 'failed', lastError: failure.error });
    }
    await set(skipped, { status: 'skipped' });
    await tx
      .update(smsMailings)
      .set({
        sent: sql`${smsMailings.sent} + ${ok.length}`,
        delivered: sql`${smsMailings.delivered} + ${delivered.length}`,
        failed: sql`${smsMailings.failed} + ${failed.length}`,
        skipped: sql`${smsMailings.skipped} + ${skipped.length}`,
        updatedAt: now,
      })
      .where(eq(smsMailings.id, mailing.id));
    return rows.length;
  });
}

export const NO_RECIPIENTS_ERROR =
  'Некому отправлять: в аудитории не осталось клиентов с согласием на SMS';

/**
 * Ends every sending mailing with no recipient left to send: «отправлена» when something went
 * out, «ошибка» with the reason when nothing did (every message failed, or nobody was left to
 * send to).
 */
export async function finishMailings(db: Db, now: Date) {
  await db.execute(sql`
    update sms_mailings m set
      status = case when m.sent > 0 then 'sent' else 'failed' end,
      error = case when m.sent > 0 then null
        when m.recipients = 0 or m.failed = 0 then ${NO_RECIPIENTS_ERROR}::text
        else (select r.last_error from sms_recipients r
              where r.mailing_id = m.id and r.status = 'failed' order by r.client_id limit 1) end,
      finished_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    where m.status = 'sending'
      and not exists (select 1 from sms_recipients r where r.mailing_id = m.id and r.status = 'pending')
  `);
}

/**
 * One round of the sender: start the due mailings, send what may be sent now (inside the hall's
 * 9:00–21:00, checked before every batch: a slow gateway must not carry a round past 21:00),
 * finish what is done. Safe to run on every instance at once, and after a crash: whatever was
 * not committed is still pending and goes in a later round, once. `clock` is a moment (tests)
 * or a clock read at each step.
 */
export async function runSenderRound(
  db: Db,
  provider: SmsProvider,
  clock: Date | (() => Date),
  batch = SEND_BATCH,
  advertising: SmsAdvertising = 'forbidden',
) {
  const time = typeof clock === 'function' ? clock : () => clock;
  const now = time();
  while ((await startDueMailing(db, now, advertising)) !== null);
  // An advertising mailing started before they were forbidden sends nothing more.
  const sending = await queryRows<{ id: number; kind: SmsKind; text: string; timezone: string }>(
    db,
    sql`select m.id, m.kind, m.text, h.timezone from sms_mailings m join halls h on h.id = m.hall_id
        where m.status = 'sending' and (m.kind <> 'advertising' or ${advertising === 'allowed'})
        order by m.id`,
  );
  let settled = 0;
  for (const mailing of sending) {
    for (let at = time(); inSendingWindow(at, mailing.timezone); at = time()) {
      const n = await sendBatch(db, provider, mailing, at, batch);
      if (n === 0) break;
      settled += n;
    }
  }
  await finishMailings(db, time());
  return settled;
}

/** Runs a round every few seconds; rounds never overlap; the timer never keeps the process alive. */
export function startSmsSender(
  db: Db,
  provider: SmsProvider,
  advertising: SmsAdvertising,
  now: () => Date,
  everyMs = 5_000,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runSenderRound(db, provider, now, SEND_BATCH, advertising);
    } catch (error) {
      logger.error({ err: loggedError(error) }, `Рассылка SMS: раунд не удался`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
