import { DEMO_DEVICE_COUNTS } from '../demo/equipment';
import { insertDevices, demoDeviceKey } from '../demo/equipment';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testClock,
  testDatabase,
  type Json,
} from '../test/test-app';

afterAll(closeTestDatabase);

/** A hall of 20 devices with its own manager and cashier, on a clock the test moves. */
async function ownHall() {
  const clock = testClock(new Date());
  const app = await testApp({ now: clock.now });
  const hallId = await createHall();
  await insertDevices((await testDatabase()).db, hallId, 20, clock.now());
  const manager = (await signIn(app, await createUser('manager', [hallId]))).auth;
  const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  const base = `/api/halls/${hallId}/equipment`;
  const list = async (query = '', auth = manager) =>
    (await callApi(app, 'GET', `${base}?pageSize=100&${query}`, auth)).body;
  const device = async (number: string) =>
    (await list(`search=${number}`)).items.find((d: Json) => d.number === number) as Json;
  const heartbeat = (key: string) =>
    callApi(app, 'POST', '/api/equipment/heartbeat', { 'x-device-key': key });
  const setStatus = (id: number, body: object, auth = manager) =>
    callApi(app, 'POST', `${base}/${id}/status`, auth, body);
  // One device in 17 already has an older, finished maintenance from the demo's set-up.
  const history = async (id: number) =>
    (await callApi(app, 'GET', `${base}/${id}/history`, manager)).body.items as Json[];
  return {
    app,
    clock,
    hallId,
    manager,
    cashier,
    base,
    list,
    device,
    heartbeat,
    setStatus,
    history,
  };
}

describe('the equipment list', () => {
  it('shows the hall devices with counts by status that add up', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { status, body } = await callApi(app, 'GET', '/api/halls/1/equipment?pageSize=20', auth);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(20);
    // The central hall's devices and the two machines its history brought: one moved in from
    // another hall, one replacing a withdrawn machine (decision 069).
    expect(body.total).toBe(DEMO_DEVICE_COUNTS[0] + 2);
    const { online, offline, maintenance, broken, total, gameTerminals } = body.counts;
    expect(online + offline + maintenance + broken).toBe(total);
    expect(total).toBe(DEMO_DEVICE_COUNTS[0] + 2);
    // The demo's central hall keeps the licence's 60 slot machines in service.
    expect(gameTerminals).toBeGreaterThanOrEqual(60);
    expect(broken).toBeGreaterThan(0);
    expect(maintenance).toBeGreaterThan(0);
    expect(body.items[0]).toMatchObject({
      number: 'CM-001',
      type: 'camera',
      state: expect.stringMatching(/^(online|offline|maintenance|broken)$/),
      version: expect.any(Number),
    });
  });

  it('filters by status, type and search; the counts follow type and search only', async () => {
    const hall = await ownHall();
    const all = await hall.list();
    const broken = await hall.list('state=broken');
    expect(broken.total).toBe(all.counts.broken);
    expect(broken.items.every((d: Json) => d.state === 'broken')).toBe(true);
    expect(broken.counts).toEqual(all.counts);
    const terminals = await hall.list('type=game_terminal');
    expect(terminals.items.every((d: Json) => d.type === 'game_terminal')).toBe(true);
    expect(terminals.counts.total).toBe(terminals.total);
    const found = await hall.list('search=gt-00');
    expect(found.items.map((d: Json) => d.number)).toEqual(
      all.items.map((d: Json) => d.number).filter((n: string) => n.startsWith('GT-00')),
    );
  });

  it('is readable by a cashier of the hall but not by a user of another hall', async () => {
    const hall = await ownHall();
    expect((await hall.list('', hall.cashier)).total).toBe(20);
    const app = await testApp();
    const { auth } = await signIn(app, 'cashier');
    expect((await callApi(app, 'GET', `${hall.base}`, auth)).status).toBe(403);
  });

  it('answers a bad query with the field and a Russian message', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    for (const [query, field] of [
      ['state=dead', 'state'],
      ['type=toaster', 'type'],
      ['sort=key_hash', 'sort'],
      ['pageSize=0', 'pageSize'],
    ]) {
      const { status, body } = await callApi(app, 'GET', `/api/halls/1/equipment?${query}`, auth);
      expect(status).toBe(400);
      expect(body.error.fields[field]).toMatch(/[а-я]/);
    }
  });
});

