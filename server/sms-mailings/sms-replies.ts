import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';

export type SmsReply = { from: string; text: string; at?: string };

/** «СТОП», «STOP» or «ОТПИСКА», in any case, with spaces around and nothing else. */
const STOP_WORD = /^\s*(стоп|stop|отписка)\s*$/iu;

export const isStopWord = (text: string) => STOP_WORD.test(text);

/**
 * The sender's number as the chain stores phones: `+` and the digits; a domestic `8…` of eleven
 * digits is the same number as `+7…`.
 */
export function replyPhone(from: string): string {
  const digits = from.replace(/\D/g, '');
  return `+${digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits}`;
}

/**
 * Messages clients sent back, as the gateway passes them on. Every one is kept (once: the same
 * message passed on again is ignored); a stop word withdraws the consent of the client with that
 * phone, recorded as a reply's, so the mailings still sending skip the client (the sender reads
 * the consent of each recipient it takes). A time in the future is taken as the moment received.
 */
export async function applySmsReplies(db: Db, replies: SmsReply[], now: Date) {
  if (replies.length === 0) return { kept: 0, optedOut: 0 };
  const rows = replies.map((r) => {
    const at = r.at ? new Date(r.at) : now;
    return {
      phone: replyPhone(r.from),
      text: r.text,
      sent_at: (at > now ? now : at).toISOString(),
      stop: isStopWord(r.text),
    };
  });
  return inTransaction(db, async (tx) => {
    const [result] = await queryRows<{ kept: number; opted_out: number }>(
      tx,
      sql`with input as (
            select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as i(phone text, text text, sent_at timestamptz, stop boolean)),
          kept as (
            insert into sms_replies (phone, text, sent_at, received_at, opted_out)
            select distinct on (phone, sent_at, md5(text)) phone, text, sent_at,
              ${now.toISOString()}::timestamptz, stop
            from input
            on conflict do nothing
            returning phone, sent_at, opted_out),
          stopped as (
            select phone, max(sent_at) as at from kept where opted_out group by phone),
          withdrawn as (
            update clients c set sms_consent = false, consent_changed_at = s.at,
              version = c.version + 1
            from stopped s
            where c.phone = s.phone and c.sms_consent
            returning c.id, s.at),
          recorded as (
            insert into client_consents (client_id, consent, source, at)
            select id, false, 'sms-reply', at from withdrawn
            returning client_id)
          select (select count(*) from kept)::int as kept,
            (select count(*) from recorded)::int as opted_out`,
    );
    return { kept: result.kept, optedOut: result.opted_out };
  });
}
