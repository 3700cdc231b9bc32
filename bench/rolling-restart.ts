/**
 * `npm run bench:restart`: a rolling restart while cashiers work. Two API instances on one
 * PostgreSQL behind HAProxy with TLS (`deploy/haproxy.cfg`); cashiers post cash operations with
 * Idempotency-Keys, read the journal and follow the hall's event stream; the instances are
 * stopped (SIGTERM) and started again one after the other. Prints the counts and fails unless:
 * 0 failed requests, every accepted write in the database once, every stream that an instance
 * ended resumed with Last-Event-ID and no event delivered twice.
 * Needs BENCH_DATABASE_URL (a database with the demo, or an empty one: it seeds it), Debian's
 * `haproxy` and `openssl`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import serverProcess from '../scripts/server-process.cjs';
import { selfSignedCertificate, startBalancer } from './server-process.mjs';

const { launchServer } = serverProcess;

const DATABASE = process.env.BENCH_DATABASE_URL;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3960);
const CASHIERS = 4;

/** A self-signed certificate for localhost, trusted by this process's fetch through a re-run. */
function withTrustedCertificate(): never {
  const { cert, pem } = selfSignedCertificate();
  const rerun = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cert, HALL_TLS_PEM: pem },
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}

type Instance = Awaited<ReturnType<typeof launchServer>>;

/** An instance as the chain runs one: behind the balancer, draining 2 s before it stops. */
function startInstance(port: number, seed: boolean): Promise<Instance> {
  return launchServer({
    port,
    env: {
      DATABASE_URL: DATABASE,
      SERVE_SITE: '0',
      SMS_SENDER: '0',
      TRUST_PROXY: '1',
      DRAIN_DELAY_MS: '2000',
      DEMO_DATA: seed ? '1' : '0',
      DEMO_HEARTBEATS: '0',
      DEMO_VISITS: '0',
      LOG_LEVEL: 'warn',
      NODE_EXTRA_CA_CERTS: '',
    },
    output: 'stderr',
  });
}