describe('heartbeats', () => {
  it('bring a device online, and five minutes of silence take it offline', async () => {
    const hall = await ownHall();
    hall.clock.advance(10 * 60_000);
    expect((await hall.device('GT-001')).state).toBe('offline');

    const beat = await hall.heartbeat(demoDeviceKey(hall.hallId, 'GT-001'));
    expect(beat.status).toBe(200);
    const online = await hall.device('GT-001');
    expect(online).toMatchObject({ state: 'online', lastSeenAt: hall.clock.now().toISOString() });

    hall.clock.advance(5 * 60_000 - 1_000);
    expect((await hall.device('GT-001')).state).toBe('online');
    hall.clock.advance(1_000);
    expect((await hall.device('GT-001')).state).toBe('offline');
  });

  it('refuses a wrong or missing key with 401 and changes nothing', async () => {
    const hall = await ownHall();
    hall.clock.advance(10 * 60_000);
    const before = await hall.list();
    for (const key of [
      undefined,
      '',
      'demo:1:GT-001x',
      demoDeviceKey(hall.hallId + 1000, 'GT-001'),
      'k'.repeat(5000),
    ]) {
      const response = await callApi(
        hall.app,
        'POST',
        '/api/equipment/heartbeat',
        key === undefined ? {} : { 'x-device-key': key },
      );
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('Неизвестный ключ устройства');
    }
    const after = await hall.list();
    expect(after.items).toEqual(before.items);
  });

  it('does not move the version: an open status dialog stays current', async () => {
    const hall = await ownHall();
    const before = await hall.device('GT-001');
    await hall.heartbeat(demoDeviceKey(hall.hallId, 'GT-001'));
    expect((await hall.device('GT-001')).version).toBe(before.version);
  });
});

describe('changing a device status', () => {
  it('records the change with its note and author in the history', async () => {
    const hall = await ownHall();
    const device = await hall.device('GT-001');
    const note = '<img src=x onerror=alert(1)>';
    const changed = await hall.setStatus(device.id, {
      status: 'maintenance',
      note,
      version: device.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ state: 'maintenance', note, version: device.version + 1 });

    const history = await callApi(
      hall.app,
      'GET',
      `${hall.base}/${device.id}/history`,
      hall.cashier,
    );
    expect(history.status).toBe(200);
    expect(history.body.items[0]).toMatchObject({
      fromStatus: 'active',
      toStatus: 'maintenance',
      note,
      userName: 'Тестовый Пользователь',
      at: hall.clock.now().toISOString(),
    });

    const back = await hall.setStatus(device.id, { status: 'active', version: device.version + 1 });
    expect(back.body.serviceStatus).toBe('active');
    expect((await hall.list('state=maintenance')).items.map((d: Json) => d.id)).not.toContain(
      device.id,
    );
  });

  it.each([
    ['без комментария', { status: 'broken' }, 'note', 'Пожалуйста, заполните поле «Комментарий»'],
    [
      'с неизвестным статусом',
      { status: 'online', note: 'x' },
      'status',
      'Выберите статус из списка',
    ],
    [
      'со слишком длинным комментарием',
      { status: 'broken', note: 'я'.repeat(501) },
      'note',
      'Длина должна быть не больше 500 символов',
    ],
    [
      'с комментарием не текстом',
      { status: 'broken', note: 5 },
      'note',
      'Поле «Комментарий» должно быть текстом',
    ],
    [
      'с лишним полем',
      { status: 'broken', note: 'x', lastSeenAt: null },
      'lastSeenAt',
      'Неизвестное поле',
    ],
  ])('refuses a change %s and changes nothing', async (_case, body, field, message) => {
    const hall = await ownHall();
    const device = await hall.device('GT-002');
    const response = await hall.setStatus(device.id, { version: device.version, ...body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await hall.device('GT-002')).toEqual(device);
  });

  it('refuses a stale version and the status the device already has', async () => {
    const hall = await ownHall();
    const device = await hall.device('GT-002');
    const before = await hall.history(device.id);
    await hall.setStatus(device.id, { status: 'broken', note: 'Сбой', version: device.version });
    const stale = await hall.setStatus(device.id, {
      status: 'maintenance',
      note: 'ТО',
      version: device.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    const same = await hall.setStatus(device.id, {
      status: 'broken',
      note: 'Ещё раз',
      version: device.version + 1,
    });
    expect(same.status).toBe(409);
    expect(same.body.error.fields.status).toBe('Выберите другой статус');
    const after = await hall.history(device.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ toStatus: 'broken', note: 'Сбой' });
  });

  it('lets exactly one of ten concurrent changes from one version through', async () => {
    const hall = await ownHall();
    const device = await hall.device('GT-006');
    const before = await hall.history(device.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        hall.setStatus(device.id, {
          status: i % 2 ? 'broken' : 'maintenance',
          note: `Попытка ${i}`,
          version: device.version,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const after = await hall.history(device.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0].note).toMatch(/^Попытка \d$/);
  });

  it('is refused to a cashier, and a device of another hall is not found', async () => {
    const hall = await ownHall();
    const device = await hall.device('GT-004');
    const byCashier = await hall.setStatus(
      device.id,
      { status: 'broken', note: 'x', version: device.version },
      hall.cashier,
    );
    expect(byCashier.status).toBe(403);
    expect(await hall.device('GT-004')).toEqual(device);
    const other = await ownHall();
    const foreign = await callApi(
      other.app,
      'POST',
      `${other.base}/${device.id}/status`,
      other.manager,
      { status: 'broken', note: 'x', version: device.version },
    );
    expect(foreign.status).toBe(404);
    expect(
      (await callApi(other.app, 'GET', `${other.base}/${device.id}/history`, other.manager)).status,
    ).toBe(404);
  });
});
