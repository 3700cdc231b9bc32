import { createRoute, z } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { Device, DeviceParams } from '../equipment/device-schemas';
import { findDevice } from '../equipment/device-records';
import { HallParams } from '../halls/hall-params';
import { secondPeople } from '../halls/hall-witness';
import { ROLES } from '@/lib/shared/roles';
import { hallOrders, machineHistory } from '../machines/order-reads';
import {
  MachineImportResult,
  MachineOrder,
  MachineOrderPage,
  OrderDecision,
  OrderListQuery,
  OrderParams,
  OrderRequest,
} from '../machines/order-schemas';
import { decideOrder, requestOrder } from '../machines/order-writes';
import { importMachines } from '../machines/machine-import';
import { importRefused, importRequest, importResponses, runImport } from '../imports/import-route';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';

/**
 * A slot machine's work orders (decision 069): the hall's manager asks, head office approves;
 * every role that reads the equipment reads a machine's history.
 */
export const machineOrdersRoutes = router();
machineOrdersRoutes.use('/:hallId/machine-orders', forScreen('/equipment'));
machineOrdersRoutes.use('/:hallId/machine-orders/*', forScreen('/equipment'));
machineOrdersRoutes.use('/:hallId/machines/import', forAction('fileMachines'));

machineOrdersRoutes
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/machines/import',
      tags: ['machines'],
      summary:
        'Импорт игровых автоматов зала из CSV или XLSX (головной офис): каждый — устройство и утверждённый ввод в эксплуатацию',
      description:
        'Столбцы: number, model, serial, zone, manufacturer, rom, seal, certificate, certificate_date, denomination, ' +
        'tax_reg_no, tax_reg_date, in_service_from, game (код игры каталога, RTP не ниже 95 %). Номер, занятый в зале, ' +
        'и серийный номер в эксплуатации в сети — ошибки строки. Файл с ошибками не записывается (422), если не задан ' +
        'skipInvalid=1. Ключ каждого автомата выдаётся в его карточке («Новый ключ»).',
      request: { params: HallParams, ...importRequest },
      responses: importResponses(MachineImportResult),
    }),
    async (c) => {
      const { result, refused } = await runImport(
        c,
        c.req.valid('query'),
        (body, format, options) =>
          importMachines(body, format, options, (write) => actorWrite(c, write)),
      );
      if (refused) return c.json({ error: importRefused(), result }, 422);
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/equipment/{deviceId}/orders',
      tags: ['machines'],
      summary: '«Оформить наряд» на игровой автомат: ждёт утверждения другим человеком',
      description:
        'Ввод в эксплуатацию (карточка с регистрацией в налоговом органе), перемещение в другой зал, смена игры ' +
        '(RTP каталога не ниже 95 %), сброс памяти (второй человек обязателен), замена пломбы, вывод, исправление ' +
        'карточки. Дата — не позже сегодняшнего дня зала и не раньше последнего утверждённого наряда. У автомата ' +
        'один ждущий наряд (409 order_waiting).',
      middleware: [forAction('orderMachines')] as const,
      request: { params: DeviceParams, body: { ...jsonContent(OrderRequest), required: true } },
      responses: {
        201: { description: 'Наряд оформлен', ...jsonContent(MachineOrder) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const deviceId = Number(c.req.valid('param').deviceId);
      const order = await actorWrite(c, (a) => requestOrder(a, deviceId, c.req.valid('json')));
      c.header('ETag', versionTag(order.version));
      return c.json(order, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/equipment/{deviceId}/orders',
      tags: ['machines'],
      summary: 'Карточка автомата и его наряды в этом зале, новые сверху',
      request: { params: DeviceParams },
      responses: {
        200: {
          description: 'История',
          ...jsonContent(
            z.object({
              device: Device,
              items: z.array(MachineOrder),
              people: z
                .array(
                  z.object({ id: z.number().int(), fullName: z.string(), role: z.enum(ROLES) }),
                )
                .openapi({ description: 'Кто может быть вторым человеком (сброс памяти)' }),
            }),
          ),
        },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const deviceId = Number(c.req.valid('param').deviceId);
      const device = await findDevice(db, c.var.hallId, deviceId, now());
      const [items, people] = await Promise.all([
        machineHistory(db, c.var.hallId, deviceId),
        secondPeople(db, c.var.hallId, c.var.user.id),
      ]);
      return c.json({ device, items, people }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/machine-orders',
      tags: ['machines'],
      summary: 'Наряды зала, новые сверху (последние 200); status=requested — ждущие утверждения',
      request: { params: HallParams, query: OrderListQuery },
      responses: {
        200: { description: 'Наряды', ...jsonContent(MachineOrderPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { status } = c.req.valid('query');
      return c.json(await hallOrders(c.var.options.db, c.var.hallId, status), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/machine-orders/{orderId}/decision',
      tags: ['machines'],
      summary:
        '«Утвердить» или «Отклонить» наряд: не тот, кто его оформил; из двух решений разом проходит одно',
      middleware: [forAction('fileMachines')] as const,
      request: { params: OrderParams, body: { ...jsonContent(OrderDecision), required: true } },
      responses: {
        200: { description: 'Решение принято', ...jsonContent(MachineOrder) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...decision } = c.req.valid('json');
      const order = await versionedChange(c, 'orderId', version, (a, id, v) =>
        decideOrder(a, id, v, decision),
      );
      return c.json(order, 200);
    },
  );
