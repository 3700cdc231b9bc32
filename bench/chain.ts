/** A chain set up through the API as a chain does it, for the benchmarks that need one. */
import { randomUUID } from 'node:crypto';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Runs `work` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** One call of the API: its JSON, or an error naming the call and its answer. */
export async function api(
  url: string,
  auth: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The admin's headers on the demo's embedded defaults. */
export async function adminAuth(url: string) {
  const { token } = await api(url, {}, 'POST', '/api/auth/login', {
    login: 'admin',
    password: 'demo1234',
  });
  return { authorization: `Bearer ${token}` };
}

export type Terminal = { hallId: number; number: number; key: string };

/**
 * `halls` halls (in both of Kazakhstan's zones, with `settings`) of `machines` game
 * terminals each, with keys.
 */
export async function createChain(
  url: string,
  auth: Record<string, string>,
  halls: number,
  machines: number,
  settings: Json = {},
) {
  const hallIds: number[] = [];
  await inParallel(
    Array.from({ length: halls }, (_, i) => i),
    10,
    async (i) => {
      const hall = await api(url, auth, 'POST', '/api/halls', {
        name: `Нагрузка ${randomUUID().slice(0, 8)} ${i}`,
        city: 'Алматы',
        address: `ул. Стендовая, ${i + 1}`,
        timezone: i % 2 ? 'Asia/Almaty' : 'Asia/Aqtobe',
        openHours: { from: '00:00', to: '00:00' },
        ...settings,
      });
      hallIds.push(hall.id);
    },
  );
  const terminals: Terminal[] = [];
  await inParallel(
    hallIds.flatMap((hallId) => Array.from({ length: machines }, (_, n) => ({ hallId, n }))),
    20,
    async ({ hallId, n }) => {
      const { key } = await api(url, auth, 'POST', `/api/halls/${hallId}/equipment`, {
        number: `GT-${String(n + 1).padStart(3, '0')}`,
        type: 'game_terminal',
        name: 'IGT Crystal Dual',
        serial: `IGT-${hallId}-${n}`,
        zone: 'Основной зал',
      });
      terminals.push({ hallId, number: n, key });
    },
  );
  return { hallIds, terminals };
}
