import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { demoDeviceKey, demoDeviceStaysSilent } from './equipment';
import { DEMO_HALLS } from './halls';
import { demoMachines, nextReading, type DemoMachine } from './live-meters';
import { logger, loggedError } from '../logger';

const TICK_MS = 5_000;
/** Each device beats once per this many ticks: every minute. */
const TICKS_PER_BEAT = 12;

/**
 * The demo's devices reporting in, so the equipment screen and today's figures are alive under
 * `npm start`: each device once a minute over real HTTP with its demo key — a game terminal sends
 * its meters (`POST /api/equipment/meters`, also its heartbeat), every other device a heartbeat.
 * The devices the demo seeded as silent stay silent, and a few flaky ones drop out for four
 * minutes in ten (offline, then back; a terminal's meters catch up when it returns). Never in
 * production: only a demo database has demo keys.
 */
export function startDemoHeartbeats(
  db: Db,
  baseUrl: string,
  now: () => Date,
  { meters = true } = {},
): () => void {
  const beat = demoHeartbeats(db, baseUrl, now, { meters });
  let warned = false;
  const run = () =>
    beat().catch((error: unknown) => {
      if (!warned) logger.warn({ err: loggedError(error) }, `Демо-сигналы устройств не отправлены`);
      warned = true;
    });
  void run();
  const timer = setInterval(run, TICK_MS);
  return () => clearInterval(timer);
}

/** One tick of the simulation: sends the signals due now and answers how many it sent. */
export function demoHeartbeats(db: Db, baseUrl: string, clock: () => Date, { meters = true } = {}) {
  let tick = 0;
  let devices: { key: string; flaky: boolean; machine?: DemoMachine }[] | null = null;

  const send = (device: { key: string; machine?: DemoMachine }, at: Date) =>
    fetch(`${baseUrl}/api/equipment/${device.machine ? 'meters' : 'heartbeat'}`, {
      method: 'POST',
      headers: { 'x-device-key': device.key, 'content-type': 'application/json' },
      body: device.machine
        ? JSON.stringify({ readings: [nextReading(device.machine, at)] })
        : undefined,
    }).then((response) => response.body?.cancel());

  return async () => {
    const machines = devices || !meters ? null : await demoMachines(db);
    devices ??= (
      await queryRows<{ hall_id: number; number: string }>(
        db,
        sql`select hall_id, number from devices
            where hall_id <= ${DEMO_HALLS.length} and out_of_service_on is null
              and key_hash = encode(sha256(convert_to('demo:' || hall_id || ':' || number, 'UTF8')), 'hex')
            order by id`,
      )
    )
      .filter((d) => !demoDeviceStaysSilent(d.number))
      .map((d, i) => ({
        key: demoDeviceKey(d.hall_id, d.number),
        flaky: i % 23 === 7,
        machine: machines?.get(`${d.hall_id}:${d.number}`),
      }));
    const now = clock();
    const minute = now.getMinutes();
    const due = devices.filter(
      (d, i) => i % TICKS_PER_BEAT === tick % TICKS_PER_BEAT && !(d.flaky && minute % 10 < 4),
    );
    tick++;
    await Promise.all(due.map((d) => send(d, now)));
    return due.length;
  };
}
