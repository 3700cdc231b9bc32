import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { dropDetail, dropStart, listDrops } from '../drops/drop-reads';
import {
  DropCount,
  DropCreate,
  DropDetail,
  DropList,
  DropParams,
  DropStart,
} from '../drops/drop-schemas';
import { collectDrop, confirmDrop, countDrop } from '../drops/drop-writes';
import { HallParams } from '../halls/hall-params';
import { ApiError } from '../errors';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';

/**
 * The drop of the machines' boxes (decision 066): taken out by the manager with a second named
 * person, counted by any two of the hall's staff, blind, into the safe.
 */
export const dropsRoutes = router();
dropsRoutes.use('/:hallId/drops', forScreen('/cashbox'));
dropsRoutes.use('/:hallId/drops/*', forScreen('/cashbox'));

const answer = (c: Parameters<typeof idempotentWrite>[0], dropId: number) =>
  dropDetail(c.var.options.db, c.var.hallId, dropId, c.var.user);

dropsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/drops',
      tags: ['drops'],
      summary: 'Последние выемки зала, новые первыми; суммы — когда пересчёт сошёлся',
      request: { params: HallParams },
      responses: {
        200: { description: 'Выемки', ...jsonContent(DropList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await listDrops(c.var.options.db, c.var.hallId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/drops/new',
      tags: ['drops'],
      summary:
        'Что нужно для выемки: автоматы с купюроприёмником и кто может быть вторым (сотрудники зала в работе)',
      middleware: [forAction('runDrops')] as const,
      request: { params: HallParams },
      responses: {
        200: { description: 'Автоматы и люди', ...jsonContent(DropStart) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await dropStart(c.var.options.db, c.var.hallId, c.var.user), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/drops',
      tags: ['drops'],
      summary:
        'Выемка: управляющий и второй названный сотрудник вынимают ящики купюроприёмников. На ящике — номер его автомата; чужой — 409 wrong_box, пока не отмечен swapped (тогда исключение). Одна непересчитанная выемка на зал (409 drop_in_progress)',
      middleware: [forAction('runDrops')] as const,
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(DropCreate), required: true },
      },
      responses: {
        201: { description: 'Ящики вынуты, ждут пересчёта', ...jsonContent(DropDetail) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const id = await idempotentWrite(c, c.req.valid('header')['idempotency-key'], input, (w) =>
        collectDrop(w, input),
      );
      return c.json(await answer(c, id), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/drops/{dropId}',
      tags: ['drops'],
      summary:
        'Выемка по ящикам; пересчитано и по счётчикам купюр с прошлой выемки — только когда пересчёт сошёлся',
      request: { params: DropParams },
      responses: {
        200: { description: 'Выемка', ...jsonContent(DropDetail) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await answer(c, Number(c.req.valid('param').dropId)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/drops/{dropId}/count',
      tags: ['drops'],
      summary:
        'Первый пересчёт ящиков по купюрам (любой сотрудник зала), вслепую: счётчики не показываются. Ждёт второго',
      request: {
        params: DropParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(DropCount), required: true },
      },
      responses: {
        200: { description: 'Первый пересчёт записан', ...jsonContent(DropDetail) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const dropId = Number(c.req.valid('param').dropId);
      await idempotentWrite(c, c.req.valid('header')['idempotency-key'], { dropId, input }, (w) =>
        countDrop(w, dropId, input),
      );
      return c.json(await answer(c, dropId), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/drops/{dropId}/count/confirm',
      tags: ['drops'],
      summary:
        'Второй пересчёт другим человеком, не видя первого. Совпал по каждому ящику и купюре — выемка уходит в сейф перемещением drop, его принимает хранитель сейфа; нет — 409 recount без подсказки, после последней попытки 409 counts_differ и пересчёт заново',
      request: {
        params: DropParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(DropCount), required: true },
      },
      responses: {
        200: { description: 'Выемка пересчитана', ...jsonContent(DropDetail) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const dropId = Number(c.req.valid('param').dropId);
      const outcome = await idempotentWrite(
        c,
        c.req.valid('header')['idempotency-key'],
        { dropId, input, confirm: true },
        (w) => confirmDrop(w, c.var.options.cashRules, dropId, input),
      );
      if (!outcome.confirmed) {
        const message =
          outcome.attemptsLeft > 0
            ? `Пересчёты не совпали: пересчитайте ещё раз. Осталось попыток: ${outcome.attemptsLeft}`
            : 'Пересчёты не совпали: пересчитайте выемку заново, первый и второй';
        throw new ApiError(
          409,
          outcome.attemptsLeft > 0 ? 'recount' : 'counts_differ',
          message,
          { boxes: message },
          undefined,
          { attemptsLeft: outcome.attemptsLeft },
        );
      }
      return c.json(await answer(c, dropId), 200);
    },
  );
