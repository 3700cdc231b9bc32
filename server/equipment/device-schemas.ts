import { z } from '@hono/zod-openapi';
import {
  DEVICE_NAME_MAX,
  DEVICE_NOTE_MAX,
  DEVICE_NUMBER_MAX,
  DEVICE_SERIAL_MAX,
  DEVICE_ZONE_MAX,
  DEVICE_SORTS,
  DEVICE_STATES,
  DEVICE_TYPES,
  SERVICE_STATUSES,
} from '@/lib/shared/equipment';
import { BILL_DENOMINATIONS } from '@/lib/shared/machine-meters';
import { messages } from '@/lib/shared/validation/messages';
import { orNull, requiredText } from '../fields';
import { Money } from '../money-fields';
import { HallParams } from '../halls/hall-params';
import { pageQuery, searchText, sortOrder, versionField } from '../list-query';

const NOTES_TEXT = BILL_DENOMINATIONS.join(', ');

/** How money enters and leaves a game terminal, as it is sent (decision 065). */
const MachineMoneyInput = z
  .strictObject(
    {
      billNotes: z
        .array(
          z
            .number({ error: 'Номинал — целое число тенге' })
            .refine((note) => BILL_DENOMINATIONS.includes(note), {
              error: `Номиналы купюр: ${NOTES_TEXT} ₸`,
            }),
          { error: 'Купюры — список номиналов' },
        )
        .max(BILL_DENOMINATIONS.length, `Номиналы купюр: ${NOTES_TEXT} ₸`)
        .refine((notes) => new Set(notes).size === notes.length, 'Номинал указан дважды')
        .transform((notes) => [...notes].sort((a, b) => a - b))
        .openapi({
          example: [1000, 2000, 5000],
          description: 'Какие купюры принимает купюроприёмник; пусто — его нет',
        }),
      deskCredits: z.boolean({ error: 'Зачисление с кассы — да или нет' }),
      tickets: z.boolean({ error: 'Билеты — да или нет' }),
    },
    { error: 'Деньги автомата — объект' },
  )
  .openapi('MachineMoneyInput');

const MachineMoney = z
  .object({
    billNotes: z.array(z.number().int()),
    deskCredits: z.boolean(),
    tickets: z.boolean(),
  })
  .openapi('MachineMoney');

/** A slot machine's card as a legal object (decision 069): written by its approved work orders. */
export const MachineCard = z
  .object({
    manufacturer: z.string(),
    romId: z.string(),
    sealNo: z.string(),
    certificateNo: z.string(),
    certificateDate: z.string().nullable(),
    denomination: Money.nullable(),
    taxRegNo: z.string(),
    taxRegDate: z.string().nullable(),
    gameId: z.number().int().nullable(),
    gameName: z.string().nullable(),
    inServiceFrom: z
      .string()
      .nullable()
      .openapi({ description: 'С какого дня в эксплуатации в этом зале' }),
    outOfServiceOn: z
      .string()
      .nullable()
      .openapi({ description: 'В какой день выведен или перемещён' }),
  })
  .openapi('MachineCard');

export const Device = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    type: z.enum(DEVICE_TYPES),
    serial: z.string(),
    zone: z.string(),
    state: z.enum(DEVICE_STATES).openapi({
      description: 'online/offline — по сигналам устройства (5 минут без сигнала — не в сети)',
    }),
    serviceStatus: z.enum(SERVICE_STATUSES),
    note: z.string(),
    lastSeenAt: z.string().nullable(),
    money: orNull(MachineMoney).openapi({
      description: 'Как деньги входят в игровой терминал и выходят из него; у прочих — null',
    }),
    card: orNull(MachineCard).openapi({
      description: 'Карточка игрового автомата; у прочих — null',
    }),
    waitingOrder: z
      .string()
      .nullable()
      .openapi({ description: 'Вид наряда, который ждёт утверждения (не больше одного)' }),
    version: z.number().int(),
  })
  .openapi('Device');

const StateCounts = z
  .object({
    online: z.number().int(),
    offline: z.number().int(),
    maintenance: z.number().int(),
    broken: z.number().int(),
    gameTerminals: z
      .number()
      .int()
      .openapi({ description: 'Игровых автоматов в работе (лицензия требует не меньше 60)' }),
    total: z.number().int(),
  })
  .openapi('DeviceStateCounts');

