import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { cancelOrder, createOrder, findOrder, listOrders } from '../cashbox/orders';
import { retryRefusedCheques } from '../fiscal/order-cheques';
import {
  Order,
  OrderCreate,
  OrderListQuery,
  OrderPage,
  OrderParams,
} from '../cashbox/order-schemas';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';

export const ordersRoutes = router();
const cashDesk = forScreen('/cashbox');
ordersRoutes.use('/:hallId/orders', cashDesk);
ordersRoutes.use('/:hallId/orders/*', cashDesk);

ordersRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/orders',
      tags: ['cashbox'],
      summary: 'Заказы бара, новые сверху',
      request: { params: HallParams, query: OrderListQuery },
      responses: {
        200: { description: 'Страница заказов', ...jsonContent(OrderPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await listOrders(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/orders',
      tags: ['cashbox'],
      summary: '«Оформить»: оплаченный заказ и его продажа в кассе, одной транзакцией',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(OrderCreate), required: true },
      },
      responses: {
        201: { description: 'Заказ оплачен', ...jsonContent(Order) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      return c.json(await idempotentWrite(c, key, input, (w) => createOrder(w, input)), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/orders/{orderId}/cancel',
      tags: ['cashbox'],
      summary: 'Отмена заказа: возврат из кассы открытой смены, заказ остаётся в списке',
      request: { params: OrderParams, headers: IdempotencyHeaders },
      responses: {
        200: { description: 'Заказ отменён', ...jsonContent(Order) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const orderId = Number(c.req.valid('param').orderId);
      const key = c.req.valid('header')['idempotency-key'];
      return c.json(await idempotentWrite(c, key, null, (w) => cancelOrder(w, orderId)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/orders/{orderId}/fiscal/retry',
      tags: ['cashbox'],
      summary:
        'Пробить непробитый чек заказа ещё раз (управляющий): по текущим ставкам НДС товаров, под тем же внешним номером',
      middleware: [forAction('keepSafe')] as const,
      request: { params: OrderParams, headers: IdempotencyHeaders },
      responses: {
        200: { description: 'Чек снова ждёт отправки', ...jsonContent(Order) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const orderId = Number(c.req.valid('param').orderId);
      const key = c.req.valid('header')['idempotency-key'];
      return c.json(
        await idempotentWrite(c, key, null, async (w) => {
          await findOrder(w.tx, w.hallId, orderId); // another hall's order: 404
          await retryRefusedCheques(w, orderId);
          return findOrder(w.tx, w.hallId, orderId);
        }),
        200,
      );
    },
  );
