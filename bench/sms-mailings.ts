/**
 * `npm run bench:sms`: a mailing to 100 000 clients goes through the real sender and the outbox
 * provider on the embedded PGlite (target ≥ 5 000 messages/s, each recipient exactly once); then
 * the audience count is asked 400 times through the API (in process, `app.request`) for each
 * segment in turn (target p99 under 100 ms).
 */
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { openDatabase, queryRows } from '../server/db/database';
import { halls } from '../server/db/schema';
import { seedHalls } from '../server/demo/halls';
import { seedUsers } from '../server/demo/users';
import { outboxProvider } from '../server/sms-mailings/providers';
import { runSenderRound } from '../server/sms-mailings/sender';
import { judged, size } from './smoke';
import { percentile } from './percentile.mjs';

const RECIPIENTS = size('BENCH_RECIPIENTS', 100_000, 2_000);
const COUNTS = size('BENCH_COUNTS', 400, 20);
const TARGETS = { perSecond: 5000, countP99Ms: 100 };
// 11:00 in Almaty: inside the sending window.
const NOW = new Date('2026-11-23T06:00:00Z');

async function main() {
  const database = await openDatabase({});
  await database.migrate();
  const { db } = database;
  await seedHalls(db);
  await seedUsers(db);
  const [hall] = await db
    .insert(halls)
    .values({ name: 'Нагрузочный зал SMS', city: 'Алматы', address: 'ул. Тестовая, 1' })
    .returning({ id: halls.id });

  let started = performance.now();
  await db.execute(sql`
    insert into clients (hall_id, phone, full_name, registered_at, sms_consent)
    select ${hall.id}, '+7709' || lpad(g::text, 7, '0'), 'Клиент ' || g,
      ${NOW.toISOString()}::timestamptz - (g % 1460) * interval '1 day', true
    from generate_series(1, ${RECIPIENTS}::int) as g`);
  await db.execute(sql`
    insert into visits (client_id, hall_id, visited_at)
    select c.id, c.hall_id, ${NOW.toISOString()}::timestamptz - (c.id % 90) * interval '1 day'
    from clients c where c.hall_id = ${hall.id} and c.id % 2 = 0`);
  await db.execute(sql`analyze`);
  console.log(
    `Подготовка: ${RECIPIENTS} клиентов за ${Math.round(performance.now() - started)} мс`,
  );

  const [{ id }] = await queryRows<{ id: number }>(
    db,
    sql`insert into sms_mailings (hall_id, title, kind, text, audience, status, send_at, created_at, updated_at)
        values (${hall.id}, 'Нагрузка', 'service', 'В праздничные дни зал открыт до 06:00.',
          ${JSON.stringify({ hallIds: [hall.id], segment: 'all' })}::jsonb, 'scheduled',
          ${NOW.toISOString()}::timestamptz, now(), now())
        returning id`,
  );
  started = performance.now();
  await runSenderRound(db, outboxProvider, NOW);
  const sendMs = performance.now() - started;
  const [check] = await queryRows<{
    outbox: number;
    distinct: number;
    status: string;
    delivered: number;
  }>(
    db,
    sql`select (select count(*)::int from sms_outbox where mailing_id = ${id}) as outbox,
          (select count(distinct client_id)::int from sms_outbox where mailing_id = ${id}) as distinct,
          status, delivered from sms_mailings where id = ${id}`,
  );
  const perSecond = Math.round(RECIPIENTS / (sendMs / 1000));
  console.log(
    `Отправка через outbox: ${RECIPIENTS} сообщений за ${Math.round(sendMs)} мс = ${perSecond} сообщений/с` +
      ` (цель ≥ ${TARGETS.perSecond}); в outbox ${check.outbox}, разных получателей ${check.distinct}, статус «${check.status}»`,
  );

  const app = createApp({ db, trustProxy: 1, now: () => NOW });
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const audiences = [
    { segment: 'all' },
    { segment: 'visited', days: 30 },
    { segment: 'not_visited', days: 30 },
    { segment: 'registered', from: '2025-01-01', to: '2026-06-30' },
  ];
  const latencies: number[] = [];
  const bySegment = new Map<string, number[]>();
  const counts = new Map<string, number>();
  for (let i = 0; i < COUNTS; i++) {
    const audience = { hallIds: [hall.id], ...audiences[i % audiences.length] };
    const t = performance.now();
    const response = await app.request(`/api/halls/${hall.id}/sms-mailings/audience-count`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ audience }),
    });
    const { count } = (await response.json()) as { count: number };
    const ms = performance.now() - t;
    latencies.push(ms);
    bySegment.set(audience.segment, [...(bySegment.get(audience.segment) ?? []), ms]);
    counts.set(audience.segment, count);
  }
  latencies.sort((a, b) => a - b);
  for (const [segment, times] of bySegment) {
    times.sort((a, b) => a - b);
    console.log(
      `  ${segment}: p50 ${percentile(times, 50).toFixed(1)} мс, p99 ${percentile(times, 99).toFixed(1)} мс`,
    );
  }
  console.log(
    `Счётчик аудитории (${COUNTS} запросов, ${[...counts].map(([s, n]) => `${s}=${n}`).join(', ')}): ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} мс, p99 ${percentile(latencies, 99).toFixed(1)} мс (цель < ${TARGETS.countP99Ms})`,
  );
  await database.close();
  const ok =
    judged(perSecond >= TARGETS.perSecond && percentile(latencies, 99) < TARGETS.countP99Ms) &&
    check.outbox === RECIPIENTS &&
    check.distinct === RECIPIENTS &&
    check.status === 'sent';
  console.log(ok ? 'Цели выполнены.' : 'Цели НЕ выполнены.');
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
