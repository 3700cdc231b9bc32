import { callApi, closeTestDatabase, signIn, testApp, type Json } from '../test/test-app';

afterAll(closeTestDatabase);

type Auth = { authorization: string };
let app: Awaited<ReturnType<typeof testApp>>;
let manager: Auth;
let admin: Auth;

beforeAll(async () => {
  app = await testApp();
  manager = (await signIn(app, 'manager')).auth;
  admin = (await signIn(app, 'admin')).auth;
});

/** Numbers, ISO times and lower-case codes compare the same here as in the database. */
const inOrder = (values: (string | number)[], order: 'asc' | 'desc') =>
  values.every((value, i) => {
    if (i === 0) return true;
    const before = values[i - 1];
    const compared = before < value ? -1 : before > value ? 1 : 0;
    return order === 'asc' ? compared <= 0 : compared >= 0;
  });

/** Names sort by the database's collation: one way is the other reversed (ties by id). */
const NAMES = new Set(['employeeName', 'title']);

const lists: {
  path: string;
  sorts: Record<string, (item: Json) => string | number>;
  who: () => Auth;
}[] = [
  {
    path: '/api/halls/1/phone-requests',
    who: () => admin,
    sorts: {
      createdAt: (r) => r.createdAt,
      status: (r) => r.status,
      employeeName: (r) => r.employeeName,
    },
  },
  {
    path: '/api/halls/1/sms-mailings',
    who: () => manager,
    sorts: { createdAt: (m) => m.createdAt, title: (m) => m.title, status: (m) => m.status },
  },
  {
    path: '/api/halls/1/cash-operations',
    who: () => manager,
    sorts: { createdAt: (o) => o.createdAt, amount: (o) => Number(o.amount), type: (o) => o.type },
  },
  {
    path: '/api/halls/1/orders',
    who: () => manager,
    sorts: {
      createdAt: (o) => o.createdAt,
      total: (o) => Number(o.total),
      status: (o) => o.status,
    },
  },
];

describe.each(lists)('sorting $path', ({ path, sorts, who }) => {
  it.each(Object.keys(sorts))('sorts by %s both ways', async (sort) => {
    const read = async (order: 'asc' | 'desc') => {
      const url = `${path}?sort=${sort}&order=${order}&pageSize=100`;
      const { status, body } = await callApi(app, 'GET', url, who());
      expect(status).toBe(200);
      return { values: body.items.map(sorts[sort]), total: body.total as number };
    };
    const [up, down] = await Promise.all([read('asc'), read('desc')]);
    expect(new Set(up.values).size).toBeGreaterThan(1);
    if (NAMES.has(sort)) {
      expect(up.total).toBeLessThanOrEqual(100);
      expect(up.values).toEqual([...down.values].reverse());
    } else {
      expect(inOrder(up.values, 'asc')).toBe(true);
      expect(inOrder(down.values, 'desc')).toBe(true);
    }
  });

  it('is newest first by default, and pages sorted by a repeating column never overlap', async () => {
    const first = await callApi(app, 'GET', `${path}?pageSize=100`, who());
    const times = first.body.items.map((item: Json) => item.createdAt);
    expect(inOrder(times, 'desc')).toBe(true);
    const repeating = Object.keys(sorts).find((s) => s !== 'createdAt')!;
    const page = (n: number) =>
      callApi(app, 'GET', `${path}?sort=${repeating}&pageSize=5&page=${n}`, who());
    const [one, two] = await Promise.all([page(1), page(2)]);
    const ids = [...one.body.items, ...two.body.items].map((item: Json) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an unknown sort or order under its field', async () => {
    const bad = await callApi(app, 'GET', `${path}?sort=password&order=sideways`, who());
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('sort');
    expect(bad.body.error.fields).toHaveProperty('order');
  });
});
