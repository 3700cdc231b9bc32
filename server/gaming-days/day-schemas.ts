import { z } from '@hono/zod-openapi';
import { DayCash, type DayCashRecord } from './day-cash';
import { isIsoDate } from '@/lib/shared/iso-date';
import { messages } from '@/lib/shared/validation/messages';
import { MachineMeters } from '../equipment/meter-schemas';
import { orNull } from '../fields';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery } from '../list-query';
import { DayFigures, MeterSet, type DayFiguresRecord, type MeterSetRecord } from './day-figures';

export const GAMING_DAY_STATUSES = ['open', 'awaiting', 'closed'] as const;

export const GamingDay = z
  .object({
    day: z.string().openapi({ example: '2026-12-06', description: 'Дата игрового дня зала' }),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(GAMING_DAY_STATUSES).openapi({
      description: 'open — идёт; awaiting — кончился, ждёт закрытия; closed — закрыт',
    }),
    closedAt: z.string().nullable(),
    closedBy: z.string().nullable().openapi({ description: 'Кто закрыл; null — закрыт сам' }),
    machines: z
      .number()
      .int()
      .openapi({ description: 'Автоматов в дне (закрытом) или передавших показания' }),
    noReading: z.number().int().openapi({ description: 'Автоматов без показаний в закрытом дне' }),
    adjustments: z.number().int().openapi({ description: 'Поздних показаний после закрытия' }),
    figures: DayFigures.openapi({
      description: 'Итоги дня: закрытого — замороженные при закрытии',
    }),
    adjusted: DayFigures.openapi({ description: 'Что добавили поздние показания после закрытия' }),
  })
  .openapi('GamingDay');

const Adjustment = z
  .object({
    recordedAt: z.string().openapi({ description: 'Когда пришло позднее показание' }),
    hour: z.string().openapi({ description: 'Час дня, к которому оно относится' }),
    figures: DayFigures,
  })
  .openapi('GamingDayAdjustment');

const ManualReadingState = z
  .object({
    id: z.number().int(),
    takenBy: z.string().nullable(),
    takenAt: z.string(),
    confirmedBy: z.string().nullable(),
    confirmedAt: z.string().nullable().openapi({ description: 'null — ждёт второго человека' }),
  })
  .openapi('ManualReadingState');

export const GamingDayMachine = z
  .object({
    deviceId: z.number().int(),
    number: z.string(),
    name: z.string(),
    source: z.enum(['meters', 'manual', 'none']).openapi({
      description: 'meters — по счётчикам автомата; manual — снято вручную; none — нет показаний',
    }),
    opened: MeterSet.nullable().openapi({ description: 'Счётчики на открытие дня' }),
    closed: MeterSet.nullable().openapi({ description: 'Счётчики на закрытие дня' }),
    figures: DayFigures,
    cash: DayCash,
    adjustments: z.array(Adjustment),
    manual: orNull(ManualReadingState).openapi({
      description: 'Показания, снятые вручную: кто снял и кто подтвердил, без самих цифр',
    }),
  })
  .openapi('GamingDayMachine');

const deviceId = z
  .number({ error: 'Автомат — номер устройства' })
  .int('Автомат — номер устройства')
  .positive('Автомат — номер устройства')
  .max(2_147_483_647, 'Автомат — номер устройства');

export const ManualReadingCreate = z
  .strictObject({ deviceId, machine: MachineMeters })
  .openapi('ManualReadingCreate');

export const ManualReadingConfirm = z
  .strictObject({ machine: MachineMeters })
  .openapi('ManualReadingConfirm');

export const GamingDayDetail = z
  .object({
    day: GamingDay,
    cash: DayCash.openapi({ description: 'Итоги игрового дня зала по наличным (decision 067)' }),
    machines: z.array(GamingDayMachine),
  })
  .openapi('GamingDayDetail');

export const GamingDayList = z.object({ items: z.array(GamingDay) }).openapi('GamingDayList');

/** At most this many days in one list. */
export const GAMING_DAYS_MAX = 93;

export const GamingDayListQuery = z
  .object(dateRangeQuery)
  .superRefine(checkRange)
  .superRefine((range, ctx) => {
    if (range.from && range.to) {
      const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
      if (days > GAMING_DAYS_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Не больше ${GAMING_DAYS_MAX} дней за один раз`,
        });
      }
    }
  });

export const GamingDayParams = HallParams.extend({
  date: z
    .string()
    .refine(isIsoDate, messages.invalidDate())
    .openapi({ param: { name: 'date', in: 'path' }, example: '2026-12-06' }),
});

export type GamingDayRecord = {
  day: string;
  startsAt: string;
  endsAt: string;
  status: (typeof GAMING_DAY_STATUSES)[number];
  closedAt: string | null;
  closedBy: string | null;
  machines: number;
  noReading: number;
  adjustments: number;
  figures: DayFiguresRecord;
  adjusted: DayFiguresRecord;
};

export type GamingDayMachineRecord = {
  deviceId: number;
  number: string;
  name: string;
  source: 'meters' | 'manual' | 'none';
  opened: MeterSetRecord | null;
  closed: MeterSetRecord | null;
  figures: DayFiguresRecord;
  cash: DayCashRecord;
  adjustments: { recordedAt: string; hour: string; figures: DayFiguresRecord }[];
  manual: {
    id: number;
    takenBy: string | null;
    takenAt: string;
    confirmedBy: string | null;
    confirmedAt: string | null;
  } | null;
};

export const ManualReadingParams = GamingDayParams.extend({
  readingId: z
    .string()
    .regex(/^\d{1,9}$/, 'Неверный номер показаний')
    .openapi({ param: { name: 'readingId', in: 'path' }, example: '1' }),
});
