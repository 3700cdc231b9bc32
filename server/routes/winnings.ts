import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { Operation } from '../cashbox/operation-schemas';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { actorWrite } from '../writes/actor-write';
import { decide, listApprovals, listOwed, payOwed } from '../winnings/owed-winnings';
import {
  ApprovalListQuery,
  OwedWinning,
  OwedWinningList,
  PayoutRefusal,
  WinningParams,
} from '../winnings/winning-schemas';

/**
 * Wins the hall owes (decision 057): the desk's list «К выплате» and its payment, and the
 * manager's approvals of large payouts. The payout itself is asked for with
 * `POST …/cash-operations`.
 */
export const winningsRoutes = router();
winningsRoutes.use('/:hallId/owed-winnings', forScreen('/cashbox'));
winningsRoutes.use('/:hallId/owed-winnings/*', forScreen('/cashbox'));
winningsRoutes.use('/:hallId/payout-approvals', forScreen('/cashbox'));
winningsRoutes.use('/:hallId/payout-approvals/*', forAction('decidePayouts'));

const decided = {
  200: { description: 'Решение принято', ...jsonContent(OwedWinning) },
  ...errorResponses(400, 401, 403, 404, 409, 415),
};
const once = 'не тот, кто её запросил — 403; второе решение — 409 already_decided';

winningsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/owed-winnings',
      tags: ['winnings'],
      summary:
        'Выигрыши «К выплате»: ждут одобрения или готовы к выплате, со сроком (третий календарный день зала), ближайший срок первым',
      request: { params: HallParams },
      responses: {
        200: { description: 'Невыплаченные выигрыши', ...jsonContent(OwedWinningList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      return c.json(await listOwed(db, c.var.hallId, now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/owed-winnings/{id}/pay',
      tags: ['winnings'],
      summary:
        'Выплатить выигрыш из списка «К выплате» из открытой смены (одобренный или записанный к выплате); уже выплаченный отвечает своей операцией',
      request: { params: WinningParams, headers: IdempotencyHeaders },
      responses: {
        201: { description: 'Выплата проведена', ...jsonContent(Operation) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      const aml = BigInt(c.var.options.amlThresholdTenge) * 100n;
      const key = c.req.valid('header')['idempotency-key'];
      const operation = await idempotentWrite(c, key, { id }, (w) => payOwed(w, id, aml));
      return c.json(operation, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/payout-approvals',
      tags: ['winnings'],
      summary:
        'Выплаты, которым нужно одобрение: ждущие (по умолчанию) или все за 90 дней, с тем, кто запросил и кто решил',
      request: { params: HallParams, query: ApprovalListQuery },
      responses: {
        200: { description: 'Выплаты', ...jsonContent(OwedWinningList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { status } = c.req.valid('query');
      return c.json(await listApprovals(db, c.var.hallId, status, now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/payout-approvals/{id}/approve',
      tags: ['winnings'],
      summary: `Одобрить выплату (менеджер зала или головной офис; ${once})`,
      request: { params: WinningParams },
      responses: decided,
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      return c.json(await actorWrite(c, (a) => decide(a, id, 'approved')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/payout-approvals/{id}/refuse',
      tags: ['winnings'],
      summary: `Отказать в выплате с причиной (менеджер зала или головной офис; ${once})`,
      request: { params: WinningParams, body: { ...jsonContent(PayoutRefusal), required: true } },
      responses: decided,
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      const { reason } = c.req.valid('json');
      return c.json(await actorWrite(c, (a) => decide(a, id, 'refused', reason)), 200);
    },
  );
