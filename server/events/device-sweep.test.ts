import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { devices, hallEvents } from '../db/schema';
import { deviceKeyHash } from '../equipment/device-keys';
import { closeTestDatabase, createHall, testApp, testClock, testDatabase } from '../test/test-app';
import { queryRows } from '../db/database';
import { sweepSilentDevices } from './device-sweep';
import { publishEvents } from './event-publisher';

afterAll(closeTestDatabase);

/** A hall of its own with one device in service that the test's clock has just heard. */
async function silentSoon(clock: ReturnType<typeof testClock>) {
  const { db } = await testDatabase();
  const hallId = await createHall();
  const key = `test:${randomUUID()}`;
  const [device] = await db
    .insert(devices)
    .values({
      hallId,
      number: 'T-01',
      name: 'Терминал',
      type: 'game_terminal',
      serial: randomUUID().slice(0, 8),
      zone: 'Зал',
      keyHash: deviceKeyHash(key),
      lastSeenAt: clock.now(),
    })
    .returning({ id: devices.id });
  const app = await testApp({ now: clock.now });
  const heartbeat = () =>
    app.request('/api/equipment/heartbeat', { method: 'POST', headers: { 'x-device-key': key } });
  return { db, hallId, deviceId: device.id, heartbeat };
}

/** The hall's device events after the device was added (that is an event of its own). */
async function eventsOf(hallId: number) {
  const { db } = await testDatabase();
  await publishEvents(db);
  const rows = await db
    .select({ kind: hallEvents.kind, subject: hallEvents.subject })
    .from(hallEvents)
    .where(and(eq(hallEvents.hallId, hallId), eq(hallEvents.kind, 'device')))
    .orderBy(hallEvents.id);
  expect(rows[0]?.subject).toMatchObject({ change: 'insert' });
  return rows.slice(1);
}

describe('a device going offline or coming back', () => {
  it('is announced once when its 5 minutes of silence pass, however many instances sweep at once', async () => {
    // Past any sweep of the other tests: the sweep's mark only moves forward.
    const clock = testClock(new Date(Date.now() + 3_600_000));
    const { db, hallId, deviceId } = await silentSoon(clock);
    await sweepSilentDevices(db, clock.now());
    clock.advance(4 * 60_000);
    await sweepSilentDevices(db, clock.now());
    expect(await eventsOf(hallId)).toEqual([]);
    clock.advance(61_000);
    const swept = await Promise.all(
      Array.from({ length: 50 }, () => sweepSilentDevices(db, clock.now())),
    );
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(hallId)).toEqual([
      { kind: 'device', subject: { id: deviceId, change: 'offline', status: 'active' } },
    ]);
  });

  it('is announced online by the first heartbeat after the silence, and only by that one', async () => {
    const clock = testClock(new Date(Date.now() + 7_200_000));
    const { hallId, deviceId, heartbeat } = await silentSoon(clock);
    clock.advance(60_000);
    expect((await heartbeat()).status).toBe(200);
    expect(await eventsOf(hallId)).toEqual([]);
    clock.advance(6 * 60_000);
    const beats = await Promise.all(Array.from({ length: 20 }, heartbeat));
    expect(beats.every((r) => r.status === 200)).toBe(true);
    expect(await eventsOf(hallId)).toEqual([
      { kind: 'device', subject: { id: deviceId, change: 'online', status: 'active' } },
    ]);
  });

  it('is not announced offline while a manager has it in maintenance', async () => {
    const clock = testClock(new Date(Date.now() + 10_800_000));
    const { db, hallId, deviceId } = await silentSoon(clock);
    await db.update(devices).set({ status: 'maintenance' }).where(eq(devices.id, deviceId));
    await sweepSilentDevices(db, clock.now());
    clock.advance(6 * 60_000);
    await sweepSilentDevices(db, clock.now());
    const seen = await eventsOf(hallId);
    expect(seen.map((e) => (e.subject as { change: string }).change)).toEqual(['update']);
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from event_sweeps`,
    );
    expect(count).toBe(1);
  });
});
