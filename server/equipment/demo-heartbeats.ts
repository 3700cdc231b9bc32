import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { describeError } from '../db/unavailable';
import { demoDeviceKey, demoDeviceStaysSilent } from '../db/seed/equipment';
import { DEMO_HALLS } from '../db/seed/halls';

const TICK_MS = 5_000;
/** Each device beats once per this many ticks: every minute. */
const TICKS_PER_BEAT = 12;

/**
 * The demo's devices reporting in, so the equipment screen is alive under `npm start`: real
 * HTTP heartbeats with the demo keys, each device once a minute. The devices the demo seeded as
 * silent stay silent, and a few flaky ones drop out for four minutes in ten (offline, then back).
 * Never in production: only a demo database has demo keys.
 */
export function startDemoHeartbeats(db: Db, baseUrl: string): () => void {
  const beat = demoHeartbeats(db, baseUrl);
  let warned = false;
  const run = () =>
    beat().catch((error: unknown) => {
      if (!warned) console.warn(`Демо-сигналы устройств не отправлены (${describeError(error)})`);
      warned = true;
    });
  void run();
  const timer = setInterval(run, TICK_MS);
  return () => clearInterval(timer);
}

/** One tick of the simulation: sends the heartbeats due now and answers how many it sent. */
export function demoHeartbeats(db: Db, baseUrl: string, clock = () => new Date()) {
  let tick = 0;
  let devices: { key: string; flaky: boolean }[] | null = null;

  return async () => {
    devices ??= (
      await queryRows<{ hall_id: number; number: string }>(
        db,
        sql`select hall_id, number from devices
            where hall_id <= ${DEMO_HALLS.length}
              and key_hash = encode(sha256(convert_to('demo:' || hall_id || ':' || number, 'UTF8')), 'hex')
            order by id`,
      )
    )
      .filter((d) => !demoDeviceStaysSilent(d.number))
      .map((d, i) => ({ key: demoDeviceKey(d.hall_id, d.number), flaky: i % 23 === 7 }));
    const minute = clock().getMinutes();
    const due = devices.filter(
      (d, i) => i % TICKS_PER_BEAT === tick % TICKS_PER_BEAT && !(d.flaky && minute % 10 < 4),
    );
    tick++;
    await Promise.all(
      due.map((d) =>
        fetch(`${baseUrl}/api/equipment/heartbeat`, {
          method: 'POST',
          headers: { 'x-device-key': d.key },
        }).then((response) => response.body?.cancel()),
      ),
    );
    return due.length;
  };
}
