/** A desk's link to its register: written by head office, read without its secrets. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/database';
import { cashDesks, fiscalRegisters } from '../db/schema';
import { ApiError, errors } from '../errors';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';
import { uniqueOr409 } from '../writes/audited-edit';
import type { RegisterInput, RegisterRecord } from './register-schemas';
import { HELD_CODES } from './webkassa-answers';

/** The desks' links of a hall, by desk (one read for the list of desks). */
export async function registersOfHall(db: Db, hallId: number) {
  const rows = await queryRows<{
    desk_id: number;
    provider: RegisterRecord['provider'];
    cashbox: string;
    registration_number: string | null;
    ofd_name: string | null;
    linked_at: Date | string;
    auth_error: string | null;
    pending: number;
    held_code: number | null;
    held_error: string | null;
  }>(
    db,
    sql`select r.desk_id, r.provider, r.cashbox_unique_number as cashbox, r.registration_number,
          r.ofd_name, r.linked_at, case when r.auth_failed_at is not null then r.auth_error end as auth_error,
          (select count(*)::int from fiscal_documents d
            where d.register_id = r.id and d.status = 'pending') as pending,
          head.error_code as held_code, head.last_error as held_error
        from fiscal_registers r
        left join lateral (
          select d.error_code, d.last_error from fiscal_documents d
          where d.register_id = r.id and d.status = 'pending' order by d.id limit 1
        ) head on head.error_code in (${sql.join(HELD_CODES, sql`, `)})
        where r.hall_id = ${hallId} and r.unlinked_at is null`,
  );
  return new Map(
    rows.map((r): [number, RegisterRecord] => [
      r.desk_id,
      {
        provider: r.provider,
        cashboxUniqueNumber: r.cashbox,
        registrationNumber: r.registration_number,
        ofdName: r.ofd_name,
        linkedAt: new Date(r.linked_at).toISOString(),
        signInRefused: r.auth_error,
        pending: r.pending,
        held: r.held_code === null ? null : { code: r.held_code, error: r.held_error ?? '' },
      },
    ]),
  );
}

/** The desk of the hall that may sell, locked; a safe or another hall's desk is refused. */
async function sellingDesk(a: Actor, deskId: number) {
  const [desk] = await a.tx
    .select({ kind: cashDesks.kind, retiredAt: cashDesks.retiredAt })
    .from(cashDesks)
    .where(and(eq(cashDesks.id, deskId), eq(cashDesks.hallId, a.hallId)))
    .for('update');
  if (!desk) throw errors.notFound('Касса не найдена');
  if (desk.kind === 'safe') {
    throw new ApiError(
      409,
      'desk_not_selling',
      'Сейф не продаёт: кассу ККМ привязывают к окну или бару',
    );
  }
  if (desk.retiredAt) throw new ApiError(409, 'desk_retired', 'Касса выведена из работы');
}

/**
 * Links the desk to a register, or enters its credentials again (which lets a register whose
 * sign-in was refused try once more). Documents waiting for the old link keep their register.
 */
export async function linkRegister(a: Actor, deskId: number, input: RegisterInput): Promise<void> {
  await sellingDesk(a, deskId);
  const [current] = await a.tx
    .select({ id: fiscalRegisters.id, cashbox: fiscalRegisters.cashboxUniqueNumber })
    .from(fiscalRegisters)
    .where(and(eq(fiscalRegisters.deskId, deskId), isNull(fiscalRegisters.unlinkedAt)))
    .for('update');
  const credentials = {
    login: input.login,
    password: input.password,
    apiKey: input.apiKey,
    token: null,
    authFailedAt: null,
    authError: null,
  };
  const taken = <T>(write: () => Promise<T>) =>
    uniqueOr409(
      write,
      'fiscal_registers_number_uq',
      'cashboxUniqueNumber',
      'Эта касса ККМ уже привязана к другой кассе',
    );
  if (current && current.cashbox === input.cashboxUniqueNumber) {
    await a.tx.update(fiscalRegisters).set(credentials).where(eq(fiscalRegisters.id, current.id));
  } else {
    if (current) {
      await a.tx
        .update(fiscalRegisters)
        .set({ unlinkedAt: a.now })
        .where(eq(fiscalRegisters.id, current.id));
    }
    await taken(() =>
      a.tx.insert(fiscalRegisters).values({
        hallId: a.hallId,
        deskId,
        provider: input.provider,
        cashboxUniqueNumber: input.cashboxUniqueNumber,
        ...credentials,
        linkedBy: a.user.id,
        linkedAt: a.now,
      }),
    );
  }
  // The audit names the register, never its secrets.
  await recordAudit(a, 'fiscal_register.link', deskId, {
    provider: input.provider,
    cashboxUniqueNumber: input.cashboxUniqueNumber,
    credentials: 'entered',
  });
}

/** Unlinks the desk: its next sales have no cheque; what is waiting is still sent. */
export async function unlinkRegister(a: Actor, deskId: number): Promise<void> {
  await sellingDesk(a, deskId);
  const unlinked = await a.tx
    .update(fiscalRegisters)
    .set({ unlinkedAt: a.now })
    .where(and(eq(fiscalRegisters.deskId, deskId), isNull(fiscalRegisters.unlinkedAt)))
    .returning({ cashbox: fiscalRegisters.cashboxUniqueNumber });
  if (unlinked.length === 0) {
    throw new ApiError(404, 'not_linked', 'Касса не привязана к кассе ККМ');
  }
  await recordAudit(a, 'fiscal_register.unlink', deskId, {
    cashboxUniqueNumber: unlinked[0].cashbox,
  });
}

/** The register of the desk that holds this shift, if the desk is linked. */
export async function registerOfShift(db: Db, shiftId: number) {
  const [row] = await queryRows<{ id: number; desk_id: number }>(
    db,
    sql`select r.id, r.desk_id from shifts s
        join fiscal_registers r on r.desk_id = s.desk_id and r.unlinked_at is null
        where s.id = ${shiftId}`,
  );
  return row ?? null;
}
