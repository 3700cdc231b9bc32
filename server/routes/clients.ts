import { createRoute } from '@hono/zod-openapi';
import { forScreen } from '../auth/middleware';
import { visitsToday } from '../door/check-in';
import { admitGuest, registerGuest } from '../door/door';
import { editClient, findClient, listClients } from '../clients/client-records';
import {
  CheckIn,
  CheckInResult,
  ClientCreate,
  ClientDetail,
  ClientListQuery,
  ClientPage,
  ClientParams,
  ClientUpdate,
  Client,
  VisitList,
} from '../clients/client-schemas';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { IdempotencyHeaders } from '../writes/idempotency';
import { versionedChange } from '../writes/versioned-change';

// The door (check-in, registration, today's visits) is the cash desk's; the client base is the
// mailings' screen's (managers and admins).
const door = forScreen('/cashbox');
const base = forScreen('/sms/mailing');

export const clientsRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/visits',
      tags: ['clients'],
      summary:
        'Отметить визит гостя по ИИН или документу (клиент любого зала сети). Моложе 21 года — 403 under_age; в реестре ограничений — 403 entry_refused «Вход невозможен» (без причины); неизвестный — 404 client_not_found. Повтор за 10 минут в том же зале — тот же визит (200)',
      middleware: door,
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(CheckIn), required: true },
      },
      responses: {
        201: { description: 'Визит отмечен', ...jsonContent(CheckInResult) },
        200: {
          description: 'Гость уже отмечен за последние 10 минут',
          ...jsonContent(CheckInResult),
        },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      const result = await admitGuest(
        c,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'],
      );
      return c.json(result, result.repeated ? 200 : 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/visits',
      tags: ['clients'],
      summary: 'Визиты зала за сегодня (по часам зала), новые сверху',
      middleware: door,
      request: { params: HallParams },
      responses: {
        200: { description: 'Визиты', ...jsonContent(VisitList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await visitsToday(c.var.options.db, c.var.hallId, c.var.options.now()), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/clients',
      tags: ['clients'],
      summary:
        'Зарегистрировать нового гостя зала по ИИН или документу, с его согласием на SMS. Номер или документ, уже известный сети, — 409 phone_taken или identity_taken (без имени владельца); моложе 21 года — 403 under_age',
      middleware: door,
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(ClientCreate), required: true },
      },
      responses: {
        201: { description: 'Клиент зарегистрирован', ...jsonContent(Client) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      const client = await registerGuest(
        c,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'],
      );
      c.header('ETag', versionTag(client.version));
      return c.json(client, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/clients',
      tags: ['clients'],
      summary: 'Клиенты, зарегистрированные в зале: поиск по телефону или ФИО, согласие на SMS',
      middleware: base,
      request: { params: HallParams, query: ClientListQuery },
      responses: {
        200: { description: 'Страница клиентов', ...jsonContent(ClientPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await listClients(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/clients/{clientId}',
      tags: ['clients'],
      summary: 'Карточка клиента: визиты в залы пользователя и история согласия на SMS',
      middleware: base,
      request: { params: ClientParams },
      responses: {
        200: { description: 'Клиент', ...jsonContent(ClientDetail) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').clientId);
      const client = await findClient(c.var.options.db, c.var.hallId, id, c.var.user);
      c.header('ETag', versionTag(client.version));
      return c.json(client, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{hallId}/clients/{clientId}',
      tags: ['clients'],
      summary:
        'Изменить ФИО и согласие на SMS в версии, которую видел пользователь (телефон меняется только заявкой)',
      middleware: base,
      request: { params: ClientParams, body: { ...jsonContent(ClientUpdate), required: true } },
      responses: {
        200: { description: 'Изменён', ...jsonContent(Client) },
        ...errorResponses(400, 401, 403, 404, 409, 415, 422, 428),
      },
    }),
    async (c) => {
      const change = c.req.valid('json');
      return c.json(
        await versionedChange(c, 'clientId', change.version, (a, id, version) =>
          editClient(a, id, version, change),
        ),
        200,
      );
    },
  );
