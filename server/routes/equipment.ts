import { createRoute, z } from '@hono/zod-openapi';
import { meterReadingsApplied } from '../ops/metrics';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { forAction } from '../auth/middleware';
import type { AppEnv } from '../context';
import {
  changeDeviceStatus,
  deviceByKey,
  deviceHistory,
  findDevice,
  listDevices,
  recordHeartbeat,
} from '../equipment/device-records';
import { issueDeviceKey, registerDevice, updateDevice } from '../equipment/device-registry';
import {
  Device,
  DeviceCreate,
  DeviceHistoryEntry,
  DeviceKey,
  DeviceListQuery,
  DevicePage,
  DeviceParams,
  DeviceStatusChange,
  DeviceUpdate,
  RegisteredDevice,
} from '../equipment/device-schemas';
import { deviceKeyHash } from '../equipment/device-keys';
import { applyMeterReadings } from '../equipment/meter-readings';
import { MeterAnswer, MeterReadings } from '../equipment/meter-schemas';
import { ApiError } from '../errors';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';

const registrar = forAction('registerDevices');

/** Every role reads the equipment of its halls (checked in app.ts); changes are for managers. */
export const equipmentRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/equipment',
      tags: ['equipment'],
      summary: '«Зарегистрировать устройство»: устройство и его ключ (показывается один раз)',
      middleware: [registrar] as const,
      request: { params: HallParams, body: { ...jsonContent(DeviceCreate), required: true } },
      responses: {
        201: { description: 'Зарегистрировано', ...jsonContent(RegisteredDevice) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const registered = await actorWrite(c, (a) => registerDevice(a, input));
      c.header('ETag', versionTag(registered.device.version));
      return c.json(registered, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{hallId}/equipment/{deviceId}',
      tags: ['equipment'],
      summary: '«Изменить»: номер, модель, серийный номер и зона; устаревшая версия — 409',
      middleware: [registrar] as const,
      request: { params: DeviceParams, body: { ...jsonContent(DeviceUpdate), required: true } },
      responses: {
        200: { description: 'Изменено', ...jsonContent(Device) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      const device = await versionedChange(c, 'deviceId', version, (a, id, v) =>
        updateDevice(a, id, v, changes),
      );
      return c.json(device, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/equipment/{deviceId}/key',
      tags: ['equipment'],
      summary: '«Новый ключ»: прежний ключ перестаёт действовать со следующего сигнала',
      middleware: [registrar] as const,
      request: { params: DeviceParams },
      responses: {
        200: { description: 'Новый ключ (показывается один раз)', ...jsonContent(DeviceKey) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const deviceId = Number(c.req.valid('param').deviceId);
      return c.json(await actorWrite(c, (a) => issueDeviceKey(a, deviceId)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/equipment',
      tags: ['equipment'],
      summary: 'Устройства зала: страница списка и счётчики по статусам',
      request: { params: HallParams, query: DeviceListQuery },
      responses: {
        200: { description: 'Страница списка', ...jsonContent(DevicePage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      return c.json(await listDevices(db, c.var.hallId, c.req.valid('query'), now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/equipment/{deviceId}/history',
      tags: ['equipment'],
      summary: 'История статусов устройства, новые сверху',
      request: { params: DeviceParams },
      responses: {
        200: {
          description: 'История',
          ...jsonContent(z.object({ device: Device, items: z.array(DeviceHistoryEntry) })),
        },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const deviceId = Number(c.req.valid('param').deviceId);
      const device = await findDevice(db, c.var.hallId, deviceId, now());
      const items = await deviceHistory(db, c.var.hallId, deviceId);
      return c.json({ device, items }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/equipment/{deviceId}/status',
      tags: ['equipment'],
      summary: 'Смена статуса устройства (обслуживание, неисправно, снова в работе) с комментарием',
      middleware: [forAction('changeDeviceStatus')] as const,
      request: {
        params: DeviceParams,
        body: { ...jsonContent(DeviceStatusChange), required: true },
      },
      responses: {
        200: { description: 'Статус изменён', ...jsonContent(Device) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...change } = c.req.valid('json');
      const device = await versionedChange(c, 'deviceId', version, (a, id, at) =>
        changeDeviceStatus(a, id, at, change),
      );
      return c.json(device, 200);
    },
  );

const DEVICE_KEY_HEADER = 'x-device-key';

const DeviceKeyHeader = z.object({
  'x-device-key': z.string().optional().openapi({ description: 'Ключ устройства' }),
});

/** The key of the request, trimmed; empty or absurdly long reads as none. */
const deviceKeyOf = (c: Context<AppEnv>) => {
  const key = c.req.header(DEVICE_KEY_HEADER)?.trim() ?? '';
  return key && key.length <= 200 ? deviceKeyHash(key) : null;
};

const unknownDevice = () => new ApiError(401, 'unknown_device', 'Неизвестный ключ устройства');

/** Meters come from game terminals only: the key is checked before the body is read. */
const gameTerminal = createMiddleware<AppEnv>(async (c, next) => {
  const hash = deviceKeyOf(c);
  const device = hash ? await deviceByKey(c.var.options.db, hash) : null;
  if (!device) throw unknownDevice();
  if (device.type !== 'game_terminal') {
    throw new ApiError(
      403,
      'not_a_game_terminal',
      'Счётчики принимаются только от игровых автоматов',
    );
  }
  c.set('device', device);
  await next();
});

/** Devices report themselves with their own key, not a user's session. */
export const heartbeatRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/heartbeat',
      tags: ['equipment'],
      summary: 'Сигнал устройства: ключ устройства в заголовке X-Device-Key',
      request: { headers: DeviceKeyHeader },
      responses: {
        200: {
          description: 'Сигнал принят',
          ...jsonContent(z.object({ deviceId: z.number().int(), serverTime: z.string() })),
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const hash = deviceKeyOf(c);
      const now = c.var.options.now();
      const device = hash ? await recordHeartbeat(c.var.options.db, hash, now) : null;
      if (!device) throw unknownDevice();
      return c.json({ deviceId: device.id, serverTime: now.toISOString() }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/meters',
      tags: ['equipment'],
      summary:
        'Счётчики игрового автомата (накопительные, как SAS/G2S): до 1000 показаний за раз; считается и сигналом',
      description:
        'Учитывается разница с последним учтённым показанием по каждой игре; первое показание игры — ' +
        'база. Показание с seq не выше последнего пропускается (повторы, опоздавшие). Счётчики меньше ' +
        'прежних — новая база и отклонение «Сброс счётчиков». Игра считается в часе показания по часам ' +
        'зала; показание больше чем на 5 минут впереди или старше 7 дней — во время приёма. Неизвестный ' +
        'код игры добавляется в каталог как «Новая игра <код>».',
      middleware: [gameTerminal] as const,
      request: {
        headers: DeviceKeyHeader,
        body: { ...jsonContent(MeterReadings), required: true },
      },
      responses: {
        200: { description: 'Принято', ...jsonContent(MeterAnswer) },
        ...errorResponses(400, 401, 403, 413, 415),
      },
    }),
    async (c) => {
      const { readings } = c.req.valid('json');
      const { db, now } = c.var.options;
      const outcome = await applyMeterReadings(db, c.var.device, readings, now());
      meterReadingsApplied.inc(outcome.applied);
      return c.json(outcome, 200);
    },
  );
