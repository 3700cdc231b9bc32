import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createHttpServer } from '../http-server';
import {
  callApi,
  closeTestDatabase,
  signIn,
  testApp,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { demoHeartbeats } from './live-heartbeats';

afterAll(closeTestDatabase);

// Opens the demo database and sends every demo device's heartbeat over HTTP: about 4 s alone,
// more while the other suites share the two cores.
it('keeps the demo devices online over HTTP, except the ones the demo keeps silent', async () => {
  // An hour after seeding, at minute 35: every seeded signal is old and no flaky device rests.
  const clock = testClock(new Date(Date.now() + 3_600_000));
  clock.advance((35 - clock.now().getMinutes()) * 60_000);
  const app = await testApp({ now: clock.now });
  const server = createHttpServer({ api: getRequestListener(app.fetch) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const beat = demoHeartbeats((await testDatabase()).db, url, clock.now);
    let sent = 0;
    for (let tick = 0; tick < 12; tick++) sent += await beat(); // one minute of ticks

    const { auth } = await signIn(app, 'manager');
    const { body } = await callApi(app, 'GET', '/api/halls/1/equipment?pageSize=100', auth);
    const devices = body.items as Json[];
    const silent = (number: string) => Number(number.slice(3)) % 19 === 4;
    // A machine withdrawn from the hall (decision 069) has left the floor and is silent.
    const inService = devices.filter(
      (d) => d.serviceStatus === 'active' && !d.card?.outOfServiceOn,
    );
    expect(sent).toBeGreaterThan(300);
    for (const device of inService) {
      expect([device.number, device.state]).toEqual([
        device.number,
        silent(device.number) ? 'offline' : 'online',
      ]);
    }
    expect(inService.some((d) => silent(d.number))).toBe(true);

    // The game terminals sent their meters, which the API took after the seeded week's.
    const metered = await queryRows<{ number: string }>(
      (await testDatabase()).db,
      sql`select distinct d.number from machine_meters m join devices d on d.id = m.device_id
          where d.hall_id = 1 and m.read_at > ${new Date().toISOString()}::timestamptz
          order by d.number`,
    );
    const terminals = devices
      .filter((d) => d.type === 'game_terminal' && !silent(d.number) && !d.card.outOfServiceOn)
      .map((d) => d.number)
      .sort();
    expect(metered.map((m) => m.number)).toEqual(terminals);
  } finally {
    server.close();
  }
}, 30_000);
