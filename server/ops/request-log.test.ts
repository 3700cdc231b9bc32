import { randomUUID } from 'node:crypto';
import { devices } from '../db/schema';
import { deviceKeyHash } from '../equipment/device-keys';
import { closeTestDatabase, createHall, testApp, testDatabase } from '../test/test-app';
import { logger } from '../logger';

afterAll(closeTestDatabase);
afterEach(() => jest.restoreAllMocks());

/** The level each request's log line was written at, by route and status. */
function requestLines() {
  const lines: string[] = [];
  for (const level of ['debug', 'info', 'error'] as const) {
    jest.spyOn(logger, level).mockImplementation(((line: unknown, msg?: string) => {
      const { route, status } = line as { route: string; status: number };
      if (msg === 'request') lines.push(`${level} ${route} ${status}`);
    }) as never);
  }
  return lines;
}

it("logs a device's accepted reports at debug, and a refused one and a person's request at info", async () => {
  const { db } = await testDatabase();
  const hallId = await createHall();
  const key = `test:${randomUUID()}`;
  await db.insert(devices).values({
    hallId,
    number: 'T-01',
    name: 'Касса',
    type: 'cash_terminal',
    serial: randomUUID().slice(0, 8),
    zone: 'Зал',
    keyHash: deviceKeyHash(key),
  });
  const app = await testApp();
  const lines = requestLines();
  const beat = (deviceKey: string) =>
    app.request('/api/equipment/heartbeat', {
      method: 'POST',
      headers: { 'x-device-key': deviceKey },
    });
  expect((await beat(key)).status).toBe(200);
  expect((await beat('test:wrong')).status).toBe(401);
  expect((await app.request('/api/menu')).status).toBe(401);
  expect(lines).toEqual([
    'debug /api/equipment/heartbeat 200',
    'info /api/equipment/heartbeat 401',
    'info /api/menu 401',
  ]);
});
