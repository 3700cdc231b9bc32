import { sql } from 'drizzle-orm';
import { REPEAT_VISIT_MINUTES, shortName } from '@/lib/shared/clients';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import type { Actor } from '../writes/actor';

/** The door's answer for a phone no client of the chain has: the screen offers «Новый гость». */
export const clientNotFound = () =>
  new ApiError(404, 'client_not_found', 'Гость с этим номером не найден', {
    phone: 'Гость с этим номером не найден: зарегистрируйте нового гостя',
  });

/**
 * A guest of the chain (any hall's client) at this hall's door. The client's row is locked, so
 * scans of one guest at once queue up, and a scan within `REPEAT_VISIT_MINUTES` of the last one
 * in this hall is that visit again, not a new one.
 */
export async function checkIn(a: Actor, phone: string) {
  const [client] = await queryRows<{ id: number; full_name: string }>(
    a.tx,
    sql`select id, full_name from clients where phone = ${phone} for update`,
  );
  if (!client) throw clientNotFound();
  const at = a.now.toISOString();
  const [recent] = await queryRows<{ id: number; visited_at: Date | string }>(
    a.tx,
    sql`select id, visited_at from visits
        where client_id = ${client.id} and hall_id = ${a.hallId}
          and visited_at > ${at}::timestamptz - ${REPEAT_VISIT_MINUTES}::int * interval '1 minute'
        order by visited_at desc limit 1`,
  );
  const [visit] = recent
    ? [recent]
    : await queryRows<{ id: number; visited_at: Date | string }>(
        a.tx,
        sql`insert into visits (client_id, hall_id, visited_at)
            values (${client.id}, ${a.hallId}, ${at}::timestamptz) returning id, visited_at`,
      );
  return {
    visit: { id: visit.id, hallId: a.hallId, visitedAt: new Date(visit.visited_at).toISOString() },
    client: { id: client.id, shortName: shortName(client.full_name) },
    repeated: Boolean(recent),
  };
}

/** How many of today's visits the door lists. */
export const DOOR_VISITS = 100;

/** The hall's visits since its own midnight, newest first, naming each guest as the door does. */
export async function visitsToday(db: Db, hallId: number, now: Date) {
  const rows = await queryRows<{
    id: number;
    visited_at: Date | string;
    client_id: number;
    full_name: string;
    total: number;
  }>(
    db,
    sql`select v.id, v.visited_at, c.id as client_id, c.full_name, count(*) over ()::int as total
        from visits v
        join clients c on c.id = v.client_id
        where v.hall_id = ${hallId}
          and v.visited_at >= date_trunc('day', ${now.toISOString()}::timestamptz at time zone
                (select timezone from halls where id = ${hallId}))
              at time zone (select timezone from halls where id = ${hallId})
        order by v.visited_at desc, v.id desc
        limit ${DOOR_VISITS}`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      hallId,
      visitedAt: new Date(r.visited_at).toISOString(),
      client: { id: r.client_id, shortName: shortName(r.full_name) },
    })),
    total: rows[0]?.total ?? 0,
  };
}
