import { z } from '@hono/zod-openapi';
import { GAME_CODE_MAX, isGameCode } from '@/lib/shared/game-catalogue';
import { toMinorUnits } from '@/lib/shared/money';
import {
  BILL_DENOMINATIONS,
  MACHINE_COUNT_METERS,
  MACHINE_METER_LABELS,
  MACHINE_MONEY_METERS,
  METER_DIGITS_DEFAULT,
  METER_DIGITS_MAX,
  METER_DIGITS_MIN,
  type MachineMeterName,
} from '@/lib/shared/machine-meters';

/** A call carries what a machine kept while it was cut off: at most this many readings. */
export const READINGS_MAX = 1_000;
/** Games of one multi-game machine in one reading. */
export const GAMES_PER_READING_MAX = 100;
/** Digits of a money meter before the point: 10¹³ ₸, so that sums of them stay within bigint. */
const MONEY_DIGITS_MAX = 13;
/** A plays meter: twelve digits (SAS meters roll over far below). */
const PLAYS_MAX = 999_999_999_999;

/** A money meter: a decimal string in tenge, at most two places, never negative. */
export const meterMoney = (label: string) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const message = moneyMessage(label, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => toMinorUnits(value as string))
    .openapi({ type: 'string', example: '10234500.00', description: `${label}, ₸ (строкой)` });

function moneyMessage(label: string, value: unknown): string | null {
  if (typeof value !== 'string') return `${label} — строка с суммой, например "10234500.00"`;
  if (/^\s*-/.test(value)) return `${label} не может быть отрицательной`;
  const match = /^(\d+)(\.\d{1,2})?$/.exec(value);
  if (!match) return `${label} — число с точкой и не больше двух знаков после неё`;
  if (match[1].length > MONEY_DIGITS_MAX) {
    return `${label}: не больше ${MONEY_DIGITS_MAX} цифр до точки`;
  }
  return null;
}

const GameMeters = z
  .strictObject({
    code: z
      .string({ error: 'Код игры — строка' })
      .min(1, 'Укажите код игры')
      .max(GAME_CODE_MAX, `Код игры — не больше ${GAME_CODE_MAX} символов`)
      .refine(isGameCode, 'Код игры — латинские буквы, цифры, «-», «_» и «.»')
      .openapi({ example: 'AZTEC-GOLD' }),
    plays: z
      .number({ error: 'Число игр — целое число' })
      .int('Число игр — целое число')
      .min(0, 'Число игр не может быть отрицательным')
      .max(PLAYS_MAX, 'Число игр: не больше 12 цифр')
      .openapi({ example: 881234, description: 'Сыграно игр, всего за жизнь автомата' }),
    bets: meterMoney('Сумма ставок'),
    wins: meterMoney('Сумма выигрышей'),
  })
  .openapi('GameMeters');

/** A count meter of the machine: a whole number, never negative, at most 14 digits. */
const countMeter = (label: string) =>
  z
    .number({ error: `${label} — целое число` })
    .int(`${label} — целое число`)
    .min(0, `${label} не может быть отрицательным`)
    .max(10 ** METER_DIGITS_MAX - 1, `${label}: не больше ${METER_DIGITS_MAX} цифр`)
    .transform((value) => BigInt(value))
    .openapi({ type: 'integer', example: 1042 });

const NOTES = BILL_DENOMINATIONS.map(String);

const machineFields = {
  ...Object.fromEntries(
    MACHINE_MONEY_METERS.map((name) => [name, meterMoney(MACHINE_METER_LABELS[name]).optional()]),
  ),
  ...Object.fromEntries(
    MACHINE_COUNT_METERS.map((name) => [name, countMeter(MACHINE_METER_LABELS[name]).optional()]),
  ),
} as Record<MachineMeterName, z.ZodOptional<ReturnType<typeof countMeter>>>;

/**
 * The machine's own cumulative meters (SAS 6.02), optional as a whole and each: an older device
 * sends none. `digits` is the size its meters roll over at, in their own unit (tiyn for money).
 */
