import { z } from '@hono/zod-openapi';
import {
  HALL_ADDRESS_MAX,
  HALL_CITY_MAX,
  HALL_NAME_MAX,
  HALL_STATUSES,
  isClockTime,
  isTimeZone,
} from '@/lib/shared/halls';
import { messages } from '@/lib/shared/validation/messages';
import { COUNT_POLICIES } from '@/lib/shared/cash-desks';
import { requiredText } from '../fields';
import { versionField } from '../list-query';

const text = (label: string, max: number) =>
  requiredText(label).trim().min(1, messages.required(label)).max(max, messages.lengthMax(max));

const clock = (label: string) =>
  requiredText(label)
    .trim()
    .refine(isClockTime, 'Время в виде ЧЧ:ММ, от 00:00 до 23:59')
    .openapi({ example: '10:00' });

const OpenHours = z
  .strictObject(
    { from: clock('Открытие'), to: clock('Закрытие') },
    { error: 'Укажите часы работы: { from: "10:00", to: "06:00" }' },
  )
  .openapi('OpenHours', {
    description:
      'Часы работы по часам зала; «to» раньше «from» — работа после полуночи, равные — круглосуточно',
  });

const timezone = requiredText('Часовой пояс')
  .trim()
  .refine(isTimeZone, 'Часовой пояс из базы IANA, например Asia/Almaty')
  .openapi({ example: 'Asia/Almaty' });

const status = z.enum(HALL_STATUSES, { error: 'Статус: open или closed' });

/** How the hall counts its cash (decision 060). */
const blindCount = z.boolean({ error: 'Слепой пересчёт: true или false' }).openapi({
  description: 'Кассиру не показывают ожидаемые наличные; пересчёт вне допуска — повторить',
});
const countByDenomination = z
  .enum(COUNT_POLICIES, {
    error: 'Пересчёт: required (по купюрам и монетам) или optional (можно итогом)',
  })
  .openapi({ description: 'required — по купюрам и монетам; optional — можно итогом' });

const cashierConfirmsSafe = z
  .boolean({ error: 'Подтверждение пересчёта сейфа кассиром: true или false' })
  .openapi({
    description:
      'Второй пересчёт сейфа может сделать кассир со своего экрана; false — только управляющий или центральный офис',
  });

/** The gaming day (decision 065): its hall-local start hour and the wait for late readings. */
const gamingDayStartHour = z
  .number({ error: 'Начало игрового дня — час от 0 до 23' })
  .int('Начало игрового дня — час от 0 до 23')
  .min(0, 'Начало игрового дня — час от 0 до 23')
  .max(23, 'Начало игрового дня — час от 0 до 23')
  .openapi({ description: 'Час зала, с которого начинается игровой день', example: 6 });
const gamingDayGraceMinutes = z
  .number({ error: 'Ожидание поздних показаний — минут от 0 до 720' })
  .int('Ожидание поздних показаний — минут от 0 до 720')
  .min(0, 'Ожидание поздних показаний — минут от 0 до 720')
  .max(720, 'Ожидание поздних показаний — минут от 0 до 720')
  .openapi({
    description: 'Сколько минут после конца игрового дня ждать поздних показаний до закрытия',
    example: 30,
  });

/** How far a machine's meters and the cash may differ before it is a variance (decision 067). */
const machineToleranceTenge = z
  .number({ error: 'Допуск по автоматам — тенге от 0 до 1 000 000' })
  .int('Допуск по автоматам — тенге от 0 до 1 000 000')
  .min(0, 'Допуск по автоматам — тенге от 0 до 1 000 000')
  .max(1_000_000, 'Допуск по автоматам — тенге от 0 до 1 000 000')
  .openapi({
    description:
      'Расхождение счётчиков автомата и наличных (выемка, зачисления, ручные выплаты) больше этого — на подпись',
    example: 1000,
  });

/** The weekdays of the drop's schedule (decision 066): each once, Monday 1 … Sunday 7. */
const dropWeekdays = z
  .array(
    z
      .number({ error: 'День выемки — от 1 (понедельник) до 7 (воскресенье)' })
      .int('День выемки — от 1 (понедельник) до 7 (воскресенье)')
      .min(1, 'День выемки — от 1 (понедельник) до 7 (воскресенье)')
      .max(7, 'День выемки — от 1 (понедельник) до 7 (воскресенье)'),
    { error: 'Дни выемки — список дней недели' },
  )
  .max(7, 'Дни выемки — не больше семи')
  .refine((days) => new Set(days).size === days.length, 'Дни выемки не должны повторяться')
  .transform((days) => [...days].sort((a, b) => a - b))
  .openapi({
    description:
      'Дни недели выемки по графику: 1 — понедельник … 7 — воскресенье; пусто — по требованию',
    example: [1, 4],
  });

