import { randomUUID } from 'node:crypto';
import { auditLog } from '../db/schema';
import { eq } from 'drizzle-orm';
import { ownDesk } from '../test/cash-desk';
import { roleMatrix, type Who } from '../test/role-matrix';
import { callApi, closeTestDatabase, deskOf, signIn, testDatabase } from '../test/test-app';

afterAll(closeTestDatabase);

const URL = 'http://127.0.0.1:9';
const link = () => ({
  provider: 'webkassa',
  cashboxUniqueNumber: `swk${randomUUID().slice(0, 8)}`,
  login: 'bar@hall.kz',
  password: `secret-${randomUUID()}`,
  apiKey: `WKD-${randomUUID()}`,
});

describe('linking a desk to a register', () => {
  it('is head office’s: the hall’s manager and cashier, another hall and nobody are refused', async () => {
    const desk = await ownDesk({ fiscalUrl: URL });
    const deskId = await deskOf(desk.hallId);
    const who = await roleMatrix(desk.app, desk.hallId);
    const expected: Record<Who, number> = {
      admin: 200,
      manager: 403,
      cashier: 403,
      otherManager: 403,
      nobody: 401,
    };
    for (const [role, status] of Object.entries(expected)) {
      const put = await callApi(
        desk.app,
        'PUT',
        `${desk.base}/cash-desks/${deskId}/fiscal`,
        who[role as Who],
        link(),
      );
      expect([role, put.status]).toEqual([role, status]);
      const del = await callApi(
        desk.app,
        'DELETE',
        `${desk.base}/cash-desks/${deskId}/fiscal`,
        who[role as Who],
      );
      expect([role, del.status]).toEqual([role, status === 200 ? 204 : status]);
    }
  });

  it('never gives the secrets back: not in its answer, the desks, the audit', async () => {
    const desk = await ownDesk({ fiscalUrl: URL });
    const deskId = await deskOf(desk.hallId);
    const admin = (await signIn(desk.app, 'admin')).auth;
    const input = link();
    const put = await callApi(
      desk.app,
      'PUT',
      `${desk.base}/cash-desks/${deskId}/fiscal`,
      admin,
      input,
    );
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      provider: 'webkassa',
      cashboxUniqueNumber: input.cashboxUniqueNumber.toUpperCase(),
      registrationNumber: null,
      ofdName: null,
      linkedAt: expect.any(String),
      signInRefused: null,
      pending: 0,
      held: null,
    });
    const desks = await callApi(desk.app, 'GET', `${desk.base}/cash-desks`, admin);
    const { db } = await testDatabase();
    const audit = await db.select().from(auditLog).where(eq(auditLog.hallId, desk.hallId));
    for (const text of [
      JSON.stringify(put.body),
      JSON.stringify(desks.body),
      JSON.stringify(audit),
    ]) {
      expect(text).not.toContain(input.password);
      expect(text).not.toContain(input.apiKey);
      expect(text).not.toContain(input.login);
    }
    expect(desks.body.items.find((d: { id: number }) => d.id === deskId).fiscal).toEqual(put.body);
  });

  it('refuses bad input under its field, and keeps nothing of it', async () => {
    const desk = await ownDesk({ fiscalUrl: URL });
    const deskId = await deskOf(desk.hallId);
    const admin = (await signIn(desk.app, 'admin')).auth;
    const put = (body: object) =>
      callApi(desk.app, 'PUT', `${desk.base}/cash-desks/${deskId}/fiscal`, admin, body);
    const cases: [object, string, string][] = [
      [
        { cashboxUniqueNumber: 'SWK 0001' },
        'cashboxUniqueNumber',
        'ЗНК — латинские буквы и цифры, как в кабинете Webkassa: SWK00033717',
      ],
      [
        { cashboxUniqueNumber: '' },
        'cashboxUniqueNumber',
        'Пожалуйста, заполните поле «Заводской номер кассы (ЗНК)»',
      ],
      [{ login: 'bar\u0000@hall.kz' }, 'login', 'Поле содержит недопустимые управляющие символы'],
      [{ password: 'x'.repeat(1_000_000) }, 'password', 'Не длиннее 200 символов'],
      [{ apiKey: undefined }, 'apiKey', 'Пожалуйста, заполните поле «API-ключ интеграции»'],
      [{ provider: 'kassa24' }, 'provider', 'Касса: webkassa'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await put({ ...link(), ...change });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      if (answer.status === 400) expect(answer.body.error.fields[field]).toBe(message);
    }
    const desks = await callApi(desk.app, 'GET', `${desk.base}/cash-desks`, admin);
    expect(desks.body.items.every((d: { fiscal: unknown }) => d.fiscal === null)).toBe(true);
  });

  it('refuses the safe, another hall’s desk, and a register linked elsewhere', async () => {
    const desk = await ownDesk({ fiscalUrl: URL });
    const other = await ownDesk({ fiscalUrl: URL });
    const admin = (await signIn(desk.app, 'admin')).auth;
    const put = (hallBase: string, deskId: number, body: object) =>
      callApi(desk.app, 'PUT', `${hallBase}/cash-desks/${deskId}/fiscal`, admin, body);
    const safe = await put(desk.base, await deskOf(desk.hallId, 'safe'), link());
    expect(safe.status).toBe(409);
    expect(safe.body.error.code).toBe('desk_not_selling');
    const foreign = await put(desk.base, await deskOf(other.hallId), link());
    expect(foreign.status).toBe(404);
    const input = link();
    expect((await put(desk.base, await deskOf(desk.hallId), input)).status).toBe(200);
    const twice = await put(other.base, await deskOf(other.hallId), input);
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toEqual({
      cashboxUniqueNumber: 'Эта касса ККМ уже привязана к другой кассе',
    });
  });

  it('holds under 50 links at once: one register linked, the rest its credentials again', async () => {
    const desk = await ownDesk({ fiscalUrl: URL });
    const deskId = await deskOf(desk.hallId);
    const admin = (await signIn(desk.app, 'admin')).auth;
    const input = link();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi(desk.app, 'PUT', `${desk.base}/cash-desks/${deskId}/fiscal`, admin, input),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const { db } = await testDatabase();
    const { fiscalRegisters } = await import('../db/schema');
    const rows = await db.select().from(fiscalRegisters).where(eq(fiscalRegisters.deskId, deskId));
    expect(rows).toHaveLength(1);
  });

  it('is refused by a server that has no register to send to', async () => {
    const desk = await ownDesk();
    const admin = (await signIn(desk.app, 'admin')).auth;
    const put = await callApi(
      desk.app,
      'PUT',
      `${desk.base}/cash-desks/${await deskOf(desk.hallId)}/fiscal`,
      admin,
      link(),
    );
    expect(put.status).toBe(409);
    expect(put.body.error).toMatchObject({
      code: 'fiscal_unavailable',
      message: 'Сервер не подключён к Webkassa (WEBKASSA_URL): чеки этой кассы некому отправлять',
    });
  });
});
