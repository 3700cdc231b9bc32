/**
 * `npm run bench:fiscal`: what a register costs the bar (decision 063), on the real server with
 * the demo's Webkassa simulator. Two bars of one hall, one linked to a register and one not, each
 * held by its own cashier, take `SALES` sales from 10 connections, in turns (unlinked, linked,
 * unlinked, linked), so the machine's drift falls on both: the p99 of a sale with a register
 * must not differ from the one without beyond noise. Then the register goes down while `DRAIN`
 * sales are made, comes back, and the cheques that waited go through it: their rate, from the
 * simulator's own log. Checks that every sale got exactly one cheque. On the embedded PGlite, and
 * on PostgreSQL too when BENCH_DATABASE_URL is set (a database holding the demo).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from './server-process.mjs';
import { judged, size } from './smoke';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PORT = Number(process.env.BENCH_PORT ?? 3905);
const SIMULATOR = `http://127.0.0.1:${PORT + 1}`;
const HALL_ID = 5;
const SALES = size('BENCH_SALES', 2_000, 100);
const DRAIN = size('BENCH_DRAIN', 1_000, 50);
/** A sale's p99 with a register within this share of the one without. */
const TARGETS = { p99Ratio: 1.2 };

async function api(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      'content-type': 'application/json',
      ...(method !== 'GET' && { 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as Json;
}

/** A bar of the hall held by a cashier made by head office; the cashier's token and the desk. */
async function bar(url: string, admin: string, name: string, person: string) {
  const base = `/api/halls/${HALL_ID}`;
  const desk = await api(url, admin, 'POST', `${base}/cash-desks`, { kind: 'bar', name });
  const login = `bar${randomUUID().slice(0, 8)}`;
  const made = await api(url, admin, 'POST', '/api/users', {
    login,
    fullName: person,
    role: 'cashier',
    hallIds: [HALL_ID],
  });
  const first = await api(url, null, 'POST', '/api/auth/login', {
    login,
    password: made.temporaryPassword,
  });
  const password = `Бар-нагрузка-${randomUUID().slice(0, 6)}`;
  await api(url, first.token, 'POST', '/api/auth/password', {
    currentPassword: made.temporaryPassword,
    newPassword: password,
  });
  const token = (await api(url, null, 'POST', '/api/auth/login', { login, password })).token;
  return { token: token as string, deskId: desk.id as number };
}

/** `count` one-item sales from 10 connections; their p99 and how many were refused. */
async function sell(url: string, token: string, sale: Json, count: number) {
  let refused = 0;
  const result = await autocannon({
    url: `${url}/api/halls/${HALL_ID}/orders`,
    connections: 10,
    amount: count,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(sale),
        }),
        onResponse: (status) => {
          if (status !== 201) refused++;
        },
      },
    ],
  });
  return { p99: result.latency.p99, mean: result.latency.average, refused };
}

async function pendingOf(url: string, admin: string, deskId: number) {
  const { items } = await api(url, admin, 'GET', `/api/halls/${HALL_ID}/cash-desks`);
  return (items as Json[]).find((d) => d.id === deskId)!.fiscal.pending as number;
}

