import { createRoute } from '@hono/zod-openapi';
import { toMinorUnits } from '@/lib/shared/money';
import { forAction, forScreen } from '../auth/middleware';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { journalFile } from '../cashbox/cash-exports';
import { listOperations, operationById } from '../cashbox/journal';
import { reverseOperation } from '../cash-desks/reversals';
import { Reverse } from '../cash-desks/variance-schemas';
import { postOperation } from '../cashbox/ledger';
import { creditedMachine } from '../cashbox/machine-credit';
import { viewsBlind } from '../cash-desks/desk-records';
import {
  JournalExportQuery,
  Operation,
  OperationCreate,
  OperationListQuery,
  OperationPage,
  OperationParams,
} from '../cashbox/operation-schemas';
import { hallClock } from '@/lib/shared/hall-time';
import { exportAnswer, sendExport } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { hallById } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { requestPayout } from '../winnings/payout-request';
import { PayoutWaiting } from '../winnings/winning-schemas';

export const cashOperationsRoutes = router();
cashOperationsRoutes.use('/:hallId/cash-operations', forScreen('/cashbox'));
cashOperationsRoutes.use('/:hallId/cash-operations/*', forScreen('/cashbox'));

cashOperationsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/cash-operations',
      tags: ['cashbox'],
      summary: 'Журнал кассовых операций: новые сверху, итоги по видам за весь фильтр',
      request: { params: HallParams, query: OperationListQuery },
      responses: {
        200: { description: 'Страница журнала', ...jsonContent(OperationPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db } = c.var.options;
      const blind = await viewsBlind(db, c.var.hallId, c.var.user);
      return c.json(await listOperations(db, c.var.hallId, c.req.valid('query'), blind), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/cash-operations/export',
      tags: ['cashbox'],
      summary: 'Журнал кассы в CSV или XLSX: все операции фильтра и итоги по видам',
      request: { params: HallParams, query: JournalExportQuery },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { format, ...filter } = c.req.valid('query');
      const hall = (await hallById(db, c.var.hallId))!;
      const day = hallClock(hall.timezone).today(now());
      const blind = await viewsBlind(db, c.var.hallId, c.var.user);
      return sendExport(c, journalFile(db, hall, filter, day, blind), format);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/cash-operations',
      tags: ['cashbox'],
      summary:
        'Внесение, изъятие, инкассация, выплата или зачисление на автомат в открытой смене; остаток не уходит ниже нуля (409). Зачисление на автомат называет автомат (deviceId или deviceNumber): игровой терминал зала в работе, принимающий зачисление с кассы (иначе 409 no_desk_credits или machine_out_of_service). Выплата говорит, что выплачено (payoutKind: jackpot или cancelled). Выплата выигрыша называет гостя (clientIin, clientDocument или clientId) и автомат (deviceId или deviceNumber); гостю моложе 21 года — 403 under_age, лицу из реестра ограничений — 403 payout_refused. От PAYOUT_APPROVAL_TENGE (или с owed: true) — 202: выплата ждёт одобрения управляющего или записана «К выплате»; одобренную проводит тот же запрос с тем же ключом (201, один раз)',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(OperationCreate), required: true },
      },
      responses: {
        201: { description: 'Операция проведена', ...jsonContent(Operation) },
        202: {
          description: 'Выплата ждёт одобрения или записана к выплате: касса её не выдавала',
          ...jsonContent(PayoutWaiting),
        },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      if (input.type === 'payout') {
        const answer = await requestPayout(c, input, key);
        return 'paid' in answer ? c.json(answer.paid, 201) : c.json(answer.waiting, 202);
      }
      const machine =
        input.type === 'machine_credit'
          ? await creditedMachine(c.var.options.db, c.var.hallId, input)
          : undefined;
      const operation = await idempotentWrite(
        c,
        key,
        input,
        async (w) =>
          postOperation(w, {
            type: input.type,
            amount: toMinorUnits(input.amount),
            note: input.note,
            ...(machine && { machine }),
          }),
        { single: true },
      );
      return c.json(operation, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/cash-operations/{operationId}/reverse',
      tags: ['cashbox'],
      summary:
        'Сторно ошибочного внесения, изъятия или инкассации (управляющий): новая операция со ссылкой на исходную, один раз (409 already_reversed)',
      middleware: [forAction('signOffVariances')] as const,
      request: {
        params: OperationParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(Reverse), required: true },
      },
      responses: {
        201: { description: 'Сторно проведено', ...jsonContent(Operation) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const operationId = Number(c.req.valid('param').operationId);
      const reversal = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { operationId, reason },
        async (w) => operationById(w.tx, w.hallId, await reverseOperation(w, operationId, reason)),
      );
      return c.json(reversal, 201);
    },
  );
