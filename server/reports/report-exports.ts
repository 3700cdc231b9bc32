import type { z } from '@hono/zod-openapi';
import { GAME_CATEGORIES, GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { PERIOD_LABELS, type Period } from '@/lib/shared/periods';
import { bucketTitle, WEEKDAY_LABELS, type DayRange } from '@/lib/shared/report-range';
import type { Column, ExportFile } from '../exports/export-file';
import type { AttendanceReport, GamesReport, SummaryReport } from './report-schemas';

/** What the files of each report hold: the screen's tables, every row, with the totals. */

/** A report's range as its file's title and its ASCII file name spell it. */
export const rangeName = ({ from, to }: DayRange) => (from === to ? from : `${from}–${to}`);
export const asciiRange = ({ from, to }: DayRange) => (from === to ? from : `${from}_${to}`);

const money = (header: string): Column => ({ header, kind: 'money' });
const count = (header: string): Column => ({ header, kind: 'count' });
const MONEY_COLUMNS: Column[] = [
  count('Ставок, шт.'),
  money('Сумма ставок, ₸'),
  money('Выигрыши, ₸'),
  money('Доход (GGR), ₸'),
  { header: 'RTP, %', kind: 'percent' },
];
type MoneyFigures = z.infer<typeof GamesReport>['totals'];
const moneyCells = (f: MoneyFigures) => [f.betsCount, f.betsSum, f.winsSum, f.ggr, f.rtp];

const bucketColumn = (period: Period): Column => ({ header: PERIOD_LABELS[period], kind: 'text' });

export function gamesExport(
  hall: { id: number; name: string },
  report: z.infer<typeof GamesReport>,
): ExportFile {
  const period = report.period as Period;
  return {
    name: `Отчёт по играм — ${hall.name} — ${rangeName(report)}`,
    asciiName: `games-report-hall-${hall.id}-${asciiRange(report)}`,
    sections: [
      {
        title: 'По играм',
        columns: [
          { header: 'Игра', kind: 'text' },
          { header: 'Категория', kind: 'text' },
          ...MONEY_COLUMNS,
          { header: 'RTP по таблице, %', kind: 'percent' },
        ],
        rows: report.rows.map((r) => [
          r.name,
          GAME_CATEGORY_LABELS[r.category],
          ...moneyCells(r),
          r.theoreticalRtp,
        ]),
        totals: ['Итого', null, ...moneyCells(report.totals), null],
      },
      {
        title: 'Доход по категориям',
        columns: [
          bucketColumn(period),
          ...GAME_CATEGORIES.map((c) => money(`${GAME_CATEGORY_LABELS[c]}, ₸`)),
        ],
        rows: report.series.map((s) => [
          bucketTitle(period, s.bucket),
          ...GAME_CATEGORIES.map((c) => s[c]),
        ]),
      },
    ],
  };
}

export function attendanceExport(
  hall: { id: number; name: string },
  report: z.infer<typeof AttendanceReport>,
): ExportFile {
  const period = report.period as Period;
  return {
    name: `Посещаемость — ${hall.name} — ${rangeName(report)}`,
    asciiName: `attendance-hall-${hall.id}-${asciiRange(report)}`,
    sections: [
      {
        title: 'Посещаемость',
        columns: [
          bucketColumn(period),
          count('Посещения'),
          count('Уникальные клиенты'),
          count('Новые клиенты'),
          count('Отказано: моложе 21'),
          count('Отказано: ограничения'),
        ],
        rows: report.buckets.map((b) => [
          bucketTitle(period, b.bucket),
          b.visits,
          b.uniqueClients,
          b.newClients,
          b.refusedUnderAge,
          b.refusedRestricted,
        ]),
        // Unique clients do not add up across buckets: the same client comes on many days.
        totals: [
          'Итого',
          report.totals.visits,
          null,
          report.totals.newClients,
          report.totals.refusedUnderAge,
          report.totals.refusedRestricted,
        ],
      },
      {
        title: 'Среднее по дням недели',
        columns: [
          { header: 'День недели', kind: 'text' },
          ...Array.from({ length: 24 }, (_, h) => ({
            header: `${h}:00`,
            kind: 'count' as const,
            width: 8,
          })),
        ],
        rows: report.heatmap.map((d) => [WEEKDAY_LABELS[d.weekday - 1], ...d.hours]),
      },
    ],
  };
}

export function summaryExport(report: z.infer<typeof SummaryReport>): ExportFile {
  const figures = (f: z.infer<typeof SummaryReport>['totals']) => [
    f.visits,
    f.betsSum,
    f.winsSum,
    f.ggr,
    f.rtp,
    f.barSales,
    f.collections,
    f.equipmentOnline,
  ];
  return {
    name: `Сводный отчёт — ${PERIOD_LABELS[report.period as Period].toLowerCase()} — ${rangeName(report)}`,
    asciiName: `summary-${report.period}-${asciiRange(report)}`,
    sections: [
      {
        title: 'Сводный отчёт',
        columns: [
          { header: 'Зал', kind: 'text', width: 32 },
          { header: 'Город', kind: 'text' },
          count('Посещения'),
          money('Ставки, ₸'),
          money('Выигрыши, ₸'),
          money('Доход (GGR), ₸'),
          { header: 'RTP, %', kind: 'percent' },
          money('Продажи бара, ₸'),
          money('Инкассации, ₸'),
          { header: 'Оборудование в сети, %', kind: 'percent' },
        ],
        rows: report.rows.map((r) => [r.name, r.city, ...figures(r)]),
        totals: ['Итого', null, ...figures(report.totals)],
      },
    ],
  };
}
