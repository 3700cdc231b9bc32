import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { forAction, forScreen } from '../auth/middleware';
import { reverseTransfer } from '../cash-desks/reversals';
import { Reverse } from '../cash-desks/variance-schemas';
import { decideTransfer, sendTransfer } from '../cash-desks/transfers';
import { listTransfers, transferById } from '../cash-desks/transfer-list';
import {
  Transfer,
  TransferAccept,
  TransferCreate,
  TransferListQuery,
  TransferPage,
  TransferParams,
} from '../cash-desks/transfer-schemas';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';

export const cashTransfersRoutes = router();
cashTransfersRoutes.use('/:hallId/cash-transfers', forScreen('/cashbox'));
cashTransfersRoutes.use('/:hallId/cash-transfers/*', forScreen('/cashbox'));

const decision = (accept: boolean) =>
  createRoute({
    method: 'post',
    path: `/{hallId}/cash-transfers/{transferId}/${accept ? 'accept' : 'refuse'}`,
    tags: ['cashbox'],
    summary: accept
      ? 'Принять перемещение: касса-получатель пересчитывает пришедшее и принимает пересчитанное (её кассир; сейф и банк — управляющий). Пересчёт не сходится — 409 count_differs, пока расхождение не подтверждено'
      : 'Отклонить перемещение: наличные возвращаются отправителю',
    request: { params: TransferParams, headers: IdempotencyHeaders },
    responses: {
      200: { description: accept ? 'Принято' : 'Отклонено', ...jsonContent(Transfer) },
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  });
/** The acceptance takes the receiver's count. */
const acceptRoute = {
  ...decision(true),
  request: {
    params: TransferParams,
    headers: IdempotencyHeaders,
    body: { ...jsonContent(TransferAccept), required: false },
  },
};

cashTransfersRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/cash-transfers',
      tags: ['cashbox'],
      summary:
        'Перемещения наличных зала, новые сверху: в пути (status=sent) или одной кассы (deskId)',
      request: { params: HallParams, query: TransferListQuery },
      responses: {
        200: { description: 'Страница перемещений', ...jsonContent(TransferPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await listTransfers(c.var.options.db, c.var.hallId, c.req.valid('query'), c.var.user),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/cash-transfers',
      tags: ['cashbox'],
      summary:
        'Перемещение наличных: подкрепление (fill, сейф → касса), сдача (return, касса → сейф), передача (transfer), инкассация (collection, сейф → банк, номер сумки), подкрепление из банка (delivery). Наличные уходят от отправителя сразу и в пути до решения получателя',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(TransferCreate), required: true },
      },
      responses: {
        201: { description: 'Отправлено', ...jsonContent(Transfer) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const transfer = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        input,
        async (w) => {
          const id = await sendTransfer(w, c.var.options.cashRules, input);
          return transferById(w.tx, w.hallId, id, w.user);
        },
      );
      return c.json(transfer, 201);
    },
  )
  .openapi(acceptRoute, async (c) =>
    c.json(
      await decide(c, c.req.valid('param').transferId, c.req.valid('header')['idempotency-key'], {
        accept: true,
        ...c.req.valid('json'),
      }),
      200,
    ),
  )
  .openapi(decision(false), async (c) =>
    c.json(
      await decide(c, c.req.valid('param').transferId, c.req.valid('header')['idempotency-key'], {
        accept: false,
      }),
      200,
    ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/cash-transfers/{transferId}/reverse',
      tags: ['cashbox'],
      summary:
        'Сторно принятого перемещения (управляющий): обратное перемещение, принятое сразу, один раз (409 already_reversed)',
      middleware: [forAction('signOffVariances')] as const,
      request: {
        params: TransferParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(Reverse), required: true },
      },
      responses: {
        201: { description: 'Сторно проведено', ...jsonContent(Transfer) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const transferId = Number(c.req.valid('param').transferId);
      const reversal = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { transferId, reason },
        async (w) =>
          transferById(w.tx, w.hallId, await reverseTransfer(w, transferId, reason), w.user),
      );
      return c.json(reversal, 201);
    },
  );

function decide(
  c: Context<AppEnv>,
  id: string,
  key: string,
  decision: Parameters<typeof decideTransfer>[3],
) {
  const transferId = Number(id);
  return idempotentWrite(c, key, { transferId, ...decision }, async (w) => {
    await decideTransfer(w, c.var.options.cashRules, transferId, decision);
    return transferById(w.tx, w.hallId, transferId, w.user);
  });
}
