import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { limitedLookup, lookupCall } from '../auth/lookup-limit';
import { forAction, forScreen, requireUser } from '../auth/middleware';
import { errors } from '../errors';
import { visibleHalls } from '../halls/visible-halls';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { findPhoneRequest, listPhoneRequests } from '../phone-requests/phone-request-list';
import {
  cancelPhoneRequest,
  createPhoneRequest,
  decidePhoneRequest,
  updatePhoneRequest,
} from '../phone-requests/phone-request-records';
import {
  PhoneRequestApprove,
  PhoneRequestCancel,
  PhoneRequestCreate,
  PhoneRequestDetail,
  PhoneRequestListQuery,
  PhoneRequestPage,
  PhoneRequestParams,
  PhoneRequestQueueQuery,
  PhoneRequestReject,
  PhoneRequestUpdate,
} from '../phone-requests/phone-request-schemas';
import { versionTag } from '../versions';
import type { Actor } from '../writes/actor';
import { versionedChange } from '../writes/versioned-change';

export const phoneRequestsRoutes = router();
// Everyone of the hall files and follows requests; only admins decide (checked per route below).
const staff = forScreen('/phone/request');
phoneRequestsRoutes.use('/:hallId/phone-requests', staff);
phoneRequestsRoutes.use('/:hallId/phone-requests/*', staff);
phoneRequestsRoutes.use(
  '/:hallId/phone-requests/:requestId/approve',
  forAction('decidePhoneRequest'),
);
phoneRequestsRoutes.use(
  '/:hallId/phone-requests/:requestId/reject',
  forAction('decidePhoneRequest'),
);

/** A change of the request in the path, at the version the client saw. */
const change = async (
  c: Context<AppEnv>,
  bodyVersion: number | undefined,
  write: (a: Actor, id: number, version: number) => ReturnType<typeof findPhoneRequest>,
) => c.json(await versionedChange(c, 'requestId', bodyVersion, write), 200);

const detail = { description: 'Заявка с историей', ...jsonContent(PhoneRequestDetail) };

phoneRequestsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/phone-requests',
      tags: ['phone-requests'],
      summary: 'Заявки на смену номера: страница, новые сверху',
      request: { params: HallParams, query: PhoneRequestListQuery },
      responses: {
        200: { description: 'Страница заявок', ...jsonContent(PhoneRequestPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await listPhoneRequests(c.var.options.db, [c.var.hallId], c.var.user, c.req.valid('query')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/phone-requests',
      tags: ['phone-requests'],
      summary:
        'Новая заявка. Открытая заявка по старому номеру или новый номер другого клиента — 409 confirmation_required с предупреждениями в fields; сохраняется с confirm: true',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(PhoneRequestCreate), required: true },
      },
      responses: {
        201: { ...detail, description: 'Создана' },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const request = await limitedLookup(lookupCall(c), 'phone', () =>
        idempotentWrite(c, key, input, (w) => createPhoneRequest(w, input)),
      );
      c.header('ETag', versionTag(request.version));
      return c.json(request, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/phone-requests/{requestId}',
      tags: ['phone-requests'],
      summary: 'Заявка, её история и что с ней может сделать пользователь',
      request: { params: PhoneRequestParams },
      responses: { 200: detail, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').requestId);
      const request = await findPhoneRequest(c.var.options.db, c.var.hallId, id, c.var.user);
      c.header('ETag', versionTag(request.version));
      return c.json(request, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/{hallId}/phone-requests/{requestId}',
      tags: ['phone-requests'],
      summary:
        'Изменение новой заявки её автором; те же правила и предупреждения, что при создании',
      request: {
        params: PhoneRequestParams,
        body: { ...jsonContent(PhoneRequestUpdate), required: true },
      },
      responses: { 200: detail, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
    }),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      return limitedLookup(lookupCall(c), 'phone', () =>
        change(c, version, (a, id, v) => updatePhoneRequest(a, id, v, input)),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/phone-requests/{requestId}/cancel',
      tags: ['phone-requests'],
      summary: 'Отмена новой заявки (автор или администратор)',
      request: {
        params: PhoneRequestParams,
        body: { ...jsonContent(PhoneRequestCancel), required: false },
      },
      responses: { 200: detail, ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => change(c, c.req.valid('json')?.version, cancelPhoneRequest),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/phone-requests/{requestId}/approve',
      tags: ['phone-requests'],
      summary: 'Одобрение (администратор): номер клиента меняется в той же транзакции',
      request: {
        params: PhoneRequestParams,
        body: { ...jsonContent(PhoneRequestApprove), required: false },
      },
      responses: { 200: detail, ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return change(c, body?.version, (a, id, v) =>
        decidePhoneRequest(a, id, v, 'approved', body?.comment ?? ''),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/phone-requests/{requestId}/reject',
      tags: ['phone-requests'],
      summary: 'Отклонение (администратор) с обязательным комментарием',
      request: {
        params: PhoneRequestParams,
        body: { ...jsonContent(PhoneRequestReject), required: true },
      },
      responses: { 200: detail, ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { version, comment } = c.req.valid('json');
      return change(c, version, (a, id, v) => decidePhoneRequest(a, id, v, 'rejected', comment));
    },
  );

/**
 * The approval queue: the requests of every hall the user may see (admins: all), or of one of
 * them; a hall the user may not see is refused, as in a hall's own path.
 */
export const phoneRequestQueueRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['phone-requests'],
    summary: 'Очередь заявок по всем доступным залам (или одному), с залом в каждой строке',
    middleware: [requireUser, staff] as const,
    request: { query: PhoneRequestQueueQuery },
    responses: {
      200: { description: 'Страница заявок', ...jsonContent(PhoneRequestPage) },
      ...errorResponses(400, 401, 403),
    },
  }),
  async (c) => {
    const { db } = c.var.options;
    const { hallId, ...filter } = c.req.valid('query');
    const user = c.var.user;
    const visible = user.role === 'admin' ? null : (await visibleHalls(db, user)).map((h) => h.id);
    if (hallId && visible && !visible.includes(Number(hallId))) throw errors.hallForbidden();
    const scope = hallId ? [Number(hallId)] : (visible ?? 'all');
    return c.json(await listPhoneRequests(db, scope, user, filter), 200);
  },
);
