import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { clients, smsMailings, smsOutbox, smsRecipients } from '../db/schema';
import { hangingFetch } from '../test/sms-gateway';
import { addClients, scheduledMailing } from '../test/sms-mailings-audience';
import { closeTestDatabase, createHall, secondInstance, testDatabase } from '../test/test-app';
import { httpGatewayProvider, outboxProvider, type SmsProvider } from './providers';
import { MAX_ATTEMPTS, NO_RECIPIENTS_ERROR, runSenderRound, startDueMailing } from './sender';

afterAll(closeTestDatabase);

// 11:00 in Almaty: inside the sending window.
const MORNING = new Date('2026-11-23T06:00:00Z');

/** The outbox, counting every message each call hands over. */
function countingOutbox() {
  const handed: number[] = [];
  const provider: SmsProvider = {
    name: 'counting',
    async send(tx, messages, now) {
      handed.push(...messages.map((m) => m.clientId));
      return outboxProvider.send(tx, messages, now);
    },
  };
  return { provider, handed };
}

async function outboxOf(db: Db, mailingId: number) {
  const rows = await db
    .select({ clientId: smsOutbox.clientId, text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.mailingId, mailingId));
  return rows;
}

async function mailingRow(db: Db, id: number) {
  const [row] = await db.select().from(smsMailings).where(eq(smsMailings.id, id));
  return row;
}

