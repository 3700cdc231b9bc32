import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { recountAsked } from '../cash-desks/cash-counts';
import { shiftRules } from '../cash-desks/cash-rules';
import { handoverById, handoverCandidates, listHandovers } from '../cash-desks/handover-list';
import {
  acceptHandover,
  cancelHandover,
  resolveHandover,
  startHandover,
} from '../cash-desks/handovers';
import {
  Handover,
  HandoverAccept,
  HandoverCandidates,
  HandoverCreate,
  HandoverList,
  HandoverListQuery,
  HandoverParams,
  HandoverResolve,
} from '../cash-desks/handover-schemas';
import { ShiftParams } from '../cash-desks/shift-schemas';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';

export const handoversRoutes = router();
handoversRoutes.use('/:hallId/handovers', forScreen('/cashbox'));
handoversRoutes.use('/:hallId/handovers/*', forScreen('/cashbox'));
handoversRoutes.use('/:hallId/shifts/:shiftId/handover', forScreen('/cashbox'));

const recountAnswer = {
  409: {
    description: 'Пересчёт не сошёлся (recount, с attemptsLeft) или конфликт',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
};

handoversRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/handovers/candidates',
      tags: ['cashbox'],
      summary: 'Кому можно передать смену: сотрудники зала в работе, без открытой смены',
      request: { params: HallParams },
      responses: {
        200: { description: 'Сотрудники', ...jsonContent(HandoverCandidates) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await handoverCandidates(c.var.options.db, c.var.hallId, c.var.user), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/handovers',
      tags: ['cashbox'],
      summary: 'Передачи смен зала: ждущие пересчёта принимающего или решения управляющего',
      request: { params: HallParams, query: HandoverListQuery },
      responses: {
        200: { description: 'Передачи', ...jsonContent(HandoverList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { status } = c.req.valid('query');
      return c.json(await listHandovers(db, c.var.hallId, status, c.var.user, now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/shifts/{shiftId}/handover',
      tags: ['cashbox'],
      summary:
        'Передача смены: сдающий пересчитывает наличные и называет принимающего; до его пересчёта касса не проводит операций. В зале со слепым пересчётом сумма вне допуска — 409 recount',
      request: {
        params: ShiftParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(HandoverCreate), required: true },
      },
      responses: {
        201: { description: 'Передача ждёт пересчёта принимающего', ...jsonContent(Handover) },
        ...errorResponses(400, 401, 403, 404, 415, 422),
        ...recountAnswer,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const shiftId = Number(c.req.valid('param').shiftId);
      const outcome = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        input,
        async (w) => {
          const started = await startHandover(w, shiftRules(c.var.options), shiftId, input);
          if (!started.done) return started;
          return { ...started, value: await handoverById(w.tx, w.hallId, started.value, w.user) };
        },
      );
      if (!outcome.done) throw recountAsked(outcome.attemptsLeft);
      return c.json(outcome.value, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/handovers/{handoverId}/accept',
      tags: ['cashbox'],
      summary:
        'Принимающий пересчитывает наличные в своём сеансе. Совпало — смена сдающего закрыта, своя открыта (201). Не совпало — 409 recount; после последней попытки передача ждёт решения управляющего (202)',
      request: {
        params: HandoverParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(HandoverAccept), required: true },
      },
      responses: {
        201: { description: 'Смена принята', ...jsonContent(Handover) },
        202: { description: 'Пересчёты не сошлись: решает управляющий', ...jsonContent(Handover) },
        ...errorResponses(400, 401, 403, 404, 415, 422),
        ...recountAnswer,
      },
    }),
    async (c) => {
      const { count } = c.req.valid('json');
      const handoverId = Number(c.req.valid('param').handoverId);
      const outcome = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { handoverId, count },
        async (w) => {
          const accepted = await acceptHandover(w, shiftRules(c.var.options), handoverId, count);
          if (!accepted.done) return accepted;
          return { ...accepted, value: await handoverById(w.tx, w.hallId, handoverId, w.user) };
        },
      );
      if (!outcome.done) throw recountAsked(outcome.attemptsLeft);
      return outcome.value.status === 'accepted'
        ? c.json(outcome.value, 201)
        : c.json(outcome.value, 202);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/handovers/{handoverId}/resolve',
      tags: ['cashbox'],
      summary:
        'Решение управляющего по несошедшимся пересчётам: его пересчёт и причина; расхождение — сдающего',
      middleware: [forAction('keepSafe')] as const,
      request: {
        params: HandoverParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(HandoverResolve), required: true },
      },
      responses: {
        200: { description: 'Смена передана', ...jsonContent(Handover) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const handoverId = Number(c.req.valid('param').handoverId);
      const handover = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { handoverId, ...input },
        async (w) => {
          await resolveHandover(w, shiftRules(c.var.options), handoverId, input);
          return handoverById(w.tx, w.hallId, handoverId, w.user);
        },
      );
      return c.json(handover, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/handovers/{handoverId}/cancel',
      tags: ['cashbox'],
      summary: 'Отмена передачи (сдающий или управляющий): смена продолжается',
      request: { params: HandoverParams, headers: IdempotencyHeaders },
      responses: {
        200: { description: 'Передача отменена', ...jsonContent(Handover) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const handoverId = Number(c.req.valid('param').handoverId);
      const handover = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { handoverId },
        async (w) => {
          await cancelHandover(w, handoverId);
          return handoverById(w.tx, w.hallId, handoverId, w.user);
        },
      );
      return c.json(handover, 200);
    },
  );
