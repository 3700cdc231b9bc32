import { z } from '@hono/zod-openapi';
import { GAME_CATEGORIES, GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { PERIOD_LABELS, PERIODS_A, PERIODS_B, type Period } from '@/lib/shared/periods';
import { defaultRange, rangeErrors, wholeBuckets, type DayRange } from '@/lib/shared/report-range';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import { ClosedDays } from '../gaming-days/closed-days';
import { hallToday } from '../halls/hall-days';

const periodField = (periods: readonly [Period, ...Period[]]) =>
  z
    .enum(periods, {
      error: `Период: ${periods.map((p) => `${p} («${PERIOD_LABELS[p]}»)`).join(', ')}`,
    })
    .default('daily');

const dayField = (label: string) =>
  z
    .string()
    .max(10, 'Неверная дата')
    .optional()
    .openapi({ description: `${label} (дата зала, YYYY-MM-DD); по умолчанию — как на экране` });

const rangeFields = { from: dayField('С какого дня'), to: dayField('По какой день') };

/** Period A (hourly, daily, monthly) and range of the dashboard, games report and attendance. */
export const HallReportQuery = z.object({ period: periodField(PERIODS_A), ...rangeFields });
/** Period B (daily, monthly, yearly) and range of the summary. */
export const SummaryQuery = z.object({ period: periodField(PERIODS_B), ...rangeFields });

export const GamesReportQuery = HallReportQuery.extend({
  games: z
    .string()
    .max(400, 'Слишком много игр')
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Игры — номера через запятую')
    .optional()
    .openapi({ description: 'Номера игр через запятую', example: '1,3' }),
  category: z
    .enum(GAME_CATEGORIES, {
      error: `Категория: ${GAME_CATEGORIES.map((c) => `${c} («${GAME_CATEGORY_LABELS[c]}»)`).join(', ')}`,
    })
    .optional(),
});

/**
 * The range a report covers: the screen's default for what is missing (the hall's today), then
 * checked for the period; whole months and years for those periods.
 */
export async function reportRange(
  db: Db,
  hallId: number,
  query: { period: Period; from?: string; to?: string },
  now: Date,
): Promise<DayRange> {
  const fallback =
    query.from && query.to ? null : defaultRange(query.period, await hallToday(db, hallId, now));
  const from = query.from ?? (query.to && query.period === 'hourly' ? query.to : fallback!.from);
  const to = query.to ?? (query.period === 'hourly' ? from : fallback!.to);
  const errors = rangeErrors(query.period, from, to);
  if (errors.from || errors.to) {
    throw new ApiError(400, 'validation_failed', (errors.from ?? errors.to)!, errors);
  }
  return wholeBuckets(query.period, { from, to });
}

const money = (example: string) => z.string().openapi({ example });
const MoneyFields = {
  betsCount: z.number().int(),
  betsSum: money('125000.00'),
  winsSum: money('118750.00'),
  ggr: money('6250.00').openapi({ description: 'Доход: ставки − выигрыши' }),
  rtp: z.number().nullable().openapi({ description: 'Выигрыши ÷ ставки, %; null без ставок' }),
};
const RangeFields = {
  period: z.enum(['hourly', 'daily', 'monthly', 'yearly']),
  from: z.string(),
  to: z.string(),
};

export const GamesReport = z
  .object({
    ...RangeFields,
    rows: z.array(
      z.object({
        gameId: z.number().int(),
        name: z.string(),
        category: z.enum(GAME_CATEGORIES),
        ...MoneyFields,
        theoreticalRtp: z
          .number()
          .nullable()
          .openapi({ description: 'RTP по таблице выплат игры (каталог), %; null — не задан' }),
      }),
    ),
    totals: z.object(MoneyFields),
    gamingDays: ClosedDays,
    series: z.array(
      z
        .object({
          bucket: z.string(),
          slots: money('1500.00'),
          roulette: money('1500.00'),
          bingo: money('1500.00'),
          lottery: money('1500.00'),
          cards: money('1500.00'),
          new: money('0.00'),
        })
        .openapi({
          description:
            'Доход по категориям игр в каждом интервале; new — игры, впервые пришедшие в счётчиках, без категории',
        }),
    ),
  })
  .openapi('GamesReport');

/** Guests turned away at the door, by reason: counts only. */
const Refused = {
  refusedUnderAge: z.number().int().openapi({ description: 'Отказано во входе: моложе 21 года' }),
  refusedRestricted: z
    .number()
    .int()
    .openapi({ description: 'Отказано во входе: в реестре ограничений' }),
};

export const AttendanceReport = z
  .object({
    ...RangeFields,
    buckets: z.array(
      z.object({
        bucket: z.string(),
        visits: z.number().int(),
        uniqueClients: z.number().int(),
        newClients: z.number().int(),
        ...Refused,
      }),
    ),
    totals: z.object({
      visits: z.number().int(),
      newClients: z.number().int(),
      ...Refused,
    }),
    peakHour: z
      .object({ hour: z.number().int(), visits: z.number().int() })
      .nullable()
      .openapi({ description: 'Час 0–23 с наибольшим числом посещений за период' }),
    heatmap: z
      .array(z.object({ weekday: z.number().int(), hours: z.array(z.number()) }))
      .openapi({ description: 'Пн–Вс × часы 0–23: среднее число посещений' }),
  })
  .openapi('AttendanceReport');

const Kpis = z.object({
  bets: money('125000.00'),
  wins: money('118750.00'),
  ggr: money('6250.00'),
  rtp: z.number().nullable(),
  visits: z.number().int(),
  newClients: z.number().int(),
});

export const DashboardReport = z
  .object({
    ...RangeFields,
    previous: z.object({
      from: z.string(),
      to: z.string(),
      untilHour: z.number().int().nullable().openapi({
        description:
          'Сегодня по часам: прошлый день взят только по этот час включительно (null — целиком)',
      }),
    }),
    kpis: z.object({ current: Kpis, previous: Kpis }),
    series: z.array(z.object({ bucket: z.string(), bets: money('1000.00'), ggr: money('50.00') })),
    visitsByHour: z.array(z.number().int()).openapi({ description: 'Посещения по часам 0–23' }),
    gamingDays: ClosedDays,
    topGames: z.array(
      z.object({
        gameId: z.number().int(),
        name: z.string(),
        category: z.enum(GAME_CATEGORIES),
        betsSum: money('1000.00'),
        ggr: money('50.00'),
      }),
    ),
    gamesBelowLegalRtp: z
      .array(z.object({ gameId: z.number().int(), name: z.string(), theoreticalRtp: z.number() }))
      .openapi({
        description:
          'Игры каталога с RTP ниже 95 % (ст. 12 Закона «Об игорном бизнесе»): до исправления',
      }),
  })
  .openapi('DashboardReport');

const SummaryFigures = {
  visits: z.number().int(),
  ...MoneyFields,
  barSales: money('35000.00'),
  collections: money('500000.00'),
};

export const SummaryReport = z
  .object({
    ...RangeFields,
    rows: z.array(
      z.object({
        hallId: z.number().int(),
        rowKey: z.string(),
        name: z.string(),
        city: z.string(),
        ...SummaryFigures,
        equipmentOnline: z
          .number()
          .nullable()
          .openapi({ description: 'Устройств в сети сейчас, %; null без устройств' }),
        gamingDays: ClosedDays,
      }),
    ),
    totals: z.object({
      ...SummaryFigures,
      equipmentOnline: z.number().nullable(),
      gamingDays: ClosedDays,
    }),
  })
  .openapi('SummaryReport');

export const HallSummaryReport = z
  .object({
    ...RangeFields,
    hallId: z.number().int(),
    buckets: z.array(z.object({ bucket: z.string(), ...SummaryFigures })),
    gamingDays: ClosedDays,
  })
  .openapi('HallSummaryReport');

export const Game = z
  .object({ id: z.number().int(), name: z.string(), category: z.enum(GAME_CATEGORIES) })
  .openapi('GameOption');