describe('the SMS sender', () => {
  it('sends no advertising mailing while advertising SMS are forbidden, started or not', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    await addClients(hallId, 5);
    const due = await scheduledMailing(db, hallId, MORNING, 'advertising');
    await runSenderRound(db, outboxProvider, MORNING, 50, 'forbidden');
    expect(await outboxOf(db, due)).toEqual([]);
    expect((await mailingRow(db, due)).status).toBe('scheduled');
    // One started while they were allowed sends nothing more once they are not.
    const started = await scheduledMailing(db, hallId, MORNING, 'advertising');
    let first: number | null;
    do first = await startDueMailing(db, MORNING, 'allowed');
    while (first !== null && first !== started);
    await runSenderRound(db, outboxProvider, MORNING, 50, 'forbidden');
    expect(await outboxOf(db, started)).toEqual([]);
    expect((await mailingRow(db, started)).status).toBe('sending');
  });

  it('sends a due mailing to every consenting client once and marks it sent', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const wanted = await addClients(hallId, 120);
    await addClients(hallId, 15, { consent: false });
    const id = await scheduledMailing(db, hallId, MORNING, 'advertising');

    await runSenderRound(db, outboxProvider, MORNING, 50, 'allowed');
    const sent = await outboxOf(db, id);
    expect(sent.map((m) => m.clientId).sort((a, b) => a - b)).toEqual(wanted);
    expect(sent[0].text).toBe('Test message\nОтказ от рассылки: ответьте STOP');
    expect(await mailingRow(db, id)).toMatchObject({
      status: 'sent',
      recipients: 120,
      sent: 120,
      delivered: 120,
      failed: 0,
      skipped: 0,
    });
  });

  it('waits for 9:00 hall time and never starts a mailing before its time', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    await addClients(hallId, 10);
    const id = await scheduledMailing(db, hallId, MORNING);
    await runSenderRound(db, outboxProvider, new Date(MORNING.getTime() - 60_000));
    expect((await mailingRow(db, id)).status).toBe('scheduled');
    // Started in the evening, it waits until the morning.
    const evening = new Date('2026-11-23T16:30:00Z'); // 21:30 in Almaty
    await db.update(smsMailings).set({ sendAt: MORNING }).where(eq(smsMailings.id, id));
    await runSenderRound(db, outboxProvider, evening);
    expect((await mailingRow(db, id)).status).toBe('sending');
    expect(await outboxOf(db, id)).toHaveLength(0);
    await runSenderRound(db, outboxProvider, new Date('2026-11-24T04:00:00Z'));
    expect(await mailingRow(db, id)).toMatchObject({ status: 'sent', delivered: 10 });
  });

  it('checks the window before every batch: a round that reaches 21:00 stops there', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    await addClients(hallId, 100);
    const id = await scheduledMailing(db, hallId, new Date('2026-11-23T15:50:00Z'));
    // 20:59 in Almaty for the start and the first batch, then the gateway was slow: 21:00.
    const times = [new Date('2026-11-23T15:59:00Z'), new Date('2026-11-23T15:59:30Z')];
    const clock = () => times.shift() ?? new Date('2026-11-23T16:00:00Z');
    await runSenderRound(db, outboxProvider, clock, 50);
    expect(await outboxOf(db, id)).toHaveLength(50);
    expect((await mailingRow(db, id)).status).toBe('sending');
    await runSenderRound(db, outboxProvider, new Date('2026-11-24T04:00:00Z'), 50);
    expect(await mailingRow(db, id)).toMatchObject({ status: 'sent', delivered: 100 });
  });

  it('skips clients who withdrew consent after the mailing started', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const ids = await addClients(hallId, 20);
    const id = await scheduledMailing(db, hallId, MORNING);
    await startDueMailing(db, MORNING);
    await db
      .update(clients)
      .set({ smsConsent: false })
      .where(sql`${clients.id} in (${sql.join(ids.slice(0, 5), sql`, `)})`);
    await runSenderRound(db, outboxProvider, MORNING);
    expect((await outboxOf(db, id)).map((m) => m.clientId).sort((a, b) => a - b)).toEqual(
      ids.slice(5),
    );
    expect(await mailingRow(db, id)).toMatchObject({ status: 'sent', skipped: 5, delivered: 15 });
  });

  it('ends as «ошибка» when everyone withdrew consent before a message went out', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const ids = await addClients(hallId, 4);
    const id = await scheduledMailing(db, hallId, MORNING);
    await startDueMailing(db, MORNING);
    await db
      .update(clients)
      .set({ smsConsent: false })
      .where(sql`${clients.id} in (${sql.join(ids, sql`, `)})`);
    await runSenderRound(db, outboxProvider, MORNING);
    expect(await outboxOf(db, id)).toEqual([]);
    expect(await mailingRow(db, id)).toMatchObject({
      status: 'failed',
      skipped: 4,
      error: NO_RECIPIENTS_ERROR,
    });
  });

  it('resumes after a crash mid-mailing without sending anyone twice', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    await addClients(hallId, 100);
    const id = await scheduledMailing(db, hallId, MORNING);
    let batches = 0;
    const crashing: SmsProvider = {
      name: 'crashing',
      async send(tx, messages, now) {
        const results = await outboxProvider.send(tx, messages, now);
        if (++batches === 3) throw new Error('процесс упал');
        return results;
      },
    };
    await expect(runSenderRound(db, crashing, MORNING, 20)).rejects.toThrow('процесс упал');
    expect(await outboxOf(db, id)).toHaveLength(40);

    const { provider, handed } = countingOutbox();
    await runSenderRound(db, provider, MORNING, 20);
    expect(handed).toHaveLength(60);
    const sent = (await outboxOf(db, id)).map((m) => m.clientId);
    expect(new Set(sent).size).toBe(100);
    expect((await mailingRow(db, id)).status).toBe('sent');
  });

  it('lets two server instances send one mailing: every recipient exactly once', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const wanted = await addClients(hallId, 400);
    const id = await scheduledMailing(db, hallId, MORNING);
    const other = await secondInstance();
    try {
      const first = countingOutbox();
      const second = countingOutbox();
      await Promise.all([
        runSenderRound(db, first.provider, MORNING, 25),
        runSenderRound(other.db, second.provider, MORNING, 25),
        runSenderRound(db, first.provider, MORNING, 25),
        runSenderRound(other.db, second.provider, MORNING, 25),
      ]);
      const handed = [...first.handed, ...second.handed].sort((a, b) => a - b);
      expect(handed).toEqual(wanted);
      const [{ count }] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from sms_recipients where mailing_id = ${id} and status = 'delivered'`,
      );
      expect(count).toBe(400);
      expect((await mailingRow(db, id)).recipients).toBe(400);
    } finally {
      await other.close();
    }
  });
});

describe('the HTTP gateway provider', () => {
  const message = (clientId: number) => ({
    mailingId: 7,
    clientId,
    phone: '+77011234567',
    text: 'Hi',
  });

  it('posts the batch with ids and takes the gateway’s answer per message', async () => {
    const fetch = jest.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      expect(body.messages.map((m: { id: string }) => m.id)).toEqual(['7:1', '7:2']);
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret');
      return Response.json({
        results: [
          { id: '7:1', status: 'accepted' },
          { id: '7:2', status: 'rejected', error: 'Номер не обслуживается' },
        ],
      });
    });
    const provider = httpGatewayProvider({
      url: 'http://gw/send',
      token: 'secret',
      timeoutMs: 1000,
      fetch: fetch as never,
    });
    const results = await provider.send({} as Db, [message(1), message(2)], MORNING);
    expect(results).toEqual([
      { clientId: 1, ok: true, delivered: false, providerId: '7:1' },
      { clientId: 2, ok: false, error: 'Номер не обслуживается', retry: false },
    ]);
  });

  it('retries a batch the gateway did not answer in time, a bounded number of times', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    await addClients(hallId, 3);
    const id = await scheduledMailing(db, hallId, MORNING);
    const provider = httpGatewayProvider({
      url: 'http://gw/send',
      timeoutMs: 20,
      fetch: hangingFetch,
    });
    let now = MORNING;
    for (let round = 0; round < MAX_ATTEMPTS; round++) {
      await runSenderRound(db, provider, now);
      now = new Date(now.getTime() + 61_000);
    }
    const recipients = await db.select().from(smsRecipients).where(eq(smsRecipients.mailingId, id));
    expect(recipients.map((r) => [r.status, r.attempts])).toEqual(
      Array(3).fill(['failed', MAX_ATTEMPTS]),
    );
    expect(recipients[0].lastError).toBe('Шлюз не ответил вовремя');
    expect(await mailingRow(db, id)).toMatchObject({
      status: 'failed',
      failed: 3,
      delivered: 0,
      error: 'Шлюз не ответил вовремя',
    });
  });
});
