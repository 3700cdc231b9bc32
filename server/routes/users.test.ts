import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { activeAccount, GOOD_PASSWORD, logIn, newLogin } from '../test/accounts';
import { roleMatrix } from '../test/role-matrix';
import { callApi, closeTestDatabase, createHall, testApp, testDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

type App = Awaited<ReturnType<typeof testApp>>;

/** A hall, who may act on it, and a cashier account of it that is signed in. */
async function hallWithCashier(app: App) {
  const hallId = await createHall();
  const who = await roleMatrix(app, hallId);
  const cashierAccount = await activeAccount(app, who.admin, {
    role: 'cashier',
    hallIds: [hallId],
  });
  return { hallId, who, target: cashierAccount };
}

const versionOf = async (app: App, auth: object, id: number) =>
  (await callApi(app, 'GET', `/api/users/${id}`, auth)).body.user.version as number;

describe('the accounts API, by who calls it', () => {
  it('lets the admin and the hall’s manager keep its cashier; others get 403, 404 or 401', async () => {
    const app = await testApp();
    const { hallId, who, target } = await hallWithCashier(app);
    const base = `/api/users/${target.id}`;

    const listed = async (auth: object) => {
      const { status, body } = await callApi(
        app,
        'GET',
        `/api/users?hallId=${hallId}&pageSize=100`,
        auth,
      );
      return status === 200 ? body.items.some((u: { id: number }) => u.id === target.id) : status;
    };
    expect(await listed(who.admin)).toBe(true);
    expect(await listed(who.manager)).toBe(true);
    expect(await listed(who.otherManager)).toBe(false);
    expect(await listed(who.cashier)).toBe(403);
    expect(await listed(target.auth)).toBe(403);
    expect(await listed(who.nobody)).toBe(401);

    const read = async (auth: object) => (await callApi(app, 'GET', base, auth)).status;
    expect(await read(who.admin)).toBe(200);
    expect(await read(who.manager)).toBe(200);
    expect(await read(who.otherManager)).toBe(404);
    expect(await read(who.cashier)).toBe(403);
    expect(await read(target.auth)).toBe(403);
    expect(await read(who.nobody)).toBe(401);

    const rename = async (auth: object, fullName: string) => {
      const version = await versionOf(app, who.admin, target.id);
      return (await callApi(app, 'PATCH', base, auth, { version, fullName })).status;
    };
    expect(await rename(who.nobody, 'Никто Ничей')).toBe(401);
    expect(await rename(who.cashier, 'Кассир Чужой')).toBe(403);
    expect(await rename(target.auth, 'Сам Себе')).toBe(403);
    expect(await rename(who.otherManager, 'Чужой Управляющий')).toBe(404);
    expect(await rename(who.manager, 'Переименована Управляющим')).toBe(200);
    expect(await rename(who.admin, 'Переименована Админом')).toBe(200);

    const mfaReset = async (auth: object) =>
      (await callApi(app, 'DELETE', `${base}/mfa`, auth)).status;
    expect(await mfaReset(who.nobody)).toBe(401);
    expect(await mfaReset(who.cashier)).toBe(403);
    expect(await mfaReset(target.auth)).toBe(403);
    expect(await mfaReset(who.otherManager)).toBe(403);
    expect(await mfaReset(who.manager)).toBe(403);
    expect(await mfaReset(who.admin)).toBe(200);

    const reset = async (auth: object) =>
      (await callApi(app, 'POST', `${base}/password-reset`, auth)).status;
    expect(await reset(who.nobody)).toBe(401);
    expect(await reset(who.cashier)).toBe(403);
    expect(await reset(target.auth)).toBe(403);
    expect(await reset(who.otherManager)).toBe(404);
    expect(await reset(who.manager)).toBe(200);
    expect(await reset(who.admin)).toBe(200);
  });

  it('lets a manager create only cashiers, and only of their own halls', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const otherHall = await createHall();
    const who = await roleMatrix(app, hallId);
    const create = (auth: object, role: string, hallIds: number[]) =>
      callApi(app, 'POST', '/api/users', auth, {
        login: newLogin(),
        fullName: 'Новый Сотрудник',
        role,
        hallIds,
      });

    const made = await create(who.manager, 'cashier', [hallId]);
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({
      role: 'cashier',
      hallIds: [hallId],
      disabled: false,
      mfa: false,
    });
    expect(made.body.temporaryPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(made.response.headers.get('cache-control')).toBe('no-store');

    const manager = await create(who.manager, 'manager', [hallId]);
    expect(manager.status).toBe(403);
    expect(manager.body.error.fields).toEqual({
      role: 'Управляющий выдаёт доступ только кассирам',
    });
    const foreign = await create(who.manager, 'cashier', [hallId, otherHall]);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.fields).toEqual({ hallIds: 'Можно выбрать только свои залы' });
    expect((await create(who.otherManager, 'cashier', [hallId])).status).toBe(403);
    expect((await create(who.cashier, 'cashier', [hallId])).status).toBe(403);
    expect((await create(who.nobody, 'cashier', [hallId])).status).toBe(401);
    expect((await create(who.admin, 'manager', [hallId, otherHall])).status).toBe(201);
    const admin = await create(who.admin, 'admin', [hallId]);
    expect(admin.status).toBe(201);
    expect(admin.body.user.hallIds).toEqual([]);
  });

  it('keeps the halls a manager does not run when that manager edits a cashier', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const otherHall = await createHall();
    const who = await roleMatrix(app, hallId);
    const made = await callApi(app, 'POST', '/api/users', who.admin, {
      login: newLogin(),
      fullName: 'Кассир Двух Залов',
      role: 'cashier',
      hallIds: [hallId, otherHall],
    });
    const edited = await callApi(app, 'PATCH', `/api/users/${made.body.user.id}`, who.manager, {
      version: made.body.user.version,
      hallIds: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.hallIds).toEqual([otherHall]);
    const promoted = await callApi(app, 'PATCH', `/api/users/${made.body.user.id}`, who.admin, {
      version: edited.body.version,
      role: 'manager',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'manager', hallIds: [otherHall] });
  });
});