export const DevicePage = z
  .object({
    items: z.array(Device),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: StateCounts.openapi({ description: 'По типу и поиску, без фильтра статуса' }),
    serverTime: z.string(),
  })
  .openapi('DevicePage');

export const DeviceListQuery = z.object({
  ...pageQuery(50),
  sort: z.enum(DEVICE_SORTS, { error: 'Неизвестная сортировка' }).default('number'),
  order: sortOrder,
  type: z.enum(DEVICE_TYPES, { error: 'Выберите тип из списка' }).optional(),
  state: z.enum(DEVICE_STATES, { error: 'Выберите статус из списка' }).optional(),
  search: searchText,
});

export type DeviceFilter = z.infer<typeof DeviceListQuery>;

export const DeviceStatusChange = z
  .strictObject({
    status: z.enum(SERVICE_STATUSES, { error: 'Выберите статус из списка' }),
    note: z
      .string({ error: 'Поле «Комментарий» должно быть текстом' })
      .trim()
      .max(DEVICE_NOTE_MAX, messages.lengthMax(DEVICE_NOTE_MAX))
      .default(''),
    version: versionField,
  })
  .superRefine((body, ctx) => {
    // Taking a device out of service needs a reason; bringing it back may go without one.
    if (body.status !== 'active' && body.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: messages.required('Комментарий') });
    }
  })
  .openapi('DeviceStatusChange');

export const DeviceHistoryEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    fromStatus: z.enum(SERVICE_STATUSES),
    toStatus: z.enum(SERVICE_STATUSES),
    note: z.string(),
    userName: z.string().nullable(),
  })
  .openapi('DeviceHistoryEntry');

export const DeviceParams = HallParams.extend({
  deviceId: z
    .string()
    .regex(/^\d{1,9}$/, 'Неверный номер устройства')
    .openapi({ param: { name: 'deviceId', in: 'path' }, example: '1' }),
});

export type DeviceRecord = z.infer<typeof Device>;

export const ONLY_MACHINES = 'Деньги автомата указываются только у игрового терминала';

const text = (label: string, max: number) =>
  requiredText(label).trim().min(1, messages.required(label)).max(max, messages.lengthMax(max));

const DeviceFields = z.strictObject({
  number: text('Номер', DEVICE_NUMBER_MAX).openapi({ example: 'GT-101' }),
  type: z.enum(DEVICE_TYPES, { error: 'Выберите тип из списка' }),
  name: text('Модель', DEVICE_NAME_MAX).openapi({ example: 'Novomatic Super-V+' }),
  serial: text('Серийный номер', DEVICE_SERIAL_MAX).openapi({ example: 'NV123456' }),
  zone: text('Зона', DEVICE_ZONE_MAX).openapi({ example: 'Основной зал' }),
  money: MachineMoneyInput.optional().openapi({
    description: 'Только у игрового терминала; без него — купюры 500–20 000 ₸ и кредиты с кассы',
  }),
});

/** What registers a device; the same rules as `npm run device:create`. */
export const DeviceCreate = DeviceFields.superRefine((device, ctx) => {
  if (device.money && device.type !== 'game_terminal') {
    ctx.addIssue({ code: 'custom', path: ['money'], message: ONLY_MACHINES });
  }
}).openapi('DeviceCreate');

export const DeviceUpdate = z
  .strictObject({
    version: versionField,
    number: DeviceFields.shape.number.optional(),
    name: DeviceFields.shape.name.optional(),
    serial: DeviceFields.shape.serial.optional(),
    zone: DeviceFields.shape.zone.optional(),
    money: MachineMoneyInput.optional(),
  })
  .openapi('DeviceUpdate');

export const DeviceKey = z
  .object({
    key: z.string().openapi({
      description: 'Ключ устройства для X-Device-Key: показывается один раз, хранится только хэш',
    }),
  })
  .openapi('DeviceKey');

export const RegisteredDevice = z
  .object({ device: Device, key: DeviceKey.shape.key })
  .openapi('RegisteredDevice');

export type DeviceInput = z.infer<typeof DeviceCreate>;
export type DeviceChanges = Omit<z.infer<typeof DeviceUpdate>, 'version'>;
