import { sql } from 'drizzle-orm';
import type { Role } from '@/lib/shared/roles';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import type { Actor } from '../writes/actor';

/**
 * The second person of a two-person act (a drop, a RAM clear): of the hall's staff, in work, not
 * the one acting. A refusal goes under `witnessId`.
 */
export async function checkWitness(a: Actor, witnessId: number) {
  const [user] = await queryRows<{ disabled: boolean; in_hall: boolean }>(
    a.tx,
    sql`select u.disabled, u.role = 'admin'
          or exists (select 1 from user_halls where user_id = u.id and hall_id = ${a.hallId}) as in_hall
        from users u where u.id = ${witnessId}`,
  );
  const refuse = (message: string) =>
    new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', { witnessId: message });
  if (!user || !user.in_hall) throw refuse('Этот сотрудник не работает в зале');
  if (witnessId === a.user.id) throw refuse('Второй человек — не вы');
  if (user.disabled) throw refuse('Сотрудник уволен или его вход заблокирован');
}

/** Who may be the second person for `viewer`: the hall's staff in work and head office, not the viewer. */
export async function secondPeople(db: Db, hallId: number, viewerId: number) {
  const people = await queryRows<{ id: number; full_name: string; role: Role }>(
    db,
    sql`select u.id, u.full_name, u.role from users u
        where not u.disabled and u.id <> ${viewerId}
          and (u.role = 'admin' or u.id in (select user_id from user_halls where hall_id = ${hallId}))
        order by u.full_name`,
  );
  return people.map((p) => ({ id: p.id, fullName: p.full_name, role: p.role }));
}