export const MachineMeters = z
  .strictObject({
    digits: z
      .number({ error: 'Разрядность счётчиков — целое число' })
      .int('Разрядность счётчиков — целое число')
      .min(
        METER_DIGITS_MIN,
        `Разрядность счётчиков — от ${METER_DIGITS_MIN} до ${METER_DIGITS_MAX}`,
      )
      .max(
        METER_DIGITS_MAX,
        `Разрядность счётчиков — от ${METER_DIGITS_MIN} до ${METER_DIGITS_MAX}`,
      )
      .default(METER_DIGITS_DEFAULT)
      .openapi({ description: 'Сколько цифр у счётчиков автомата до перехода через ноль' }),
    ...machineFields,
    bills: z
      .record(z.string(), countMeter('Число купюр'), { error: 'Купюры — объект «номинал: число»' })
      .superRefine((bills, ctx) => {
        for (const note of Object.keys(bills)) {
          if (!NOTES.includes(note)) {
            ctx.addIssue({
              code: 'custom',
              path: [note],
              message: `Номинал ${note.slice(0, 20)}: купюроприёмник принимает ${NOTES.join(', ')} ₸`,
            });
          }
        }
      })
      .optional()
      .openapi({
        example: { '1000': 412, '5000': 37 },
        description: 'Принято купюр по номиналам (тенге), с начала жизни автомата',
      }),
  })
  .superRefine((machine, ctx) => {
    const limit = 10n ** BigInt(machine.digits);
    const over = (value: bigint | undefined) => value !== undefined && value >= limit;
    for (const name of [...MACHINE_MONEY_METERS, ...MACHINE_COUNT_METERS]) {
      if (over(machine[name])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${MACHINE_METER_LABELS[name]}: больше, чем помещается в ${machine.digits} цифр счётчика`,
        });
      }
    }
    for (const [note, count] of Object.entries(machine.bills ?? {})) {
      if (over(count)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bills', note],
          message: `Купюр ${note} ₸: больше, чем помещается в ${machine.digits} цифр счётчика`,
        });
      }
    }
  })
  .openapi('MachineMeters');

export const MeterReading = z
  .strictObject({
    seq: z
      .number({ error: 'Номер показания — целое число' })
      .int('Номер показания — целое число')
      .min(0, 'Номер показания не может быть отрицательным')
      .max(Number.MAX_SAFE_INTEGER, 'Номер показания слишком большой')
      .openapi({ example: 1042, description: 'Растёт с каждым показанием автомата' }),
    at: z.iso
      .datetime({ offset: true, error: 'Время показания — дата и время ISO 8601' })
      .openapi({ example: '2026-11-25T18:42:00+05:00' }),
    games: z
      .array(GameMeters, { error: 'Счётчики игр — список' })
      .min(1, 'Нужен счётчик хотя бы одной игры')
      .max(GAMES_PER_READING_MAX, `Не больше ${GAMES_PER_READING_MAX} игр в показании`)
      .superRefine((games, ctx) => {
        const seen = new Set<string>();
        games.forEach((game, i) => {
          const code = game.code.toLowerCase();
          if (seen.has(code)) {
            ctx.addIssue({
              code: 'custom',
              message: 'Игра уже есть в этом показании',
              path: [i, 'code'],
            });
          }
          seen.add(code);
        });
      }),
    machine: MachineMeters.optional(),
  })
  .openapi('MeterReading');

export type MeterReading = z.infer<typeof MeterReading>;

export const MeterReadings = z
  .strictObject({
    readings: z
      .array(MeterReading, { error: 'Показания — список' })
      .min(1, 'Нужно хотя бы одно показание')
      .max(READINGS_MAX, `Не больше ${READINGS_MAX} показаний за раз`),
  })
  .openapi('MeterReadings');

export const MeterAnswer = z
  .object({
    applied: z.number().int().openapi({ description: 'Показания, учтённые сейчас' }),
    ignored: z
      .number()
      .int()
      .openapi({ description: 'Повторы и опоздавшие: seq не выше последнего учтённого' }),
    retimed: z.number().int().openapi({
      description:
        'Учтены временем приёма: время показания больше чем на 5 минут впереди или старше 7 дней',
    }),
  })
  .openapi('MeterAnswer');
