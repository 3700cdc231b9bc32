import { createRoute, z } from '@hono/zod-openapi';
import { forAction } from '../auth/middleware';
import {
  changeDeviceStatus,
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
import { ApiError } from '../errors';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { editedVersion, versionTag } from '../versions';
import { actorWrite, versionedChange } from '../writes/versioned-change';

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
      const { db, now } = c.var.options;
      const body = c.req.valid('json');
      const device = await changeDeviceStatus(
        db,
        {
          hallId: c.var.hallId,
          deviceId: Number(c.req.valid('param').deviceId),
          version: editedVersion(c, body.version),
          status: body.status,
          note: body.note,
        },
        c.var.user.id,
        now(),
      );
      c.header('ETag', versionTag(device.version));
      return c.json(device, 200);
    },
  );

const DEVICE_KEY_HEADER = 'x-device-key';

/** Devices report themselves with their own key, not a user's session. */
export const heartbeatRoutes = router().openapi(
  createRoute({
    method: 'post',
    path: '/heartbeat',
    tags: ['equipment'],
    summary: 'Сигнал устройства: ключ устройства в заголовке X-Device-Key',
    request: {
      headers: z.object({
        'x-device-key': z.string().optional().openapi({ description: 'Ключ устройства' }),
      }),
    },
    responses: {
      200: {
        description: 'Сигнал принят',
        ...jsonContent(z.object({ deviceId: z.number().int(), serverTime: z.string() })),
      },
      ...errorResponses(401),
    },
  }),
  async (c) => {
    const key = c.req.header(DEVICE_KEY_HEADER)?.trim() ?? '';
    const now = c.var.options.now();
    const device =
      key && key.length <= 200
        ? await recordHeartbeat(c.var.options.db, deviceKeyHash(key), now)
        : null;
    if (!device) throw new ApiError(401, 'unknown_device', 'Неизвестный ключ устройства');
    return c.json({ deviceId: device.id, serverTime: now.toISOString() }, 200);
  },
);
