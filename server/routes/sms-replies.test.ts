import { eq, inArray } from 'drizzle-orm';
import { clientConsents, clients, smsMailings, smsRecipients, smsReplies } from '../db/schema';
import { outboxProvider } from '../sms-mailings/providers';
import { sendBatch, startDueMailing } from '../sms-mailings/sender';
import { GATEWAY_SECRET, signBody } from '../test/sms-gateway';
import { addClients, scheduledMailing } from '../test/sms-mailings-audience';
import { callApi, closeTestDatabase, createHall, testApp, testDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

const MORNING = new Date('2026-11-23T06:00:00Z'); // 11:00 in Almaty
type Message = { from: string; text: string; at?: string };

async function post(
  messages: Message[],
  signature: (body: string) => string | undefined = signBody,
) {
  const app = await testApp({ smsGatewaySecret: GATEWAY_SECRET });
  const body = JSON.stringify({ messages });
  const header = signature(body);
  return callApi(app, 'POST', '/api/sms/inbound', header ? { 'x-signature': header } : {}, body);
}

async function consenting(ids: number[]) {
  const { db } = await testDatabase();
  const rows = await db
    .select({ id: clients.id, consent: clients.smsConsent })
    .from(clients)
    .where(inArray(clients.id, ids));
  return rows.filter((r) => r.consent).map((r) => r.id);
}

async function phoneOf(id: number) {
  const { db } = await testDatabase();
  const [row] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, id));
  return row.phone;
}

describe('replies of clients to the chain’s SMS', () => {
  it('withdraws consent on «СТОП», «STOP» or «ОТПИСКА» in any case, and records it as a reply', async () => {
    const ids = await addClients(await createHall(), 5);
    const phones = await Promise.all(ids.map(phoneOf));
    const answer = await post([
      { from: phones[0], text: 'СТОП' },
      { from: phones[1].slice(1), text: '  stop ' },
      { from: `8${phones[2].slice(2)}`, text: 'Отписка' },
      { from: phones[3], text: 'Стоп, пожалуйста' },
      { from: phones[4], text: 'Спасибо!' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ kept: 5, optedOut: 3 });
    expect(await consenting(ids)).toEqual(ids.slice(3));
    const { db } = await testDatabase();
    const history = await db
      .select()
      .from(clientConsents)
      .where(inArray(clientConsents.clientId, ids));
    expect(history).toHaveLength(3);
    expect(history.every((h) => h.source === 'sms-reply' && !h.consent && !h.userId)).toBe(true);
    const kept = await db.select().from(smsReplies).where(inArray(smsReplies.phone, phones));
    expect(kept.map((r) => r.text).sort()).toContain('Спасибо!');
  });

  it('keeps a message passed on twice once, also 50 copies at the same moment', async () => {
    const [id] = await addClients(await createHall(), 1);
    const message = { from: await phoneOf(id), text: 'STOP', at: '2026-11-23T10:00:00+05:00' };
    const copies = await Promise.all(Array.from({ length: 50 }, () => post([message])));
    expect(copies.every((c) => c.status === 200)).toBe(true);
    expect(copies.reduce((sum, c) => sum + c.body.kept, 0)).toBe(1);
    expect(copies.reduce((sum, c) => sum + c.body.optedOut, 0)).toBe(1);
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const ids = await addClients(await createHall(), 1);
    const messages = [{ from: await phoneOf(ids[0]), text: 'СТОП' }];
    for (const signature of [
      () => undefined,
      () => 'sha256=' + '0'.repeat(64),
      (body: string) => signBody(body, 'another-secret-of-16+'),
      () => signBody(JSON.stringify({ messages: [] })),
    ]) {
      const refusal = await post(messages, signature);
      expect(refusal.status).toBe(401);
      expect(refusal.body.error.code).toBe('bad_signature');
    }
    expect(await consenting(ids)).toEqual(ids);
  });

  it('answers a malformed message under its field', async () => {
    for (const message of [
      { from: 'abc', text: 'СТОП' },
      { from: '+77011234567', text: 'x'.repeat(1601) },
      { from: '+77011234567', text: 'СТОП', at: 'вчера' },
      { from: '+77011234567' },
    ]) {
      const answer = await post([message as Message]);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields)[0]).toMatch(/^messages\.0\./);
    }
  });

  it('makes a mailing in progress skip a client who replied «СТОП»', async () => {
    const { db } = await testDatabase();
    const hallId = await createHall();
    const ids = await addClients(hallId, 3);
    const mailingId = await scheduledMailing(db, hallId, MORNING, 'service');
    // On PostgreSQL the files share one database: other files' due mailings start first.
    let started: number | null;
    do started = await startDueMailing(db, MORNING);
    while (started !== null && started !== mailingId);
    expect(started).toBe(mailingId);
    expect((await post([{ from: await phoneOf(ids[1]), text: 'стоп' }])).body.optedOut).toBe(1);
    const [mailing] = await db.select().from(smsMailings).where(eq(smsMailings.id, mailingId));
    await sendBatch(
      db,
      outboxProvider,
      { id: mailingId, kind: 'service', text: mailing.text },
      MORNING,
    );
    const recipients = await db
      .select({ clientId: smsRecipients.clientId, status: smsRecipients.status })
      .from(smsRecipients)
      .where(eq(smsRecipients.mailingId, mailingId));
    const skipped = recipients.filter((r) => r.status === 'skipped').map((r) => r.clientId);
    expect(skipped).toEqual([ids[1]]);
  });
});
