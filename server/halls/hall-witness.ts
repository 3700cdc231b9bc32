import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
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
