import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IDLE_MS } from './auth/sessions';
import { sessions } from './db/schema';
import { startHousekeeping } from './housekeeping';
import { closeTestDatabase, signIn, testApp, testClock, testDatabase } from './test/test-app';

afterAll(closeTestDatabase);

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('housekeeping', () => {
  it('deletes idle, revoked and too old sessions and keeps live ones', async () => {
    const { db } = await testDatabase();
    const clock = testClock(new Date('2026-11-21T06:00:00Z'));
    const app = await testApp({ now: clock.now });
    const idle = await signIn(app, 'manager');
    const revoked = await signIn(app, 'manager');
    await app.request('/api/auth/logout', { method: 'POST', headers: revoked.auth });
    clock.advance(IDLE_MS - 60_000);
    const live = await signIn(app, 'manager');
    clock.advance(120_000);

    // The background job reads the instance's clock, the one the test has moved.
    const stop = startHousekeeping(db, clock.now);
    const left = async (token: string) =>
      (
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hash(token)))
      ).length;
    try {
      for (let tries = 0; (await left(idle.token)) > 0 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      stop();
    }
    expect(await left(idle.token)).toBe(0);
    expect(await left(revoked.token)).toBe(0);
    expect(await left(live.token)).toBe(1);
  });
});
