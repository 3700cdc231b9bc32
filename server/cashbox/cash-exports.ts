import { OPERATION_LABELS, OPERATION_SIGN, type OperationType } from '@/lib/shared/cashbox';
import { hallClock } from '@/lib/shared/hall-time';
import type { Db } from '../db/database';
import { text, money, count, type ExportFile } from '../exports/export-file';
import { allOperations, journalTotals, type JournalFilter } from './journal';
import type { ShiftReportRecord } from '../cash-desks/shift-schemas';

type Hall = { id: number; name: string; timezone: string };

/** An amount as the cash desk moved it: money out of the desk is negative. */
const signed = (type: OperationType, amount: string) =>
  OPERATION_SIGN[type] < 0n ? `-${amount}` : amount;

const TOTALS_COLUMNS = [text('Вид'), count('Операций'), money('Сумма, ₸')];

/** The cash journal of a filter: every operation, read as the file is sent, and the totals. */
export function journalFile(
  db: Db,
  hall: Hall,
  filter: JournalFilter,
  day: string,
  blind = false,
): ExportFile {
  const clock = hallClock(hall.timezone);
  async function* operations() {
    for await (const op of allOperations(db, hall.id, filter, blind)) {
      yield [
        op.id,
        clock.dateTime(op.createdAt),
        OPERATION_LABELS[op.type],
        signed(op.type, op.amount),
        op.balanceAfter,
        op.deskName,
        op.shiftId,
        op.createdBy,
        op.client?.shortName ?? null,
        op.terminal,
        op.note,
      ];
    }
  }
  async function* totals() {
    if (blind) return;
    for (const t of await journalTotals(db, hall.id, filter)) {
      yield [OPERATION_LABELS[t.type], t.count, signed(t.type, t.amount)];
    }
  }
  return {
    name: `Журнал кассы — ${hall.name} — ${day}`,
    asciiName: `cash-journal-hall-${hall.id}-${day}`,
    sections: [
      {
        title: 'Журнал операций',
        columns: [
          count('№'),
          text('Время', 18),
          text('Вид'),
          money('Сумма, ₸'),
          money('В кассе после, ₸'),
          text('Касса', 16),
          count('Смена'),
          text('Кассир', 28),
          text('Гость', 20),
          text('Автомат'),
          text('Комментарий', 40),
        ],
        rows: operations(),
      },
      { title: 'Итоги по видам', columns: TOTALS_COLUMNS, rows: totals() },
    ],
  };
}

/** A shift's X-report (open) or Z-report (closed), as the printed report holds it. */
export function shiftFile(hall: Hall, report: ShiftReportRecord): ExportFile {
  const clock = hallClock(hall.timezone);
  const at = (iso: string | null) => (iso ? clock.dateTime(iso) : null);
  const kind = report.status === 'closed' ? 'Z-отчёт' : 'X-отчёт';
  return {
    name: `${kind} смены № ${report.id} — ${hall.name}`,
    asciiName: `shift-${report.id}-hall-${hall.id}`,
    sections: [
      {
        title: 'Смена',
        columns: [text('Показатель', 24), text('Значение', 28)],
        rows: [
          ['Отчёт', `${kind} смены № ${report.id}`],
          ['Зал', hall.name],
          ['Касса', report.deskName],
          ['Открыта', at(report.openedAt)],
          ['Открыл(а)', report.openedBy],
          ['Закрыта', at(report.closedAt)],
          ['Закрыл(а)', report.closedBy],
          ['Операций', String(report.operationCount)],
        ],
      },
      {
        title: 'Наличные',
        columns: [text('Показатель', 24), money('Сумма, ₸')],
        rows: [
          ['На начало смены', report.openingCash],
          ['В кассе', report.balance],
          ['Ожидалось на закрытие', report.expectedCash],
          ['По факту', report.countedCash],
          ['Расхождение', report.discrepancy],
        ],
      },
      {
        title: 'Итоги по видам',
        columns: TOTALS_COLUMNS,
        rows: report.totals.map((t) => [
          OPERATION_LABELS[t.type],
          t.count,
          signed(t.type, t.amount),
        ]),
      },
      {
        title: 'Выплаты выигрышей',
        columns: [
          count('№ операции'),
          text('Время', 18),
          text('Гость', 20),
          text('Автомат'),
          money('Сумма, ₸'),
        ],
        rows: report.winnings.map((w) => [
          w.operationId,
          clock.dateTime(w.createdAt),
          w.client.shortName,
          w.terminal,
          w.amount,
        ]),
      },
    ],
  };
}
