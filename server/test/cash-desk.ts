import { randomUUID } from 'node:crypto';
import { devices, products } from '../db/schema';
import { addClient } from './clients';
import {
  callApi,
  createHall,
  createUser,
  signIn,
  testApp,
  testDatabase,
  type Json,
} from './test-app';

/** Menu of a test hall: id order follows this list. */
export const TEST_MENU = [
  { name: 'Капучино', category: 'Горячие напитки', price: 120000n },
  { name: 'Вода 0,5 л', category: 'Напитки', price: 40000n },
  { name: 'Хот-дог', category: 'Еда', price: 130050n },
];

/**
 * A hall of its own with a three-item menu, a cashier and a manager, and calls of the cash desk
 * that make a fresh Idempotency-Key unless given one.
 */
export async function ownDesk(options: Parameters<typeof testApp>[0] = {}, timezone?: string) {
  const app = await testApp(options);
  const hallId = await createHall(timezone ? { timezone } : {});
  const { db } = await testDatabase();
  const menu = await db
    .insert(products)
    .values(TEST_MENU.map((p, position) => ({ hallId, position, ...p })))
    .returning({ id: products.id });
  const [terminal] = await db
    .insert(devices)
    .values({
      hallId,
      number: '022',
      name: 'Novomatic Super-V+',
      type: 'game_terminal',
      serial: `NV${randomUUID().slice(0, 8)}`,
      zone: 'Основной зал',
      keyHash: randomUUID(),
      billNotes: [1000, 5000],
      deskCredits: true,
    })
    .returning({ id: devices.id });
  const winner = await addClient(hallId, 'Петров Пётр Петрович');
  const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  const manager = (await signIn(app, await createUser('manager', [hallId]))).auth;
  const base = `/api/halls/${hallId}`;
  const write = (path: string, body: unknown, key: string = randomUUID(), auth: object = cashier) =>
    callApi(app, 'POST', `${base}${path}`, { ...auth, 'idempotency-key': key }, body);
  const read = async (path: string, auth: object = cashier) => {
    const { status, body } = await callApi(app, 'GET', `${base}${path}`, auth);
    if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    app,
    hallId,
    base,
    cashier,
    manager,
    productIds: menu.map((p) => p.id),
    write,
    read,
    open: (openingCash: string, key?: string) => write('/shifts', { openingCash }, key),
    /** A payout pays the desk's winner for its terminal «022»; a credit goes onto «022». */
    operate: (type: string, amount: string, key?: string, note?: string) =>
      write(
        '/cash-operations',
        {
          type,
          amount,
          ...(note ? { note } : {}),
          ...(type === 'payout' && { clientId: winner.id, deviceId: terminal.id }),
          ...(type === 'machine_credit' && { deviceId: terminal.id }),
        },
        key,
      ),
    winner,
    terminalId: terminal.id,
    close: (shiftId: number, countedCash: string, key?: string) =>
      write(`/shifts/${shiftId}/close`, { countedCash }, key),
    current: async () => (await read('/shifts/current')).shift as Json | null,
    /** A new window of the hall, added by the manager; its id. */
    addDesk: async (name: string, kind = 'window') => {
      const { status, body } = await callApi(app, 'POST', `${base}/cash-desks`, manager, {
        kind,
        name,
      });
      if (status !== 201) throw new Error(`POST /cash-desks: ${status} ${JSON.stringify(body)}`);
      return body.id as number;
    },
    journal: async (query = '') => read(`/cash-operations?pageSize=100&${query}`),
  };
}

export type Desk = Awaited<ReturnType<typeof ownDesk>>;

/** The total of one type in an X- or Z-report. */
export const totalOf = (report: Json, type: string) =>
  report.totals.find((t: Json) => t.type === type) as { count: number; amount: string };
