/**
 * Part of `npm run bench:cashbox`: four desks of one hall writing at once against one desk alone,
 * in the same run (decision 060: each desk locks its own row, not the hall). Four cashiers are
 * made as head office makes them, each opens a shift on a desk of their own, and each desk takes
 * `requests` cash-ins from 10 connections. Prints both figures and their ratios, and checks every
 * desk's cash against its answers.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { fromMinorUnits } from '../lib/shared/money';
import { judged } from './smoke';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const TARGETS = { speedup: 3, p99Ratio: 1.5 };
const OPENING = 1000_00n;

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
      ...(method === 'POST' && { 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as Json;
}

/** A cashier of the hall made by head office, who has set their own password; their token. */
async function newCashier(url: string, admin: string, hallId: number, n: number) {
  const login = `bench${n}${randomUUID().slice(0, 6)}`;
  const made = await api(url, admin, 'POST', '/api/users', {
    login,
    fullName: `Кассир ${['Первый', 'Второй', 'Третий', 'Четвёртый'][n - 1]}`,
    role: 'cashier',
    hallIds: [hallId],
  });
  const first = await api(url, null, 'POST', '/api/auth/login', {
    login,
    password: made.temporaryPassword,
  });
  const password = `Нагрузка-касса-${n}-2026`;
  await api(url, first.token, 'POST', '/api/auth/password', {
    currentPassword: made.temporaryPassword,
    newPassword: password,
  });
  return (await api(url, null, 'POST', '/api/auth/login', { login, password })).token as string;
}

/** `requests` cash-ins of 1,00 from 10 connections to one desk; the answers' count. */
async function load(url: string, hallId: number, token: string, requests: number) {
  let created = 0;
  let refused = 0;
  const result = await autocannon({
    url: `${url}/api/halls/${hallId}/cash-operations`,
    connections: 10,
    amount: requests,
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
          body: JSON.stringify({ type: 'cash_in', amount: '1.00' }),
        }),
        onResponse: (status) => {
          if (status === 201) created++;
          else refused++;
        },
      },
    ],
  });
  return { result, created, refused };
}

export async function desksAtOnce(url: string, admin: string, hallId: number, requests: number) {
  const base = `/api/halls/${hallId}`;
  const holders = [];
  for (let n = 1; n <= 4; n++) {
    const token = await newCashier(url, admin, hallId, n);
    const desk = await api(url, admin, 'POST', `${base}/cash-desks`, {
      kind: 'window',
      name: `Нагрузка ${n}-${randomUUID().slice(0, 4)}`,
    });
    const shift = await api(url, token, 'POST', `${base}/shifts`, {
      deskId: desk.id,
      openingCash: fromMinorUnits(OPENING),
    });
    holders.push({ token, deskId: desk.id as number, shiftId: shift.id as number });
  }
  const alone = await load(url, hallId, holders[0].token, requests);
  const started = performance.now();
  const together = await Promise.all(holders.map((h) => load(url, hallId, h.token, requests)));
  const seconds = (performance.now() - started) / 1000;
  const aloneRate = requests / alone.result.duration;
  const togetherRate = (requests * 4) / seconds;
  const p99 = Math.max(...together.map((t) => t.result.latency.p99));
  const speedup = togetherRate / aloneRate;
  const p99Ratio = p99 / Math.max(alone.result.latency.p99, 1);
  console.log(
    `  one desk alone     ${aloneRate.toFixed(0)} req/s   p99 ${alone.result.latency.p99} ms\n` +
      `  four desks at once ${togetherRate.toFixed(0)} req/s   p99 ${p99} ms   ` +
      `(× ${speedup.toFixed(2)} the throughput, target ≥ ${TARGETS.speedup}; ` +
      `p99 × ${p99Ratio.toFixed(2)}, target ≤ ${TARGETS.p99Ratio})`,
  );
  // Every desk's cash against its answers, then each shift closed with it.
  const desks = (await api(url, admin, 'GET', `${base}/cash-desks`)).items as Json[];
  let right = true;
  for (const [i, holder] of holders.entries()) {
    const answered = together[i].created + (i === 0 ? alone.created : 0);
    const balance = desks.find((d) => d.id === holder.deskId)!.balance as string;
    right &&= balance === fromMinorUnits(OPENING + BigInt(answered) * 100n);
    await api(url, holder.token, 'POST', `${base}/shifts/${holder.shiftId}/close`, {
      countedCash: balance,
    });
  }
  const refused = alone.refused + together.reduce((n, t) => n + t.refused, 0);
  console.log(
    `  four desks: ${refused} refused, every desk's cash ${right ? 'matches' : 'DOES NOT match'} its answers`,
  );
  return (
    right && refused === 0 && judged(speedup >= TARGETS.speedup && p99Ratio <= TARGETS.p99Ratio)
  );
}
