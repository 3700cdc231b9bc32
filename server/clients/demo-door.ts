import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { isOpenAt } from '@/lib/shared/halls';
import { queryRows, type Db } from '../db/database';
import { DEMO_HALLS } from '../db/seed/halls';
import { demoFullName } from '../db/seed/names';
import { DEMO_PASSWORD } from '../db/seed/users';
import { logger, loggedError } from '../ops/logger';

/** How often each open demo hall may get a guest. */
const TICK_MS = 30_000;
/** The share of ticks with a guest at a hall's door: one every four minutes or so. */
const GUEST_CHANCE = 0.12;
/** Of the guests, the share who are new to the chain, and who are another hall's clients. */
const NEW_GUEST_CHANCE = 0.1;
const OTHER_HALL_CHANCE = 0.12;
const USER_AGENT = 'Demo door (hall back office)';

type Door = {
  hallId: number;
  login: string;
  token: string | null;
  zone: string;
  openFrom: number;
  openTo: number;
};

/**
 * The demo's guests at the door, so today's attendance grows while one watches `npm start`: every
 * 30 s each open demo hall gets a guest now and then, checked in over real HTTP by the hall's
 * first cashier (signed in with the demo password) — a regular of the hall mostly, sometimes a
 * client of another hall, and now and then a new guest registered first. Never in production:
 * only a demo database has demo accounts.
 */
export function startDemoDoor(db: Db, baseUrl: string): () => void {
  const tick = demoDoorTick(db, baseUrl);
  let warned = false;
  const run = () =>
    tick().catch((error: unknown) => {
      if (!warned) logger.warn({ err: loggedError(error) }, `Демо-визиты гостей не отправлены`);
      warned = true;
    });
  const timer = setInterval(run, TICK_MS);
  return () => clearInterval(timer);
}

/** One round at every demo door; answers how many guests were checked in. */
export function demoDoorTick(
  db: Db,
  baseUrl: string,
  random = Math.random,
  clock = () => new Date(),
) {
  let doors: Door[] | null = null;
  let guestNumber = 0;

  const call = async (door: Door, path: string, body: object, key: string) => {
    const post = () =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          authorization: `Bearer ${door.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    door.token ??= await signIn(door.login);
    let response = await post();
    if (response.status === 401) {
      door.token = await signIn(door.login);
      response = await post();
    }
    await response.body?.cancel();
    return response.status;
  };

  const signIn = async (login: string) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`вход ${login}: ${response.status}`);
    return body.token;
  };

  const guestPhone = async (hallId: number) => {
    const [row] = await queryRows<{ phone: string }>(
      db,
      sql`select phone from clients
          where hall_id = ${random() < OTHER_HALL_CHANCE ? sql`hall_id` : hallId}
            and hall_id <= ${DEMO_HALLS.length}
          order by md5(id::text || ${String(random())}) limit 1`,
    );
    return row?.phone ?? null;
  };

  return async () => {
    doors ??= await demoDoors(db);
    const now = clock();
    let checkedIn = 0;
    for (const door of doors) {
      if (!isOpenAt(hallClock(door.zone).minuteOfDay(now), door.openFrom, door.openTo)) continue;
      if (random() >= GUEST_CHANCE) continue;
      const key = `demo-door-${door.hallId}-${now.getTime()}`;
      let phone: string | null;
      if (random() < NEW_GUEST_CHANCE) {
        guestNumber++;
        phone = `+7747${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
        const [{ name }] = await queryRows<{ name: string }>(
          db,
          sql`select ${demoFullName(sql`${(now.getTime() % 100_000) + guestNumber}::int`, sql`7`)} as name`,
        );
        await call(
          door,
          `/api/halls/${door.hallId}/clients`,
          { phone, fullName: name, smsConsent: random() < 0.7 },
          `${key}-new`,
        );
      } else {
        phone = await guestPhone(door.hallId);
      }
      if (!phone) continue;
      const status = await call(door, `/api/halls/${door.hallId}/visits`, { phone }, key);
      if (status === 201) checkedIn++;
    }
    return checkedIn;
  };
}

/** Each demo hall's door: its first working cashier account, and the hall's clock and hours. */
async function demoDoors(db: Db): Promise<Door[]> {
  const rows = await queryRows<{
    hall_id: number;
    login: string;
    timezone: string;
    open_from: number;
    open_to: number;
  }>(
    db,
    sql`select distinct on (h.id) h.id as hall_id, u.login, h.timezone, h.open_from, h.open_to
        from halls h
        join user_halls uh on uh.hall_id = h.id
        join users u on u.id = uh.user_id
        where h.id <= ${DEMO_HALLS.length} and h.status = 'open'
          and u.role = 'cashier' and u.login like 'kassa.%'
          and not u.disabled and not u.password_temporary
        order by h.id, u.id`,
  );
  return rows.map((r) => ({
    hallId: r.hall_id,
    login: r.login,
    token: null,
    zone: r.timezone,
    openFrom: r.open_from,
    openTo: r.open_to,
  }));
}
