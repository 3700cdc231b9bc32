import { z } from '@hono/zod-openapi';
import { GAME_CATEGORIES } from '@/lib/shared/games';
import { MACHINE_SORT_LABELS } from '@/lib/shared/machines-report';
import { ClosedDays } from '../gaming-days/closed-days';
import { pageQuery, sortQuery } from '../list-query';
import { GamesReportQuery } from './report-schemas';

/** The games report's filter (period, range, games, category), sorted and paged. */
export const MachinesReportQuery = GamesReportQuery.extend({
  ...sortQuery(MACHINE_SORT_LABELS, 'number'),
  ...pageQuery(25),
});

const money = (example: string, description?: string) =>
  z.string().openapi(description ? { example, description } : { example });
const percent = (description: string) => z.number().nullable().openapi({ description });

export const MachinesReport = z
  .object({
    period: z.enum(['hourly', 'daily', 'monthly', 'yearly']),
    from: z.string(),
    to: z.string(),
    items: z.array(
      z.object({
        deviceId: z.number().int(),
        number: z.string(),
        taxRegNo: z
          .string()
          .openapi({ description: 'Регистрация в налоговом органе; пусто — нет' }),
        unregistered: z.boolean().openapi({
          description:
            'Играл в периоде в день, когда не был в эксплуатации в зале или без регистрации (решение 069)',
        }),
        model: z.string(),
        zone: z.string(),
        gameId: z.number().int(),
        game: z.string(),
        category: z.enum(GAME_CATEGORIES),
        plays: z.number().int(),
        bets: money('125000.00', 'Ставки (coin in)'),
        wins: money('118750.00', 'Выигрыши (coin out)'),
        ggr: money('6250.00', 'Доход: ставки − выигрыши'),
        theoreticalHold: percent(
          'Теоретический удерживаемый %: 100 − RTP каталога; null — RTP не задан',
        ),
        actualHold: percent('Фактический удерживаемый %: доход ÷ ставки; null без ставок'),
        variance: percent('Отклонение фактического от теоретического, п.п.'),
        projectedVariance: money('-312.50', 'Отклонение в тенге: ставки × отклонение').nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.object({
      plays: z.number().int(),
      bets: money('125000.00'),
      wins: money('118750.00'),
      ggr: money('6250.00'),
      floorPar: percent(
        'Средний теоретический удерживаемый % зала, взвешенный по ставкам (игры с RTP)',
      ),
      actualHold: percent('Фактический удерживаемый % всех автоматов'),
      variance: percent('Отклонение фактического от среднего теоретического, п.п. (игры с RTP)'),
      projectedVariance: money('-312.50', 'Отклонение в тенге (игры с RTP)').nullable(),
    }),
    gamingDays: ClosedDays,
  })
  .openapi('MachinesReport');