async function benchOn(title: string, env: Record<string, string>) {
  console.log(`\n${title}`);
  const server = await startServer(PORT, {
    DEMO_DATA: '1',
    DEMO_HEARTBEATS: '0',
    DEMO_VISITS: '0',
    WEBKASSA_SIMULATOR_PORT: String(PORT + 1),
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    const { url } = server;
    const admin = (
      await api(url, null, 'POST', '/api/auth/login', { login: 'admin', password: 'demo1234' })
    ).token as string;
    const plain = await bar(url, admin, `Бар без ККМ ${randomUUID().slice(0, 4)}`, 'Бармен Первый');
    const linked = await bar(url, admin, `Бар с ККМ ${randomUUID().slice(0, 4)}`, 'Бармен Второй');
    const cashbox = `SWKB${Date.now().toString(36).toUpperCase()}`;
    // The register is entered in Webkassa's cabinet (the simulator's) before it is linked.
    await fetch(`${SIMULATOR}/simulator/registers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uniqueNumber: cashbox }),
    });
    await api(url, admin, 'PUT', `/api/halls/${HALL_ID}/cash-desks/${linked.deskId}/fiscal`, {
      provider: 'webkassa',
      cashboxUniqueNumber: cashbox,
      login: `${cashbox.toLowerCase()}@bench.kz`,
      password: 'bench-webkassa',
      apiKey: 'WKD-BENCH',
    });
    for (const holder of [plain, linked]) {
      await api(url, holder.token, 'POST', `/api/halls/${HALL_ID}/shifts`, {
        deskId: holder.deskId,
        openingCash: '10000',
      });
    }
    const { items } = await api(url, admin, 'GET', `/api/halls/${HALL_ID}/products`);
    const product = items[0] as Json;
    const sale = { items: [{ productId: product.id, quantity: 1 }], total: product.price };

    const runs: Record<'plain' | 'linked', { p99: number; mean: number }[]> = {
      plain: [],
      linked: [],
    };
    let refused = 0;
    for (let round = 0; round < 2; round++) {
      for (const [name, holder] of [
        ['plain', plain],
        ['linked', linked],
      ] as const) {
        const run = await sell(url, holder.token, sale, SALES / 2);
        refused += run.refused;
        runs[name].push(run);
      }
    }
    const p99 = (name: 'plain' | 'linked') => Math.max(...runs[name].map((r) => r.p99));
    const mean = (name: 'plain' | 'linked') =>
      runs[name].reduce((s, r) => s + r.mean, 0) / runs[name].length;
    const ratio = p99('linked') / Math.max(1, p99('plain'));
    console.log(`\nПродажа бара, ${SALES} на кассу, 10 соединений, два захода:`);
    console.log(`  без кассы ККМ:  p99 ${p99('plain')} мс, среднее ${mean('plain').toFixed(1)} мс`);
    console.log(
      `  с кассой ККМ:   p99 ${p99('linked')} мс, среднее ${mean('linked').toFixed(1)} мс`,
    );
    console.log(`  отношение p99: ${ratio.toFixed(2)} (цель ≤ ${TARGETS.p99Ratio})`);

    // Wait for the linked bar's cheques, then take the register down for the drain.
    const settle = async (limitMs: number) => {
      const deadline = Date.now() + limitMs;
      while ((await pendingOf(url, admin, linked.deskId)) > 0) {
        if (Date.now() > deadline) throw new Error('чеки не дошли до кассы ККМ');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    await settle(120_000);
    await fetch(`${SIMULATOR}/simulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ down: true }),
    });
    const queued = await sell(url, linked.token, sale, DRAIN);
    refused += queued.refused;
    const back = Date.now();
    await fetch(`${SIMULATOR}/simulator/faults`, {
      method: 'POST',
      body: JSON.stringify({ down: false }),
    });
    await settle(600_000);
    const { log } = (await (await fetch(`${SIMULATOR}/simulator/log`)).json()) as {
      log: { path: string; cashbox: string; externalNumber: string; at: string }[];
    };
    const cheques = log.filter((e) => e.cashbox === cashbox && e.path === 'check');
    const drained = cheques.filter((e) => Date.parse(e.at) >= back);
    const seconds =
      drained.length > 1
        ? (Date.parse(drained.at(-1)!.at) - Date.parse(drained[0].at)) / 1000
        : Number.NaN;
    const rate = (drained.length - 1) / seconds;
    console.log(
      `\nКасса ККМ после отключения: ${drained.length} ждавших чеков за ${seconds.toFixed(1)} с`,
    );
    console.log(
      `  ${rate.toFixed(0)} чеков в секунду через одну кассу ККМ (по очереди, по одному)`,
    );

    const numbers = new Set(cheques.map((e) => e.externalNumber));
    const expected = SALES + DRAIN;
    const failures = [
      refused > 0 && `отказано продаж: ${refused}`,
      cheques.length !== expected && `чеков ${cheques.length} на ${expected} продаж`,
      numbers.size !== cheques.length &&
        `внешний номер повторился: ${cheques.length - numbers.size}`,
      !judged(ratio <= TARGETS.p99Ratio) && `p99 с кассой ККМ в ${ratio.toFixed(2)} раза выше`,
    ].filter(Boolean);
    if (failures.length) {
      console.error(`\nНе выполнено: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\nКаждая из ${expected} продаж получила ровно один чек.`);
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  await benchOn('PGlite (встроенная, в памяти)', { DATA_DIR: 'memory', DATABASE_URL: '' });
  if (process.env.BENCH_DATABASE_URL) {
    await benchOn('PostgreSQL (BENCH_DATABASE_URL)', {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
    });
  } else {
    console.log('\nPostgreSQL: задайте BENCH_DATABASE_URL, чтобы измерить и его');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
