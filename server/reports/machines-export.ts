import type { z } from '@hono/zod-openapi';
import { GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { text, money, percent, type ExportFile } from '../exports/export-file';
import type { MachinesReport } from './machine-schemas';
import { asciiRange, rangeName } from './report-exports';

/** The machine report's file: every machine and game of the range, then the floor's totals. */
export function machinesExport(
  hall: { id: number; name: string },
  report: z.infer<typeof MachinesReport>,
): ExportFile {
  const t = report.totals;
  return {
    name: `Отчёт по автоматам — ${hall.name} — ${rangeName(report)}`,
    asciiName: `machines-report-hall-${hall.id}-${asciiRange(report)}`,
    sections: [
      {
        title: 'По автоматам',
        columns: [
          text('Автомат'),
          text('Рег. номер в налоговом органе'),
          text('Модель'),
          text('Зона'),
          text('Игра'),
          text('Категория'),
          { header: 'Игр', kind: 'count' },
          money('Ставки, ₸'),
          money('Выигрыши, ₸'),
          money('Доход, ₸'),
          percent('Теоретический удерживаемый %'),
          percent('Фактический удерживаемый %'),
          percent('Отклонение, п.п.'),
          money('Отклонение, ₸'),
        ],
        rows: report.items.map((r) => [
          r.number,
          r.unregistered
            ? `${r.taxRegNo || 'нет'} (играл без регистрации или вне эксплуатации)`
            : r.taxRegNo,
          r.model,
          r.zone,
          r.game,
          GAME_CATEGORY_LABELS[r.category],
          r.plays,
          r.bets,
          r.wins,
          r.ggr,
          r.theoreticalHold,
          r.actualHold,
          r.variance,
          r.projectedVariance,
        ]),
        totals: [
          'Итого',
          null,
          null,
          null,
          null,
          null,
          t.plays,
          t.bets,
          t.wins,
          t.ggr,
          t.floorPar,
          t.actualHold,
          t.variance,
          t.projectedVariance,
        ],
      },
    ],
  };
}