describe('creating an account', () => {
  it('answers the temporary password once; the login is unique in any case, even 50 at once', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const login = newLogin();
    const body = {
      login: login.toUpperCase(),
      fullName: 'Гонка Логинов',
      role: 'cashier',
      hallIds: [1],
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => callApi(app, 'POST', '/api/users', admin, body)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error.fields).toEqual({ login: 'Этот логин уже занят' });
    const created = answers.find((a) => a.status === 201)!;
    expect(created.body.user.login).toBe(login);
    const read = await callApi(app, 'GET', `/api/users/${created.body.user.id}`, admin);
    expect(JSON.stringify(read.body)).not.toContain(created.body.temporaryPassword);
    expect(read.body.history[0]).toMatchObject({
      action: 'user.create',
      by: 'Айгерим Администратор',
    });
    expect(JSON.stringify(read.body.history)).not.toMatch(/password/i);
  });

  it('refuses bad input under its field and writes nothing', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const login = newLogin();
    const cases: [object, Record<string, string>][] = [
      [
        { login: 'ab', fullName: 'Иван Иванов', role: 'cashier', hallIds: [1] },
        { login: 'Логин: от 3 до 50 латинских букв, цифр и знаков . _ -' },
      ],
      [
        { login: 'иван', fullName: 'Иван Иванов', role: 'cashier', hallIds: [1] },
        { login: 'Логин: от 3 до 50 латинских букв, цифр и знаков . _ -' },
      ],
      [
        { login, fullName: 'Иван1', role: 'cashier', hallIds: [1] },
        { fullName: 'Допустимы только буквы, пробел, дефис и апостроф `' },
      ],
      [
        { login, fullName: 'Иван Иванов', role: 'boss', hallIds: [1] },
        { role: 'Выберите роль из списка' },
      ],
      [
        { login, fullName: 'Иван Иванов', role: 'cashier', hallIds: [] },
        { hallIds: 'Выберите хотя бы один зал' },
      ],
      [
        { login, fullName: 'Иван Иванов', role: 'cashier', hallIds: [999999] },
        { hallIds: 'Такого зала нет в сети' },
      ],
      [
        { login, fullName: 'Иван Иванов', role: 'cashier', hallIds: [1], password: 'x' },
        { password: 'Неизвестное поле' },
      ],
      [
        { login: `${login}\u0000`, fullName: 'Иван Иванов', role: 'cashier', hallIds: [1] },
        { login: 'Поле содержит недопустимые управляющие символы' },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await callApi(app, 'POST', '/api/users', admin, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual(fields);
    }
    const huge = await callApi(app, 'POST', '/api/users', admin, {
      login,
      fullName: 'Я'.repeat(1_000_000),
      role: 'cashier',
      hallIds: [1],
    });
    expect(huge.status).toBe(413);
    const { db } = await testDatabase();
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from users where login = ${login}`,
    );
    expect(count).toBe(0);
  });

  it('ties the account to a worker of its hall, once, and not to a dismissed one', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const who = await roleMatrix(app, hallId);
    const hire = async (phone: string) =>
      (
        await callApi(app, 'POST', `/api/halls/${hallId}/workers`, who.manager, {
          fullName: 'Асель Кассир',
          phone,
          position: 'cashier',
          hireDate: '2025-01-10',
        })
      ).body;
    const worker = await hire('+7 (701) 555-10-01');
    const give = (workerId: number, hallIds = [hallId]) =>
      callApi(app, 'POST', '/api/users', who.manager, {
        login: newLogin(),
        fullName: 'Асель Кассир',
        role: 'cashier',
        hallIds,
        workerId,
      });
    const given = await give(worker.id);
    expect(given.status).toBe(201);
    expect(given.body.user.workerId).toBe(worker.id);
    const read = await callApi(
      app,
      'GET',
      `/api/halls/${hallId}/workers/${worker.id}`,
      who.manager,
    );
    expect(read.body.userId).toBe(given.body.user.id);
    const twice = await give(worker.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toEqual({ workerId: 'У сотрудника уже есть учётная запись' });
    const strangerHall = await createHall();
    const stranger = await callApi(app, 'POST', `/api/halls/${strangerHall}/workers`, who.admin, {
      fullName: 'Чужой Сотрудник',
      phone: '+7 (701) 555-10-02',
      position: 'cashier',
      hireDate: '2025-01-10',
    });
    expect(stranger.status).toBe(201);
    const elsewhere = await give(stranger.body.id);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields).toEqual({
      workerId: 'Сотрудник не из залов этой учётной записи',
    });
  });
});

describe('editing an account', () => {
  it('lets one of twenty edits from one version through; the others get 409 and change nothing', async () => {
    const app = await testApp();
    const { admin } = await roleMatrix(app, 1);
    const made = await callApi(app, 'POST', '/api/users', admin, {
      login: newLogin(),
      fullName: 'Гонка Правок',
      role: 'cashier',
      hallIds: [1],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(app, 'PATCH', `/api/users/${made.body.user.id}`, admin, {
          version: made.body.user.version,
          fullName: `Правка ${'а'.repeat(i + 1)}`,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const read = await callApi(app, 'GET', `/api/users/${made.body.user.id}`, admin);
    expect(read.body.user).toMatchObject({ fullName: won[0].body.fullName, version: 2 });
    expect(
      read.body.history.filter((h: { action: string }) => h.action === 'user.update'),
    ).toHaveLength(1);
  });
});

describe('the last admin', () => {
  it('cannot be locked or made a manager; another admin can, and two at once leave one', async () => {
    const app = await testApp();
    const { db } = await testDatabase();
    const { admin } = await roleMatrix(app, 1);
    // This file's database may hold other tests' admins: lock all but two of our own.
    const first = await activeAccount(app, admin, { role: 'admin', hallIds: [] });
    const second = await activeAccount(app, admin, { role: 'admin', hallIds: [] });
    const others = await queryRows<{ id: number }>(
      db,
      sql`select id from users where role = 'admin' and not disabled and id not in (${first.id}, ${second.id})`,
    );
    try {
      await db.execute(
        sql`update users set disabled = true where id in (${sql.join(
          others.map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
      );
      // Each demotes the other at the same moment: one must lose.
      const [a, b] = await Promise.all([
        callApi(app, 'PATCH', `/api/users/${second.id}`, first.auth, {
          version: await versionOf(app, first.auth, second.id),
          role: 'manager',
          hallIds: [1],
        }),
        callApi(app, 'PATCH', `/api/users/${first.id}`, second.auth, {
          version: await versionOf(app, second.auth, first.id),
          disabled: true,
        }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses[0] === 200 || statuses[1] === 200).toBe(true);
      const [{ active }] = await queryRows<{ active: number }>(
        db,
        sql`select count(*)::int as active from users where role = 'admin' and not disabled`,
      );
      expect(active).toBe(1);
      const survivor = a.status === 200 ? first : second;
      const last = await callApi(app, 'PATCH', `/api/users/${survivor.id}`, survivor.auth, {
        version: await versionOf(app, survivor.auth, survivor.id),
        disabled: true,
      });
      expect(last.status).toBe(409);
      expect(last.body.error).toMatchObject({
        code: 'last_admin',
        fields: { disabled: 'Это последний действующий администратор сети' },
      });
      const demoted = await callApi(app, 'PATCH', `/api/users/${survivor.id}`, survivor.auth, {
        version: await versionOf(app, survivor.auth, survivor.id),
        role: 'cashier',
        hallIds: [1],
      });
      expect(demoted.status).toBe(409);
      expect(demoted.body.error.fields).toEqual({
        role: 'Это последний действующий администратор сети',
      });
    } finally {
      if (others.length) {
        await db.execute(
          sql`update users set disabled = false where id in (${sql.join(
            others.map((o) => sql`${o.id}`),
            sql`, `,
          )})`,
        );
      }
    }
  });
});

describe('changes that end access', () => {
  it('end the sessions at once when an account is locked, a hall taken, a password reset', async () => {
    const app = await testApp();
    const hallId = await createHall();
    const otherHall = await createHall();
    const who = await roleMatrix(app, hallId);
    const target = await activeAccount(app, who.admin, {
      role: 'cashier',
      hallIds: [hallId, otherHall],
    });
    const works = async (auth: object) =>
      (await callApi(app, 'GET', `/api/halls/${otherHall}/equipment`, auth)).status;
    expect(await works(target.auth)).toBe(200);

    const taken = await callApi(app, 'PATCH', `/api/users/${target.id}`, who.admin, {
      version: await versionOf(app, who.admin, target.id),
      hallIds: [otherHall],
    });
    expect(taken.status).toBe(200);
    expect(await works(target.auth)).toBe(401);

    let again = await logIn(app, target.login, GOOD_PASSWORD);
    let auth = { authorization: `Bearer ${again.body.token}` };
    expect(await works(auth)).toBe(200);
    const locked = await callApi(app, 'PATCH', `/api/users/${target.id}`, who.admin, {
      version: taken.body.version,
      disabled: true,
    });
    expect(locked.body.disabled).toBe(true);
    expect(await works(auth)).toBe(401);
    expect((await logIn(app, target.login, GOOD_PASSWORD)).status).toBe(401);

    const unlocked = await callApi(app, 'PATCH', `/api/users/${target.id}`, who.admin, {
      version: locked.body.version,
      disabled: false,
    });
    expect(unlocked.status).toBe(200);
    again = await logIn(app, target.login, GOOD_PASSWORD);
    auth = { authorization: `Bearer ${again.body.token}` };
    const reset = await callApi(app, 'POST', `/api/users/${target.id}/password-reset`, who.admin);
    expect(reset.status).toBe(200);
    expect(await works(auth)).toBe(401);
    expect((await logIn(app, target.login, GOOD_PASSWORD)).status).toBe(401);
    expect(
      (await logIn(app, target.login, reset.body.temporaryPassword)).body.passwordChangeRequired,
    ).toBe(true);

    const stale = await callApi(app, 'PATCH', `/api/users/${target.id}`, who.admin, {
      version: locked.body.version,
      fullName: 'Старая Версия',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
  });
});
