import { VARIANCE_KIND_LABELS, type SignOffLevel } from '@/lib/shared/cash-desks';
import { hallClock } from '@/lib/shared/hall-time';
import type { Db } from '../db/database';
import { text, money, count, type ExportFile } from '../exports/export-file';
import { allVariances, variancesByPerson } from './variances';
import type { VarianceFilter } from './variance-schemas';

type Hall = { id: number; name: string; timezone: string };

const SIGN_OFF_LABELS: Record<SignOffLevel, string> = {
  none: 'не нужна',
  manager: 'управляющий',
  head_office: 'управляющий и главный офис',
};

/** The variance report of a filter as a file: by person, then every variance. */
export function varianceFile(db: Db, hall: Hall, filter: VarianceFilter, day: string): ExportFile {
  const clock = hallClock(hall.timezone);
  async function* people() {
    for (const p of await variancesByPerson(db, hall.id, filter)) {
      yield [
        p.person,
        p.shifts,
        p.shortages,
        `-${p.shortage}`,
        p.overages,
        p.overage,
        p.aboveThreshold,
        p.awaiting,
      ];
    }
  }
  async function* variances() {
    for await (const v of allVariances(db, hall.id, filter)) {
      yield [
        v.id,
        clock.dateTime(v.at),
        VARIANCE_KIND_LABELS[v.kind],
        v.deskName,
        v.person,
        v.amount,
        SIGN_OFF_LABELS[v.signOff],
        v.managerBy ? `${v.managerBy}: ${v.managerReason}` : null,
        v.headOfficeBy ? `${v.headOfficeBy}: ${v.headOfficeReason}` : null,
      ];
    }
  }
  return {
    name: `Расхождения кассы — ${hall.name} — ${day}`,
    asciiName: `cash-variances-hall-${hall.id}-${day}`,
    sections: [
      {
        title: 'По сотрудникам',
        columns: [
          text('Сотрудник', 28),
          count('Смен'),
          count('Недостач'),
          money('Недостача, ₸'),
          count('Излишков'),
          money('Излишек, ₸'),
          count('Выше порога'),
          count('Ждут подписи'),
        ],
        rows: people(),
      },
      {
        title: 'Расхождения',
        columns: [
          count('№'),
          text('Когда', 18),
          text('Пересчёт', 18),
          text('Касса', 16),
          text('Сотрудник', 28),
          money('Расхождение, ₸'),
          text('Подпись', 20),
          text('Управляющий', 40),
          text('Главный офис', 40),
        ],
        rows: variances(),
      },
    ],
  };
}
