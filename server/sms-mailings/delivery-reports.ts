import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows, type Db } from '../db/database';

export type DeliveryReport = {
  /** `<mailingId>:<clientId>`, the id the message was sent with. */
  id: string;
  status: 'delivered' | 'failed';
  error?: string;
};

/** The gateway's signature of the raw body: `sha256=<hex HMAC-SHA256>` under the shared secret. */
export function signatureValid(secret: string, body: string, header: string | undefined): boolean {
  const match = header ? /^sha256=([0-9a-f]{64})$/i.exec(header.trim()) : null;
  if (!secret || !match) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

const DEFAULT_FAILURE = 'Оператор не доставил сообщение';

/**
 * What the phone network did with messages, as the gateway reports it later. A report moves a
 * recipient that is waiting for its answer (`pending`: the report came before the send's own
 * answer) or sent to the gateway (`sent`) to `delivered` or `failed`, once: a recipient already
 * settled, or an id no message was sent with, is ignored, so a report sent again counts once.
 * The recipients are locked in one order, as the sender locks them, and the mailing's counters
 * follow in the same transaction.
 */
export async function applyDeliveryReports(db: Db, reports: DeliveryReport[], now: Date) {
  const byId = new Map<string, DeliveryReport>();
  for (const report of reports) if (!byId.has(report.id)) byId.set(report.id, report);
  const rows = [...byId.values()].map((r) => {
    const [mailingId, clientId] = r.id.split(':').map(Number);
    const error = r.status === 'failed' ? r.error?.trim() || DEFAULT_FAILURE : null;
    return { mailing_id: mailingId, client_id: clientId, status: r.status, error };
  });
  if (rows.length === 0) return { applied: 0, ignored: 0 };
  const applied = await inTransaction(db, async (tx) => {
    const [{ count }] = await queryRows<{ count: number }>(
      tx,
      sql`with input as (
            select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as i(mailing_id int, client_id int, status text, error text)),
          waiting as (
            select r.mailing_id, r.client_id, r.status as was, i.status, i.error
            from sms_recipients r join input i using (mailing_id, client_id)
            where r.status in ('pending', 'sent')
            order by r.mailing_id, r.client_id
            for update of r),
          settled as (
            update sms_recipients r set status = w.status, last_error = w.error,
              sent_at = coalesce(r.sent_at, ${now.toISOString()}::timestamptz),
              next_attempt_at = null
            from waiting w
            where r.mailing_id = w.mailing_id and r.client_id = w.client_id
            returning w.mailing_id, w.was, w.status),
          counted as (
            select mailing_id,
              count(*) filter (where was = 'pending' and status = 'delivered')::int as sent,
              count(*) filter (where status = 'delivered')::int as delivered,
              count(*) filter (where status = 'failed')::int as failed
            from settled group by mailing_id),
          bumped as (
            update sms_mailings m set sent = m.sent + c.sent, delivered = m.delivered + c.delivered,
              failed = m.failed + c.failed, updated_at = ${now.toISOString()}::timestamptz
            from counted c where m.id = c.mailing_id
            returning m.id)
          select (select count(*) from settled)::int as count`,
    );
    return count;
  });
  return { applied, ignored: reports.length - applied };
}