/** A tourist gambling zone (decision 069): only foreigners and stateless persons enter. */
const foreignersOnly = z.boolean({ error: 'Только для иностранцев: true или false' }).openapi({
  description:
    'Вход только для иностранных граждан и лиц без гражданства; граждан Казахстана дверь не пускает',
});
const foreignersOnlySource = z
  .string({ error: 'Поле «Основание» должно быть текстом' })
  .trim()
  .max(300, messages.lengthMax(300))
  .openapi({ description: 'Акт, по которому зал в такой зоне (обязателен при foreignersOnly)' });

/** A zone for foreigners only names its act. */
const zoneNamed = (
  hall: { foreignersOnly?: boolean; foreignersOnlySource?: string },
  ctx: z.RefinementCtx,
) => {
  if (hall.foreignersOnly && !hall.foreignersOnlySource) {
    ctx.addIssue({
      code: 'custom',
      path: ['foreignersOnlySource'],
      message: 'Укажите основание: акт об игорной зоне для иностранцев',
    });
  }
};

export const HallCreate = z
  .strictObject({
    name: text('Название', HALL_NAME_MAX),
    city: text('Город', HALL_CITY_MAX),
    address: text('Адрес', HALL_ADDRESS_MAX),
    timezone,
    openHours: OpenHours,
    status: status.default('open'),
    blindCount: blindCount.default(false),
    countByDenomination: countByDenomination.default('optional'),
    cashierConfirmsSafe: cashierConfirmsSafe.default(true),
    gamingDayStartHour: gamingDayStartHour.default(6),
    gamingDayGraceMinutes: gamingDayGraceMinutes.default(30),
    machineToleranceTenge: machineToleranceTenge.default(1000),
    dropWeekdays: dropWeekdays.default([]),
    foreignersOnly: foreignersOnly.default(false),
    foreignersOnlySource: foreignersOnlySource.default(''),
  })
  .superRefine(zoneNamed)
  .openapi('HallCreate');

export const HallUpdate = z
  .strictObject({
    version: versionField,
    name: text('Название', HALL_NAME_MAX).optional(),
    city: text('Город', HALL_CITY_MAX).optional(),
    address: text('Адрес', HALL_ADDRESS_MAX).optional(),
    timezone: timezone.optional(),
    openHours: OpenHours.optional(),
    status: status.optional(),
    blindCount: blindCount.optional(),
    countByDenomination: countByDenomination.optional(),
    cashierConfirmsSafe: cashierConfirmsSafe.optional(),
    gamingDayStartHour: gamingDayStartHour.optional(),
    gamingDayGraceMinutes: gamingDayGraceMinutes.optional(),
    machineToleranceTenge: machineToleranceTenge.optional(),
    dropWeekdays: dropWeekdays.optional(),
    foreignersOnly: foreignersOnly.optional(),
    foreignersOnlySource: foreignersOnlySource.optional(),
  })
  .superRefine(zoneNamed)
  .openapi('HallUpdate');

export const Hall = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    address: z.string(),
    timezone: z.string().openapi({ example: 'Asia/Almaty' }),
    currency: z.string().openapi({ example: 'KZT' }),
    status: z.enum(HALL_STATUSES),
    openHours: z.object({ from: z.string(), to: z.string() }).openapi({
      example: { from: '10:00', to: '06:00' },
    }),
    blindCount: z.boolean(),
    countByDenomination: z.enum(COUNT_POLICIES),
    cashierConfirmsSafe: z.boolean(),
    gamingDayStartHour: z.number().int(),
    gamingDayGraceMinutes: z.number().int(),
    machineToleranceTenge: z.number().int(),
    dropWeekdays: z.array(z.number().int()),
    foreignersOnly: z.boolean(),
    foreignersOnlySource: z.string(),
    version: z.number().int(),
    todayVisitors: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Посещений за сегодняшний день зала (в списке залов)' }),
    gameTerminals: z.number().int().optional().openapi({
      description:
        'Игровых автоматов в работе (в списке залов): лицензия требует не меньше 60 (ст. 12 Закона «Об игорном бизнесе»)',
    }),
  })
  .openapi('Hall');

export type HallInput = z.infer<typeof HallCreate>;
export type HallChanges = Omit<z.infer<typeof HallUpdate>, 'version'>;
export type HallRecord = z.infer<typeof Hall>;
