import { eq, sql } from 'drizzle-orm';
import { clockMinutes } from '@/lib/shared/halls';
import { halls } from '../db/schema';
import { ApiError } from '../errors';
import type { Actor } from '../writes/actor';
import { auditedEdit, uniqueOr409 } from '../writes/audited-edit';
import { recordChange } from '../writes/audit';
import type { HallChanges, HallInput, HallRecord } from './hall-schemas';
import { hallColumns, toHall, type HallRow } from './visible-halls';

const uniqueName = <T>(write: () => Promise<T>) =>
  uniqueOr409(write, 'halls_name_uq', 'name', 'Зал с таким названием уже есть');

/** The columns an input sets: the opening hours as minutes of the hall's clock. */
function values<T extends HallChanges>({ openHours, ...rest }: T) {
  return {
    ...rest,
    ...(openHours && {
      openFrom: clockMinutes(openHours.from),
      openTo: clockMinutes(openHours.to),
    }),
  };
}

/** «Добавить зал»: a new hall of the chain, open at once unless told otherwise. */
export async function createHall(a: Actor, input: HallInput): Promise<HallRecord> {
  const [row] = await uniqueName(() =>
    a.tx
      .insert(halls)
      .values({ ...values(input), createdAt: a.now })
      .returning(hallColumns),
  );
  const hall = toHall(row as HallRow);
  await recordChange(a, 'hall.create', { id: hall.id, hallId: hall.id }, null, hall);
  return hall;
}

/** «Настройки»: the hall's name, place, clock, hours or status, at the version the admin saw. */
export function updateHall(a: Actor, id: number, version: number, changes: HallChanges) {
  return auditedEdit(a, version, {
    action: 'hall.update',
    hallId: id,
    missing: 'Зал не найден',
    read: async () => {
      const [row] = await a.tx
        .select(hallColumns)
        .from(halls)
        .where(eq(halls.id, id))
        .for('update');
      return row && toHall(row as HallRow);
    },
    apply: async (current) => {
      const zone = changes.foreignersOnly ?? current.foreignersOnly;
      if (zone && !(changes.foreignersOnlySource ?? current.foreignersOnlySource)) {
        throw new ApiError(400, 'validation_failed', 'Проверьте заполнение полей', {
          foreignersOnlySource: 'Укажите основание: акт об игорной зоне для иностранцев',
        });
      }
      const [row] = await uniqueName(() =>
        a.tx
          .update(halls)
          .set({ ...values(changes), version: sql`${halls.version} + 1` })
          .where(eq(halls.id, id))
          .returning(hallColumns),
      );
      return toHall(row as HallRow);
    },
  });
}
