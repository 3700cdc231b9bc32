import { and, eq } from 'drizzle-orm';
import { smsMailings, smsRecipients } from '../db/schema';
import { httpGatewayProvider } from '../sms-mailings/providers';
import { runSenderRound } from '../sms-mailings/sender';
import { GATEWAY_SECRET, hangingFetch, signBody } from '../test/sms-gateway';
import { addClients, scheduledMailing } from '../test/sms-mailings-audience';
import { callApi, closeTestDatabase, createHall, testApp, testDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

const SECRET = GATEWAY_SECRET;
const MORNING = new Date('2026-11-23T06:00:00Z'); // 11:00 in Almaty
const PATH = '/api/sms/delivery-reports';

const sign = signBody;

type Report = { id: string; status: 'delivered' | 'failed'; error?: string };

async function post(
  app: Awaited<ReturnType<typeof testApp>>,
  reports: Report[],
  signature?: (body: string) => string | undefined,
) {
  const body = JSON.stringify({ reports });
  const header = (signature ?? sign)(body);
  return callApi(app, 'POST', PATH, header ? { 'x-signature': header } : {}, body);
}

/** A gateway that accepts every message and reports delivery only later. */
function acceptingGateway(onSend?: (ids: string[]) => void) {
  const sentIds: string[] = [];
  const send = (async (_url: string, init?: RequestInit) => {
    const { messages } = JSON.parse(String(init?.body)) as { messages: { id: string }[] };
    const ids = messages.map((m) => m.id);
    sentIds.push(...ids);
    onSend?.(ids);
    return Response.json({ results: ids.map((id) => ({ id, status: 'accepted' })) });
  }) as typeof fetch;
  return {
    provider: httpGatewayProvider({ url: 'http://gw/send', timeoutMs: 1000, fetch: send }),
    sentIds,
  };
}

/** A hall's mailing of `count` messages handed to the gateway: every recipient «sent». */
async function sentMailing(count: number) {
  const { db } = await testDatabase();
  const hallId = await createHall();
  const clientIds = await addClients(hallId, count);
  const id = await scheduledMailing(db, hallId, MORNING);
  await runSenderRound(db, acceptingGateway().provider, MORNING);
  return { db, id, clientIds, ids: clientIds.map((client) => `${id}:${client}`) };
}

async function state(id: number) {
  const { db } = await testDatabase();
  const [mailing] = await db.select().from(smsMailings).where(eq(smsMailings.id, id));
  const recipients = await db
    .select({
      clientId: smsRecipients.clientId,
      status: smsRecipients.status,
      error: smsRecipients.lastError,
    })
    .from(smsRecipients)
    .where(eq(smsRecipients.mailingId, id));
  return { mailing, recipients };
}

describe('delivery reports from the SMS gateway', () => {
  it('moves each reported message to delivered or failed, and the mailing’s counts follow', async () => {
    const app = await testApp({ smsGatewaySecret: SECRET });
    const { id, ids } = await sentMailing(10);
    expect((await state(id)).mailing).toMatchObject({ status: 'sent', sent: 10, delivered: 0 });

    const reports: Report[] = [
      ...ids.slice(0, 7).map((x) => ({ id: x, status: 'delivered' as const })),
      { id: ids[7], status: 'failed', error: 'Абонент недоступен' },
      { id: ids[8], status: 'failed' },
    ];
    const answer = await post(app, reports);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ applied: 9, ignored: 0 });
    const { mailing, recipients } = await state(id);
    expect(mailing).toMatchObject({ sent: 10, delivered: 7, failed: 2 });
    expect(recipients.filter((r) => r.status === 'delivered')).toHaveLength(7);
    expect(recipients.filter((r) => r.status === 'sent')).toHaveLength(1);
    const failed = recipients.filter((r) => r.status === 'failed').map((r) => r.error);
    expect(failed.sort()).toEqual(['Абонент недоступен', 'Оператор не доставил сообщение']);
  });

  it('refuses a missing, wrong or foreign signature with 401 and changes nothing', async () => {
    const app = await testApp({ smsGatewaySecret: SECRET });
    const { id, ids } = await sentMailing(2);
    const reports: Report[] = [{ id: ids[0], status: 'delivered' }];
    const refusals = [
      await post(app, reports, () => undefined),
      await post(app, reports, () => 'sha256=' + '0'.repeat(64)),
      await post(app, reports, (body) => sign(body, 'another-secret-of-16+')),
      await post(app, reports, (body) => sign(body).replace('sha256=', 'md5=')),
      // Signed, then changed on the way: the signature is of other bytes.
      await post(app, reports, () => sign(JSON.stringify({ reports: [] }))),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body.error.code).toBe('bad_signature');
    }
    // A server without a secret takes no report at all, even one signed with an empty key.
    const unconfigured = await testApp();
    expect((await post(unconfigured, reports, (body) => sign(body, ''))).status).toBe(401);
    expect((await state(id)).mailing).toMatchObject({ delivered: 0, failed: 0 });
  });

  it('counts a report sent again once, also 50 copies at the same moment', async () => {
    const app = await testApp({ smsGatewaySecret: SECRET });
    const { id, ids } = await sentMailing(3);
    expect((await post(app, [{ id: ids[0], status: 'delivered' }])).body.applied).toBe(1);
    expect((await post(app, [{ id: ids[0], status: 'delivered' }])).body).toEqual({
      applied: 0,
      ignored: 1,
    });
    const copies = await Promise.all(
      Array.from({ length: 50 }, () => post(app, [{ id: ids[1], status: 'delivered' }])),
    );
    expect(copies.every((c) => c.status === 200)).toBe(true);
    expect(copies.reduce((sum, c) => sum + c.body.applied, 0)).toBe(1);
    // A late «failed» for a message already delivered changes nothing.
    expect((await post(app, [{ id: ids[0], status: 'failed' }])).body.applied).toBe(0);
    expect((await state(id)).mailing).toMatchObject({ delivered: 2, failed: 0 });
  });

  it('ignores ids no message was sent with', async () => {
    const app = await testApp({ smsGatewaySecret: SECRET });
    const { id, clientIds } = await sentMailing(1);
    const answer = await post(app, [
      { id: '999999:1', status: 'delivered' },
      { id: `${id}:${clientIds[0] + 100000}`, status: 'delivered' },
    ]);
    expect(answer.body).toEqual({ applied: 0, ignored: 2 });
    expect((await state(id)).mailing).toMatchObject({ delivered: 0 });
  });

  it('refuses a malformed report with the field that is wrong, after the signature', async () => {
    const app = await testApp({ smsGatewaySecret: SECRET });
    const bad = await post(app, [{ id: 'one:two', status: 'delivered' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['reports.0.id']);
    const unknownStatus = await post(app, [{ id: '1:1', status: 'read' as 'failed' }]);
    expect(unknownStatus.status).toBe(400);
  });

  it('takes a report that arrives before the send’s own answer', async () => {
    const app = await testApp({ smsGatewaySecret: SECRET });
    const { db } = await testDatabase();
    const hallId = await createHall();
    await addClients(hallId, 4);
    const id = await scheduledMailing(db, hallId, MORNING);
    // The gateway reports delivery as soon as it has the batch, before it answers the send.
    const reported: Promise<unknown>[] = [];
    const gateway = acceptingGateway((ids) =>
      reported.push(
        post(
          app,
          ids.map((x) => ({ id: x, status: 'delivered' })),
        ),
      ),
    );
    await runSenderRound(db, gateway.provider, MORNING);
    await Promise.all(reported);
    expect((await state(id)).mailing).toMatchObject({ sent: 4, delivered: 4, failed: 0 });

    // And one for a message whose send timed out and waits for its retry: it is not sent again.
    const other = await scheduledMailing(db, hallId, MORNING);
    const slow = httpGatewayProvider({ url: 'http://gw/send', timeoutMs: 20, fetch: hangingFetch });
    await runSenderRound(db, slow, MORNING);
    const waiting = await db
      .select({ clientId: smsRecipients.clientId })
      .from(smsRecipients)
      .where(and(eq(smsRecipients.mailingId, other), eq(smsRecipients.status, 'pending')));
    expect(waiting).toHaveLength(4);
    await post(
      app,
      waiting.map((r) => ({ id: `${other}:${r.clientId}`, status: 'delivered' })),
    );
    const later = acceptingGateway();
    await runSenderRound(db, later.provider, new Date(MORNING.getTime() + 61_000));
    expect(later.sentIds).toEqual([]);
    expect((await state(other)).mailing).toMatchObject({ status: 'sent', sent: 4, delivered: 4 });
  });
});
