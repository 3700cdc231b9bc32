import { hallExceptions } from '../db/schema';
import {
  callApi,
  closeTestDatabase,
  createHall,
  createUser,
  signIn,
  testApp,
  testDatabase,
} from '../test/test-app';

afterAll(closeTestDatabase);

/** A hall of its own with two open exceptions, its manager, cashier and a stranger. */
async function hallWithExceptions() {
  const app = await testApp();
  const hallId = await createHall();
  const { db } = await testDatabase();
  const at = new Date('2026-06-01T10:00:00Z');
  const rows = await db
    .insert(hallExceptions)
    .values(
      (['cash', 'silent'] as const).map((kind, i) => ({
        key: `test:${hallId}:${kind}`,
        hallId,
        kind,
        severity: 'high',
        subject: kind === 'cash' ? 'Смена №1' : 'GT-001 · Терминал',
        description: 'Проверка',
        happenedAt: new Date(at.getTime() + i * 60_000),
        openedAt: at,
      })),
    )
    .returning({ id: hallExceptions.id });
  const manager = (await signIn(app, await createUser('manager', [hallId]))).auth;
  const cashier = (await signIn(app, await createUser('cashier', [hallId]))).auth;
  const stranger = (await signIn(app, await createUser('manager', [1]))).auth;
  const base = `/api/halls/${hallId}/exceptions`;
  return { app, hallId, ids: rows.map((r) => r.id), manager, cashier, stranger, base };
}

describe('a hall’s exceptions', () => {
  it('are listed open, newest first, for staff of the hall only', async () => {
    const h = await hallWithExceptions();
    const { status, body } = await callApi(h.app, 'GET', h.base, h.manager);
    expect(status).toBe(200);
    expect(body.items.map((e: { kind: string }) => e.kind)).toEqual(['silent', 'cash']);
    expect(body.total).toBe(2);
    expect(body.openByHall).toEqual([{ hallId: h.hallId, open: 2 }]);
    expect((await callApi(h.app, 'GET', h.base, h.cashier)).status).toBe(403);
    expect((await callApi(h.app, 'GET', h.base, h.stranger)).status).toBe(403);
    expect((await callApi(h.app, 'GET', `${h.base}?status=closed`, h.manager)).body).toMatchObject({
      error: { fields: { status: 'Статус: open или seen' } },
    });
  });

  it('is marked as seen once, with who and the comment, even by 50 requests at once', async () => {
    const h = await hallWithExceptions();
    const path = `${h.base}/${h.ids[0]}/seen`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi(h.app, 'POST', path, h.manager, { comment: 'Пересчитали, недостача подтверждена' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const marked = answers.find((a) => a.status === 200)!.body;
    expect(marked.seen).toMatchObject({
      by: 'Тестовый Пользователь',
      comment: 'Пересчитали, недостача подтверждена',
    });
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(
      'Уже отмечено: Тестовый Пользователь',
    );
    const open = await callApi(h.app, 'GET', h.base, h.manager);
    expect(open.body.items.map((e: { id: number }) => e.id)).toEqual([h.ids[1]]);
    const seen = await callApi(h.app, 'GET', `${h.base}?status=seen`, h.manager);
    expect(seen.body.items[0]).toMatchObject({
      id: h.ids[0],
      seen: { comment: marked.seen.comment },
    });
  });

  it('refuses a mark without a comment, with a control character, too long, or by a cashier', async () => {
    const h = await hallWithExceptions();
    const path = `${h.base}/${h.ids[0]}/seen`;
    const empty = await callApi(h.app, 'POST', path, h.manager, { comment: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      comment: 'Пожалуйста, заполните поле «Комментарий»',
    });
    const nul = await callApi(h.app, 'POST', path, h.manager, { comment: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const long = await callApi(h.app, 'POST', path, h.manager, { comment: 'я'.repeat(501) });
    expect(long.status).toBe(400);
    const huge = await callApi(h.app, 'POST', path, h.manager, { comment: 'я'.repeat(1 << 20) });
    expect(huge.status).toBe(413);
    expect((await callApi(h.app, 'POST', path, h.cashier, { comment: 'Видел' })).status).toBe(403);
    const still = await callApi(h.app, 'GET', h.base, h.manager);
    expect(still.body.total).toBe(2);
  });

  it('cannot be reached through another hall’s path', async () => {
    const h = await hallWithExceptions();
    const other = await hallWithExceptions();
    const through = `${h.base}/${other.ids[0]}/seen`;
    const answer = await callApi(h.app, 'POST', through, h.manager, { comment: 'Чужое' });
    expect(answer.status).toBe(404);
    const theirs = await callApi(other.app, 'GET', other.base, other.manager);
    expect(theirs.body.total).toBe(2);
  });
});

describe('the exceptions of every hall', () => {
  it('count the open ones of each visible hall, and refuse a hall the user may not see', async () => {
    const a = await hallWithExceptions();
    const b = await hallWithExceptions();
    const login = await createUser('manager', [a.hallId, b.hallId]);
    const { auth } = await signIn(a.app, login);
    const all = await callApi(a.app, 'GET', '/api/exceptions?pageSize=100', auth);
    expect(all.status).toBe(200);
    expect(all.body.openByHall).toEqual([
      { hallId: a.hallId, open: 2 },
      { hallId: b.hallId, open: 2 },
    ]);
    const one = await callApi(a.app, 'GET', `/api/exceptions?hallId=${b.hallId}`, auth);
    expect(one.body.items.every((e: { hallId: number }) => e.hallId === b.hallId)).toBe(true);
    expect((await callApi(a.app, 'GET', '/api/exceptions?hallId=1', auth)).status).toBe(403);
    expect((await callApi(a.app, 'GET', '/api/exceptions', a.cashier)).status).toBe(403);
  });
});
