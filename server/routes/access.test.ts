import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeTestDatabase, signIn, testApp, bodyOf } from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;
const get = async (app: App, path: string, headers: Record<string, string>) => {
  const response = await app.request(path, { headers });
  return { status: response.status, body: await bodyOf(response) };
};

const STAFF_SCREENS = [
  '/dashboard',
  '/equipment',
  '/workers',
  '/cashbox',
  '/games-report',
  '/attendance',
  '/phone/request',
  '/sms/mailing',
  '/summary',
];

const withPlaces = (...places: string[]) =>
  STAFF_SCREENS.flatMap((path) =>
    path === '/sms/mailing' ? [path, ...places.map((tab) => `${path}?tab=${tab}`)] : [path],
  );

describe('menu', () => {
  it.each([
    ['cashier', ['/equipment', '/cashbox', '/phone/request']],
    ['manager', withPlaces('clients')],
    ['admin', withPlaces('clients', 'restrictions', 'monitoring')],
  ])('gives the %s the screens of the role matrix', async (login, paths) => {
    const app = await testApp();
    const { auth } = await signIn(app, login);
    const { body } = await get(app, '/api/menu', auth);
    expect(body.main.map((item: { path: string }) => item.path)).toEqual(paths);
    expect(body.header).toEqual([{ path: '/halls', title: 'Выбор зала' }]);
  });

  it('names head office’s registers by their own names', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const { body } = await get(app, '/api/menu', auth);
    expect(body.main.filter((item: { path: string }) => item.path.includes('?'))).toEqual([
      { path: '/sms/mailing?tab=clients', title: 'Клиенты' },
      { path: '/sms/mailing?tab=restrictions', title: 'Ограничения' },
      { path: '/sms/mailing?tab=monitoring', title: 'Финмониторинг' },
    ]);
  });
});

describe('halls', () => {
  it.each([
    ['cashier', [1]],
    ['manager', [1, 2, 3]],
    ['admin', [1, 2, 3, 4, 5, 6]],
  ])('lists to the %s only the halls assigned', async (login, ids) => {
    const app = await testApp();
    const { auth } = await signIn(app, login);
    const { body } = await get(app, '/api/halls', auth);
    const seen: number[] = body.halls.map((h: { id: number }) => h.id).sort();
    // Other test files add halls of their own; the admin sees those too, the others do not.
    expect(login === 'admin' ? seen.filter((id) => id <= 6) : seen).toEqual(ids);
    const first = body.halls.find((h: { id: number }) => h.id === 1);
    expect(first).toMatchObject({ timezone: 'Asia/Almaty', currency: 'KZT' });
  });

  it('gives one hall with its address, time zone, currency and status', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { status, body } = await get(app, '/api/halls/3', auth);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 3,
      name: 'Астана Есиль',
      city: 'Астана',
      address: 'пр. Мангилик Ел, 8',
      timezone: 'Asia/Almaty',
      currency: 'KZT',
      status: 'open',
      openHours: { from: '10:00', to: '06:00' },
      blindCount: false,
      countByDenomination: 'optional',
      // The demo's hall 3 keeps the safe's second count to its managers.
      cashierConfirmsSafe: false,
      gamingDayStartHour: 6,
      gamingDayGraceMinutes: 30,
      machineToleranceTenge: 1000,
      // Its boxes are dropped on Mondays and Thursdays.
      dropWeekdays: [1, 4],
      foreignersOnly: false,
      foreignersOnlySource: '',
      version: 1,
    });
  });

  it('answers 400 for a hall id that is not a number and 404 to an admin for a missing hall', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    expect((await get(app, '/api/halls/abc', auth)).status).toBe(400);
    expect((await get(app, '/api/halls/999', auth)).status).toBe(404);
  });
});

describe('hall isolation', () => {
  // Every hall-scoped route of the contract, read from the document itself.
  const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
  const hallRoutes = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => path.includes('{hallId}'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => [method, path] as const),
    );

  it('covers at least the hall itself', () => {
    expect(hallRoutes).toContainEqual(['get', '/api/halls/{hallId}']);
  });

  it.each(hallRoutes)(
    '%s %s refuses a user of another hall and shows no data',
    async (method, path) => {
      const app = await testApp();
      for (const [login, foreignHall] of [
        ['cashier', 2],
        ['manager', 5],
      ] as const) {
        const { auth } = await signIn(app, login);
        const response = await app.request(path.replace('{hallId}', String(foreignHall)), {
          method: method.toUpperCase(),
          headers: { ...auth, 'content-type': 'application/json' },
          ...(method === 'get' ? {} : { body: '{}' }),
        });
        expect([403, 404]).toContain(response.status);
        const body = await bodyOf(response);
        expect(Object.keys(body)).toEqual(['error']);
        expect(JSON.stringify(body)).not.toMatch(/Шымкент|Достык|Абая/);
      }
    },
  );

  it.each(hallRoutes)('%s %s needs a session', async (method, path) => {
    const app = await testApp();
    const response = await app.request(path.replace('{hallId}', '1'), {
      method: method.toUpperCase(),
    });
    expect(response.status).toBe(401);
  });
});

describe('CORS', () => {
  it('answers only the origins listed in the environment', async () => {
    const app = await testApp({ allowedOrigins: ['https://cdn.example'] });
    const preflight = (origin: string) =>
      app.request('/api/halls', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('https://cdn.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://cdn.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a front end on another origin read the name of an exported file and where a read stands in the event stream', async () => {
    const app = await testApp({ allowedOrigins: ['https://cdn.example'] });
    const response = await app.request('/api/health', {
      headers: { origin: 'https://cdn.example' },
    });
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'Content-Disposition,X-Last-Event-Id',
    );
  });

  it('is off when no origin is listed', async () => {
    const app = await testApp();
    const response = await app.request('/api/health', {
      headers: { origin: 'https://cdn.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('service routes', () => {
  it('reports the database in /api/health', async () => {
    const app = await testApp();
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const app = await testApp();
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect((await bodyOf(response)).error.code).toBe('not_found');
  });

  it('serves the committed OpenAPI document', async () => {
    const app = await testApp();
    const served = await (await app.request('/api/openapi.json')).json();
    const committed = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
    expect(served).toEqual(committed);
  });
});
