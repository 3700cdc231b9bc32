import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, hallEvents } from '../db/schema';
import { roleMatrix } from '../test/role-matrix';
import {
  callApi,
  closeTestDatabase,
  createHall,
  signIn,
  testApp,
  testDatabase,
  type Json,
} from '../test/test-app';
import { publishEvents } from '../events/event-publisher';

afterAll(closeTestDatabase);

const game = (code = `SLOT-${randomUUID().slice(0, 8)}`) => ({
  code,
  name: `Слот ${code}`,
  category: 'slots',
  theoreticalRtp: 96.15,
});

describe('the game catalogue', () => {
  it('lists the chain’s games with their codes and paytables’ RTP for whoever reads the reports', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const { status, body } = await callApi(app, 'GET', '/api/games', auth);
    expect(status).toBe(200);
    expect(body.items.find((g: Json) => g.code === 'ROULETTE-EU')).toEqual({
      id: expect.any(Number),
      code: 'ROULETTE-EU',
      name: 'Европейская рулетка',
      category: 'roulette',
      theoreticalRtp: 97.3,
      version: 1,
    });
    const cashier = await signIn(app, 'cashier');
    expect((await callApi(app, 'GET', '/api/games', cashier.auth)).status).toBe(403);
  });

  it('takes a new game from the admin only', async () => {
    const app = await testApp();
    const who = await roleMatrix(app, await createHall());
    const post = async (headers: object) =>
      (await callApi(app, 'POST', '/api/games', headers, game())).status;
    expect(await post(who.manager)).toBe(403);
    expect(await post(who.otherManager)).toBe(403);
    expect(await post(who.cashier)).toBe(403);
    expect(await post(who.nobody)).toBe(401);
    expect(await post(who.admin)).toBe(201);
  });

  it('refuses an RTP below the law’s 95 % or over 100, with three decimals or as text, and a code in Cyrillic', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const post = (body: object) => callApi(app, 'POST', '/api/games', auth, body);
    for (const theoreticalRtp of [94.99, 60, 0, -5, 100.01, 96.125, '96', null, 1e308]) {
      const answer = await post({ ...game(), theoreticalRtp });
      expect([theoreticalRtp, answer.status]).toEqual([theoreticalRtp, 400]);
      expect(Object.keys(answer.body.error.fields)).toEqual(['theoreticalRtp']);
    }
    const withoutRtp: Partial<ReturnType<typeof game>> = game();
    delete withoutRtp.theoreticalRtp;
    expect((await post(withoutRtp)).body.error.fields).toEqual({
      theoreticalRtp: 'Пожалуйста, заполните поле «RTP»',
    });
    expect((await post(game('СЛОТ-1'))).body.error.fields).toEqual({
      code: 'Код — латинские буквы, цифры, «-», «_» и «.»',
    });
    // The message names the rule.
    expect((await post({ ...game(), theoreticalRtp: 94.99 })).body.error.fields).toEqual({
      theoreticalRtp: 'RTP игрового автомата — не меньше 95 % (ст. 12 Закона «Об игорном бизнесе»)',
    });
    expect((await post({ ...game(), theoreticalRtp: 95 })).status).toBe(201);
    expect((await post({ ...game(), theoreticalRtp: 100 })).status).toBe(201);
  });

  it('keeps a code once in the chain, whatever its case, under 20 requests at once', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const code = `DUP-${randomUUID().slice(0, 6)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(app, 'POST', '/api/games', auth, {
          ...game(i % 2 ? code : code.toLowerCase()),
          name: `Игра ${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.find((a) => a.status === 409)?.body.error.fields).toEqual({
      code: 'Игра с таким кодом уже есть в каталоге',
    });
  });

  it('changes a game at the version the admin saw, audits it and tells every hall', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'admin');
    const { body: created } = await callApi(app, 'POST', '/api/games', auth, game());
    const path = `/api/games/${created.id}`;
    const edited = await callApi(app, 'PATCH', path, auth, {
      version: 1,
      theoreticalRtp: 95.5,
      category: 'lottery',
    });
    expect(edited.body).toMatchObject({ theoreticalRtp: 95.5, category: 'lottery', version: 2 });
    const stale = await callApi(app, 'PATCH', path, auth, { version: 1, name: 'Другое' });
    expect(stale.status).toBe(409);
    const { db } = await testDatabase();
    const audit = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'game.update'),
          eq(auditLog.entityId, created.id),
          isNull(auditLog.hallId),
        ),
      );
    expect(audit).toEqual([
      {
        details: {
          before: { category: 'slots', theoreticalRtp: 96.15 },
          after: { category: 'lottery', theoreticalRtp: 95.5 },
        },
      },
    ]);
    await publishEvents(db);
    const events = await db
      .select({ hallId: hallEvents.hallId, kind: hallEvents.kind })
      .from(hallEvents)
      .where(eq(hallEvents.kind, 'game'));
    expect(events.slice(-2)).toEqual([
      { hallId: 0, kind: 'game' },
      { hallId: 0, kind: 'game' },
    ]);
  });

  it('shows each game’s theoretical RTP beside its actual one in the games report', async () => {
    const app = await testApp();
    const { auth } = await signIn(app, 'manager');
    const report = await callApi(app, 'GET', '/api/halls/1/reports/games?period=daily', auth);
    const row = report.body.rows.find((r: Json) => r.name === 'Блэкджек');
    expect(row).toMatchObject({ theoreticalRtp: 98.5, rtp: expect.any(Number) });
  });
});
