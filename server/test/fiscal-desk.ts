import { randomUUID } from 'node:crypto';
import { ownDesk } from './cash-desk';
import { callApi, deskOf, signIn, testDatabase, type Json } from './test-app';
import { runFiscalRound } from '../fiscal/fiscal-sender';
import { webkassaClient } from '../fiscal/webkassa-client';
import { serveSimulator, webkassaSimulator } from '../fiscal/webkassa-simulator';

/** The simulator served on a port of its own, and a client of it; closed with `close`. */
export async function servedSimulator(timeoutMs = 2_000) {
  const simulator = webkassaSimulator();
  const served = await serveSimulator(simulator);
  return {
    simulator,
    url: served.url,
    client: webkassaClient({ url: served.url, timeoutMs }),
    close: served.close,
  };
}

export type ServedSimulator = Awaited<ReturnType<typeof servedSimulator>>;

/**
 * A hall of its own whose «Касса 1» head office has linked to a register of the simulator, and
 * the calls of its desk: a sale of `count` cappuccinos, a round of the outbox's worker.
 */
export async function fiscalDesk(served: ServedSimulator, now: () => Date = () => new Date()) {
  const desk = await ownDesk({ fiscalUrl: served.url, now });
  const deskId = await deskOf(desk.hallId);
  const cashbox = `SWK${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const credentials = {
    provider: 'webkassa',
    cashboxUniqueNumber: cashbox,
    login: `${cashbox.toLowerCase()}@hall.kz`,
    password: 'Kassa-2026!',
    apiKey: `WKD-${randomUUID()}`,
  };
  served.simulator.setAccount(credentials.login, {
    password: credentials.password,
    apiKey: credentials.apiKey,
  });
  // Entered in Webkassa's cabinet before head office links it, as a chain does.
  served.simulator.addRegister(cashbox, { address: 'г. Алматы, пр. Абая, 52' });
  const admin = (await signIn(desk.app, 'admin')).auth;
  const link = (body: Json = credentials, auth: object = admin) =>
    callApi(desk.app, 'PUT', `${desk.base}/cash-desks/${deskId}/fiscal`, auth, body);
  const linked = await link();
  if (linked.status !== 200)
    throw new Error(`link: ${linked.status} ${JSON.stringify(linked.body)}`);
  const { db } = await testDatabase();
  return {
    ...desk,
    deskId,
    cashbox,
    credentials,
    admin,
    link,
    sell: async (count = 1, key?: string) => {
      const { status, body } = await desk.write(
        '/orders',
        {
          items: [{ productId: desk.productIds[0], quantity: count }],
          total: `${1200 * count}.00`,
        },
        key,
      );
      if (status !== 201) throw new Error(`sale: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    order: async (id: number) =>
      ((await desk.read('/orders?pageSize=100')).items as Json[]).find((o) => o.id === id)!,
    round: (client = served.client) =>
      runFiscalRound(db, client, now, { leaseMs: 60_000, lanes: 2 }),
  };
}
