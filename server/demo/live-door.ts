import { sql } from 'drizzle-orm';
import { hallClock } from '@/lib/shared/hall-time';
import { isoDateAfter } from '@/lib/shared/iso-date';
import { addMonths } from '@/lib/shared/restrictions';
import { isOpenAt } from '@/lib/shared/halls';
import { queryRows, type Db } from '../db/database';
import { DEMO_HALLS } from './halls';
import { iinOf } from './identities';
import { demoFullName } from './names';
import { DEMO_PASSWORD } from './users';
import { logger, loggedError } from '../logger';
import { personKeyOfRow } from '../clients/person';

/** How often each open demo hall may get a guest. */
const TICK_MS = 30_000;
/** The share of ticks with a guest at a hall's door: one every four minutes or so. */
const GUEST_CHANCE = 0.12;
/** Of the guests, the share who are new to the chain, and who are another hall's clients. */
const NEW_GUEST_CHANCE = 0.1;
const OTHER_HALL_CHANCE = 0.12;
/** Of the guests, the share turned away: under 21, and restricted by the register. */
const UNDER_AGE_CHANCE = 0.02;
const RESTRICTED_CHANCE = 0.01;
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
 * first cashier (signed in with the demo password) — a regular of the hall mostly (by IIN, or a
 * foreigner's passport), sometimes a client of another hall, now and then a new guest registered
 * first, and rarely someone the door turns away: under 21, or restricted by the register. Never
 * in production: only a demo database has demo accounts.
 */
export function startDemoDoor(db: Db, baseUrl: string, now: () => Date): () => void {
  const tick = demoDoorTick(db, baseUrl, Math.random, now);
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
export function demoDoorTick(db: Db, baseUrl: string, random: () => number, clock: () => Date) {
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

  /** A regular whom nothing restricts: their IIN, or a foreigner's passport. */
  const knownGuest = async (hallId: number, today: string) => {
    const [row] = await queryRows<{ iin: string | null; number: string | null }>(
      db,
      sql`select iin, document_number as number from clients
          where hall_id = ${random() < OTHER_HALL_CHANCE ? sql`hall_id` : hallId}
            and hall_id <= ${DEMO_HALLS.length}
            and (iin is not null or document_type = 'passport')
            and not exists (select 1 from restrictions r
              where r.person = ${personKeyOfRow('clients')} and r.ends_on >= ${today}::date)
          order by md5(id::text || ${String(random())}) limit 1`,
    );
    if (!row) return null;
    return row.iin ? { iin: row.iin } : { document: { type: 'passport', number: row.number } };
  };

  /** Someone the register restricts today: the door turns them away without saying why. */
  const restrictedGuest = async (today: string) => {
    const [row] = await queryRows<{ iin: string }>(
      db,
      sql`select iin from restrictions
          where iin is not null and starts_on <= ${today}::date and ends_on >= ${today}::date
          order by md5(id::text || ${String(random())}) limit 1`,
    );
    return row ? { iin: row.iin } : null;
  };

  /** An IIN drawn for a person `age` years and some days old on `today`. */
  const drawnIin = (today: string, age: number) => {
    const birthDate = isoDateAfter(
      new Date(`${addMonths(today, -12 * age)}T00:00:00Z`),
      -Math.floor(random() * 360),
    );
    return iinOf(birthDate, Math.floor(random() * 10_000), random() < 0.5);
  };

  return async () => {
    doors ??= await demoDoors(db);
    const now = clock();
    let checkedIn = 0;
    for (const door of doors) {
      if (!isOpenAt(hallClock(door.zone).minuteOfDay(now), door.openFrom, door.openTo)) continue;
      if (random() >= GUEST_CHANCE) continue;
      const key = `demo-door-${door.hallId}-${now.getTime()}`;
      const today = hallClock(door.zone).today(now);
      const kind = random();
      let guest: object | null;
      if (kind < NEW_GUEST_CHANCE) {
        guestNumber++;
        const phone = `+7747${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
        const iin = drawnIin(today, 21 + Math.floor(random() * 50));
        const [{ name }] = await queryRows<{ name: string }>(
          db,
          sql`select ${demoFullName(sql`${(now.getTime() % 100_000) + guestNumber}::int`, sql`7`)} as name`,
        );
        await call(
          door,
          `/api/halls/${door.hallId}/clients`,
          { phone, iin, fullName: name, smsConsent: random() < 0.7 },
          `${key}-new`,
        );
        guest = { iin };
      } else if (kind >= 1 - RESTRICTED_CHANCE) {
        guest = await restrictedGuest(today);
      } else if (kind >= 1 - RESTRICTED_CHANCE - UNDER_AGE_CHANCE) {
        guest = { iin: drawnIin(today, 18 + Math.floor(random() * 3)) };
      } else {
        guest = await knownGuest(door.hallId, today);
      }
      if (!guest) continue;
      const status = await call(door, `/api/halls/${door.hallId}/visits`, guest, key);
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
