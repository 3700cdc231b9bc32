import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { smsOutbox } from '../db/schema';

export type OutgoingSms = { mailingId: number; clientId: number; phone: string; text: string };

export type SendResult =
  | { clientId: number; ok: true; delivered: boolean; providerId: string }
  | { clientId: number; ok: false; error: string; retry: boolean };

/**
 * Where messages go. `send` gets the transaction that records the outcome: a provider that
 * stores messages writes them there, so a crash before the commit leaves nothing sent.
 */
export interface SmsProvider {
  readonly name: string;
  send(tx: Db, messages: OutgoingSms[], now: Date): Promise<SendResult[]>;
  /**
   * A provider that lives in the database may settle a whole batch in one statement instead:
   * claim, store and record together. Returns how many recipients it settled.
   */
  sendPending?(tx: Db, mailing: PendingMailing, now: Date, batch: number): Promise<number>;
}

export type PendingMailing = { id: number; text: string };

/** The default: messages are stored in `sms_outbox`, delivered as far as this system goes. */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  async send(tx, messages, now) {
    if (messages.length === 0) return [];
    await tx
      .insert(smsOutbox)
      .values(messages.map((m) => ({ ...m, createdAt: now })))
      .onConflictDoNothing();
    return messages.map((m) => ({
      clientId: m.clientId,
      ok: true,
      delivered: true,
      providerId: `outbox:${m.mailingId}:${m.clientId}`,
    }));
  },
  /** The same as `send` for the next batch, without the rows leaving the database. */
  async sendPending(tx, mailing, now, batch) {
    const at = now.toISOString();
    const [{ settled }] = await queryRows<{ settled: number }>(
      tx,
      sql`with picked as (
            select r.client_id, r.phone, c.sms_consent as consent
            from sms_recipients r join clients c on c.id = r.client_id
            where r.mailing_id = ${mailing.id} and r.status = 'pending'
              and (r.next_attempt_at is null or r.next_attempt_at <= ${at}::timestamptz)
            order by r.client_id limit ${batch}
            for update of r skip locked),
          stored as (
            insert into sms_outbox (mailing_id, client_id, phone, text, created_at)
            select ${mailing.id}, client_id, phone, ${mailing.text}, ${at}::timestamptz
            from picked where consent
            on conflict do nothing),
          settled as (
            update sms_recipients r set
              status = case when p.consent then 'delivered' else 'skipped' end,
              attempts = r.attempts + case when p.consent then 1 else 0 end,
              sent_at = case when p.consent then ${at}::timestamptz end,
              provider_id = case when p.consent then 'outbox:' || r.mailing_id || ':' || r.client_id end
            from picked p
            where r.mailing_id = ${mailing.id} and r.client_id = p.client_id
            returning p.consent),
          counted as (
            select count(*) filter (where consent)::int as delivered,
              count(*) filter (where not consent)::int as skipped from settled)
          update sms_mailings m set sent = m.sent + counted.delivered,
            delivered = m.delivered + counted.delivered, skipped = m.skipped + counted.skipped,
            updated_at = ${at}::timestamptz
          from counted where m.id = ${mailing.id}
          returning (counted.delivered + counted.skipped) as settled`,
    );
    return settled;
  },
};

type GatewayOptions = {
  url: string;
  token?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

type GatewayAnswer = { results?: { id: string; status: string; error?: string }[] };

/**
 * An HTTP SMS gateway: one POST per batch, `{ messages: [{ id, phone, text }] }`, answered with a
 * status per message. The id (`mailing:client`) lets the gateway drop a batch sent again after a
 * crash. No answer in time, or a 5xx, is retried later; a 4xx or a rejected message is not.
 */
export function httpGatewayProvider({
  url,
  token,
  timeoutMs,
  fetch: send = fetch,
}: GatewayOptions): SmsProvider {
  return {
    name: 'http',
    async send(_tx, messages) {
      const id = (m: OutgoingSms) => `${m.mailingId}:${m.clientId}`;
      const all = (error: string, retry: boolean): SendResult[] =>
        messages.map((m) => ({ clientId: m.clientId, ok: false, error, retry }));
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            messages: messages.map((m) => ({ id: id(m), phone: m.phone, text: m.text })),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return all('Шлюз не ответил вовремя', true);
      }
      if (response.status >= 500) return all(`Шлюз ответил ${response.status}`, true);
      if (!response.ok) return all(`Шлюз отказал: ${response.status}`, false);
      const answer = (await response.json().catch(() => ({}))) as GatewayAnswer;
      const byId = new Map((answer.results ?? []).map((r) => [r.id, r]));
      return messages.map((m): SendResult => {
        const result = byId.get(id(m));
        if (result?.status === 'accepted' || result?.status === 'delivered') {
          return {
            clientId: m.clientId,
            ok: true,
            delivered: result.status === 'delivered',
            providerId: id(m),
          };
        }
        return {
          clientId: m.clientId,
          ok: false,
          error: result?.error ?? 'Шлюз не подтвердил сообщение',
          retry: result === undefined,
        };
      });
    },
  };
}

/** The gateway when one is configured (`SMS_GATEWAY_URL`, read by the settings), else the outbox. */
export function providerFor(
  gateway: { url: string; token?: string; timeoutMs: number } | null,
): SmsProvider {
  return gateway ? httpGatewayProvider(gateway) : outboxProvider;
}
