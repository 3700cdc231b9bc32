import {
  MONTH_NOTE_LABELS,
  quarterBounds,
  quarterDueDates,
  quarterKey,
  quarterLabel,
  quarterMonths,
  type Quarter,
} from '@/lib/shared/gambling-tax';
import { dottedDay } from '@/lib/shared/iso-date';
import { MONTH_NAMES } from '@/lib/shared/report-range';
import { count, money, text, type Cell, type ExportFile } from '../exports/export-file';
import type { TaxObject } from './tax-draft';

const monthName = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1];
const day = (iso: string | null) => (iso ? dottedDay(iso) : null);

/**
 * The quarter as the declaration's figures: a sheet of its totals (form 710.00) and a row per
 * object with its months (appendix 710.01). The official line layout is not verified, so the
 * columns say plainly what they hold (decision 069).
 */
export function taxFile(
  hall: { id: number; name: string },
  q: Quarter,
  draft: {
    mrp: number;
    rateMrp: number;
    objects: TaxObject[];
    total: string;
    version: number | null;
  },
): ExportFile {
  const months = quarterMonths(q);
  const due = quarterDueDates(q);
  const { from, to } = quarterBounds(q);
  const share = (o: TaxObject, month: string) => o.months.find((m) => m.month === month);
  const objectRows: Cell[][] = draft.objects.map((o, i) => [
    i + 1,
    o.number,
    o.manufacturer,
    o.model,
    o.serial,
    o.taxRegNo || 'не зарегистрирован',
    day(o.taxRegDate),
    day(o.inServiceFrom),
    day(o.outOfServiceOn),
    ...months.flatMap((m) => {
      const s = share(o, m);
      return [s ? (s.halves === 2 ? 'полная' : 'половина') : null, s ? s.amount : null];
    }),
    o.total,
    o.months
      .map((m) => (m.note ? `${monthName(m.month)}: ${MONTH_NOTE_LABELS[m.note]}` : ''))
      .filter(Boolean)
      .join('; ') || null,
  ]);
  const label = draft.version === null ? 'черновик' : `версия ${draft.version}`;
  return {
    name: `Налог на игорный бизнес — ${hall.name} — ${quarterKey(q)} (${label})`,
    asciiName: `gambling-tax-hall-${hall.id}-${quarterKey(q)}${draft.version === null ? '-draft' : `-v${draft.version}`}`,
    sections: [
      {
        title: 'Декларация (710.00)',
        columns: [text('Показатель', 44), text('Значение', 28)],
        rows: [
          ['Налоговый период', `${quarterLabel(q)} (${dottedDay(from)} — ${dottedDay(to)})`],
          ['Зал (место нахождения объектов)', hall.name],
          ['Вид объекта', 'Игровой автомат'],
          ['Объектов в периоде', String(draft.objects.length)],
          ['МРП на первый день квартала, ₸', String(draft.mrp)],
          ['Ставка за объект в месяц, МРП', String(draft.rateMrp)],
          ['Налог за квартал, ₸', draft.total],
          ['Срок представления декларации', dottedDay(due.declaration)],
          ['Срок уплаты', dottedDay(due.payment)],
          ['Документ', label],
        ],
      },
      {
        title: 'Объекты (710.01)',
        columns: [
          count('№'),
          text('Номер в зале', 10),
          text('Производитель', 18),
          text('Модель', 20),
          text('Серийный номер', 18),
          text('Рег. номер в налоговом органе', 20),
          text('Дата регистрации', 12),
          text('Установлен', 12),
          text('Выбыл', 12),
          ...months.flatMap((m) => [
            text(`Ставка: ${monthName(m)}`, 10),
            money(`Налог: ${monthName(m)}, ₸`),
          ]),
          money('Налог за квартал, ₸'),
          text('Примечание', 40),
        ],
        rows: objectRows,
        totals: [
          'Итого',
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          ...months.flatMap(() => [null, null]),
          draft.total,
          null,
        ],
      },
    ],
  };
}