async function main() {
  if (!DATABASE) throw new Error('BENCH_DATABASE_URL: a PostgreSQL database for the instances');
  if (!process.env.HALL_TLS_PEM) withTrustedCertificate();
  const pem = process.env.HALL_TLS_PEM!;

  const db = new Client({ connectionString: DATABASE });
  await db.connect();
  const seeded = await db.query<{ n: number }>('select count(*)::int as n from users').then(
    (r) => r.rows[0].n > 0,
    () => false,
  );

  const ports = [BASE_PORT + 1, BASE_PORT + 2];
  const instances: Instance[] = [await startInstance(ports[0], !seeded)];
  await instances[0].ready('/api/ready', 180_000);
  instances.push(await startInstance(ports[1], false));
  await instances[1].ready('/api/ready', 60_000);

  const url = `https://localhost:${BASE_PORT}`;
  let balancer: { stop: () => Promise<void> } | undefined;
  try {
    balancer = await startBalancer(
      BASE_PORT,
      [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`],
      pem,
    );
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'cashier', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const hall = `${url}/api/halls/1`;
    const current = (await (await fetch(`${hall}/shifts/current`, { headers: auth })).json()) as {
      shift: unknown;
    };
    if (!current.shift) {
      await fetch(`${hall}/shifts`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ openingCash: '1000.00' }),
      });
    }

    const tag = `restart-${randomUUID().slice(0, 8)}`;
    const counts = { requests: 0, failed: 0, written: 0 };
    const failures = new Map<string, number>();
    const fail = (what: string) => {
      counts.failed++;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    };
    let working = true;

    const cashier = async () => {
      while (working) {
        counts.requests++;
        try {
          const write = await fetch(`${hall}/cash-operations`, {
            method: 'POST',
            headers: {
              ...auth,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ type: 'cash_in', amount: '1.00', note: tag }),
          });
          await write.arrayBuffer();
          if (write.status === 201) counts.written++;
          else fail(`POST ${write.status}`);
        } catch (error) {
          fail(`POST ${(error as Error).cause ?? error}`);
        }
        counts.requests++;
        try {
          const read = await fetch(`${hall}/cash-operations?pageSize=10`, { headers: auth });
          await read.arrayBuffer();
          if (read.status !== 200) fail(`GET ${read.status}`);
        } catch (error) {
          fail(`GET ${(error as Error).cause ?? error}`);
        }
      }
    };

    const streams = { opened: 0, ended: 0, resumed: 0, events: 0, repeated: 0, refused: 0 };
    const controller = new AbortController();
    const follow = async () => {
      let lastId: string | null = null;
      let seen = 0;
      while (working) {
        try {
          const response = await fetch(`${hall}/events`, {
            headers: {
              ...auth,
              accept: 'text/event-stream',
              ...(lastId ? { 'last-event-id': lastId } : {}),
            },
            signal: controller.signal,
          });
          if (response.status !== 200) {
            streams.refused++;
            await response.arrayBuffer();
            await sleep(500);
            continue;
          }
          if (lastId) streams.resumed++;
          streams.opened++;
          let buffer = '';
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          for (let next = await reader.read(); !next.done; next = await reader.read()) {
            const chunk = next.value;
            buffer += chunk;
            const blocks = buffer.split('\n\n');
            buffer = blocks.pop()!;
            for (const block of blocks) {
              const id = /^id: (\d+)$/m.exec(block)?.[1];
              if (!id) continue;
              if (Number(id) <= seen) streams.repeated++;
              else streams.events++;
              seen = Math.max(seen, Number(id));
              lastId = id;
            }
          }
          if (working) streams.ended++;
        } catch {
          if (working) streams.ended++;
        }
        // A browser waits 3 s before it reconnects; this one sooner, so the run stays short.
        if (working) await sleep(300);
      }
    };

    const work = [
      ...Array.from({ length: CASHIERS }, cashier),
      ...Array.from({ length: CASHIERS }, follow),
    ];
    await sleep(3_000);
    const restarts: string[] = [];
    for (const i of [0, 1]) {
      const started = performance.now();
      instances[i].child.kill('SIGTERM');
      const code = await Promise.race([instances[i].exited, sleep(40_000).then(() => 'hung')]);
      const stopped = performance.now() - started;
      instances[i] = await startInstance(ports[i], false);
      await instances[i].ready('/api/ready', 60_000);
      restarts.push(
        `экземпляр ${i + 1}: остановлен за ${(stopped / 1000).toFixed(1)} с (код ${code}), снова готов через ${((performance.now() - started) / 1000).toFixed(1)} с`,
      );
      // The balancer takes it back after two good checks; then some work on both.
      await sleep(3_000);
    }
    working = false;
    controller.abort();
    await Promise.all(work);

    const { rows } = await db.query<{ rows: number; ids: number }>(
      'select count(*)::int as rows, count(distinct id)::int as ids from cash_operations where note = $1',
      [tag],
    );
    const stored = rows[0];
    const lost = Math.max(0, counts.written - stored.rows);
    const extra = Math.max(0, stored.rows - counts.written);
    for (const line of restarts) console.log(line);
    console.log(
      `Запросов: ${counts.requests}, неудачных: ${counts.failed}` +
        (failures.size ? ` (${[...failures].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''),
    );
    console.log(
      `Кассовых операций принято: ${counts.written}, в базе: ${stored.rows}; потеряно ${lost}, лишних ${extra}`,
    );
    console.log(
      `Потоков событий: открыто ${streams.opened}, закрыто экземплярами ${streams.ended}, возобновлено с Last-Event-ID ${streams.resumed}, отказов ${streams.refused}; событий ${streams.events}, повторов ${streams.repeated}`,
    );
    const ok =
      counts.failed === 0 &&
      lost === 0 &&
      extra === 0 &&
      streams.repeated === 0 &&
      streams.ended > 0 &&
      streams.resumed >= streams.ended;
    console.log(ok ? 'Перезапуск без потерь.' : 'Перезапуск НЕ прошёл без потерь.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await balancer?.stop();
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
