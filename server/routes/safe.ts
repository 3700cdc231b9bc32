import { createRoute, z } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { recountAsked } from '../cash-desks/cash-counts';
import { CashCount } from '../cash-desks/count-fields';
import {
  confirmSafeCount,
  safeCountFailed,
  safeReport,
  startSafeCount,
  waitingSafeCount,
} from '../cash-desks/safe';
import { orNull } from '../fields';
import { Money } from '../money-fields';
import { HallParams } from '../halls/hall-params';
import { idText } from '../list-query';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';

export const safeRoutes = router();
safeRoutes.use('/:hallId/safe', forAction('keepSafe'));
// The second count may be anyone's of the desk's staff, a cashier's too.
safeRoutes.use('/:hallId/safe/counts/*', forScreen('/cashbox'));
safeRoutes.use('/:hallId/safe/counts', forAction('keepSafe'));

const SafeCountBody = z.strictObject({ count: CashCount }).openapi('SafeCountBody');
const SafeCountParams = HallParams.extend({
  countId: idText('Неверный номер пересчёта').openapi({
    param: { name: 'countId', in: 'path' },
    example: '1',
  }),
});

const PendingSafeCount = z
  .object({
    id: z.number().int(),
    countedBy: z.string().nullable(),
    createdAt: z.string(),
    canConfirm: z.boolean().openapi({
      description:
        'Может ли спрашивающий подтвердить: другой человек; кассир — если зал это разрешает',
    }),
  })
  .openapi('PendingSafeCount', {
    description: 'Пересчёт сейфа, ждущий второго человека (его сумма не показывается)',
  });

export const Safe = z
  .object({
    deskId: z.number().int(),
    balance: Money,
    countedAt: z.string().nullable(),
    inTransit: Money.openapi({ description: 'Перемещения зала в пути' }),
    desksCash: Money.openapi({ description: 'Наличные в кассах' }),
    owedWinnings: Money.openapi({ description: 'Выигрыши к выплате (ждут одобрения или выдачи)' }),
    reserveShort: Money.nullable().openapi({
      description: 'Сколько не хватает сейфу и кассам на выигрыши к выплате; null — хватает',
    }),
    lastCount: z
      .object({
        id: z.number().int(),
        total: Money,
        countedBy: z.string().nullable(),
        confirmedBy: z.string().nullable(),
        confirmedAt: z.string(),
      })
      .nullable(),
    pendingCount: orNull(PendingSafeCount),
  })
  .openapi('Safe');

const SafeCountWaiting = z
  .object({ pendingCount: orNull(PendingSafeCount) })
  .openapi('SafeCountWaiting');

const Confirmed = z
  .object({
    status: z.literal('confirmed'),
    variance: z
      .object({
        id: z.number().int(),
        amount: Money,
        signOff: z.enum(['none', 'manager', 'head_office']),
      })
      .nullable(),
  })
  .openapi('SafeCountConfirmed');

safeRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/safe',
      tags: ['cashbox'],
      summary:
        'Сейф зала: наличные, последний пересчёт, в пути, резерв под выигрыши к выплате (управляющий)',
      request: { params: HallParams },
      responses: {
        200: { description: 'Сейф', ...jsonContent(Safe) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await safeReport(c.var.options.db, c.var.hallId, c.var.user), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/safe/counts',
      tags: ['cashbox'],
      summary: 'Пересчёт сейфа управляющим: ждёт подтверждения вторым человеком',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(SafeCountBody), required: true },
      },
      responses: {
        201: {
          description: 'Ждёт второго пересчёта',
          ...jsonContent(z.object({ id: z.number().int(), status: z.literal('pending') })),
        },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { count } = c.req.valid('json');
      const id = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { count },
        (w) => startSafeCount(w, c.var.options.cashRules, count),
      );
      return c.json({ id, status: 'pending' as const }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/safe/counts/waiting',
      tags: ['cashbox'],
      summary:
        'Пересчёт сейфа, ждущий второго человека, без его суммы: кассиру — на экране кассы, если зал разрешает ему подтверждать (null — не ждёт)',
      request: { params: HallParams },
      responses: {
        200: { description: 'Ждущий пересчёт', ...jsonContent(SafeCountWaiting) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        {
          pendingCount: await waitingSafeCount(c.var.options.db, c.var.hallId, c.var.user),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/safe/counts/{countId}/confirm',
      tags: ['cashbox'],
      summary:
        'Второй пересчёт сейфа другим человеком из своего сеанса. Совпал — сумма сейфа и расхождение; нет — 409 recount без подсказки, после последней попытки 409 counts_differ',
      request: {
        params: SafeCountParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(SafeCountBody), required: true },
      },
      responses: {
        200: { description: 'Пересчёт сейфа принят', ...jsonContent(Confirmed) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { count } = c.req.valid('json');
      const countId = Number(c.req.valid('param').countId);
      const outcome = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { countId, count },
        (w) => confirmSafeCount(w, c.var.options.cashRules, countId, count),
      );
      if (!outcome.confirmed) {
        throw outcome.attemptsLeft > 0 ? recountAsked(outcome.attemptsLeft) : safeCountFailed();
      }
      return c.json({ status: 'confirmed' as const, variance: outcome.variance }, 200);
    },
  );
