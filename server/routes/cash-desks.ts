import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { createDesk, listDesks, updateDesk } from '../cash-desks/desk-records';
import {
  CashDesk,
  CashDeskList,
  DeskCreate,
  DeskParams,
  DeskUpdate,
} from '../cash-desks/desk-schemas';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';
import { ApiError } from '../errors';
import { linkRegister, registersOfHall, unlinkRegister } from '../fiscal/register-records';
import { RegisterLink, RegisterView } from '../fiscal/register-schemas';

export const cashDesksRoutes = router();
// Everyone at the cash desk sees the hall's desks; the manager sets them up.
cashDesksRoutes.use('/:hallId/cash-desks', forScreen('/cashbox'));
cashDesksRoutes.use('/:hallId/cash-desks/*', forScreen('/cashbox'));
const deskKeeper = forAction('keepSafe');
const registerLinker = forAction('linkRegisters');

cashDesksRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/cash-desks',
      tags: ['cashbox'],
      summary:
        'Кассы зала (сейф, окна, бар): кто ведёт смену, наличные по учёту; правила пересчёта зала и номиналы',
      request: { params: HallParams },
      responses: {
        200: { description: 'Кассы зала', ...jsonContent(CashDeskList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, cashRules } = c.var.options;
      return c.json(await listDesks(db, c.var.hallId, c.var.user, cashRules), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/cash-desks',
      tags: ['cashbox'],
      summary: 'Новая касса зала: окно или бар (управляющий, администратор); сейф у зала один',
      middleware: [deskKeeper] as const,
      request: { params: HallParams, body: { ...jsonContent(DeskCreate), required: true } },
      responses: {
        201: { description: 'Касса добавлена', ...jsonContent(CashDesk) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const desk = await actorWrite(c, (a) => createDesk(a, input));
      c.header('ETag', versionTag(desk.version));
      return c.json(desk, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{hallId}/cash-desks/{deskId}',
      tags: ['cashbox'],
      summary:
        'Название, рабочий остаток, вывод из работы (пустой и закрытой) или возврат кассы; 409 на устаревшую версию',
      middleware: [deskKeeper] as const,
      request: { params: DeskParams, body: { ...jsonContent(DeskUpdate), required: true } },
      responses: {
        200: { description: 'Изменена', ...jsonContent(CashDesk) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      const desk = await versionedChange(c, 'deskId', version, (a, id, v) =>
        updateDesk(a, id, v, changes),
      );
      return c.json(desk, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/{hallId}/cash-desks/{deskId}/fiscal',
      tags: ['cashbox'],
      summary:
        'Привязать кассу к кассе ККМ Webkassa или ввести её учётные данные заново (головной офис); секреты не возвращаются',
      middleware: [registerLinker] as const,
      request: { params: DeskParams, body: { ...jsonContent(RegisterLink), required: true } },
      responses: {
        200: { description: 'Касса привязана', ...jsonContent(RegisterView) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      if (!c.var.options.fiscalUrl) {
        throw new ApiError(
          409,
          'fiscal_unavailable',
          'Сервер не подключён к Webkassa (WEBKASSA_URL): чеки этой кассы некому отправлять',
        );
      }
      const deskId = Number(c.req.valid('param').deskId);
      const input = c.req.valid('json');
      const view = await actorWrite(c, async (a) => {
        await linkRegister(a, deskId, input);
        return (await registersOfHall(a.tx, a.hallId)).get(deskId)!;
      });
      return c.json(view, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{hallId}/cash-desks/{deskId}/fiscal',
      tags: ['cashbox'],
      summary: 'Отвязать кассу от кассы ККМ (головной офис): ждущие чеки всё равно отправятся',
      middleware: [registerLinker] as const,
      request: { params: DeskParams },
      responses: {
        204: { description: 'Отвязана' },
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const deskId = Number(c.req.valid('param').deskId);
      await actorWrite(c, (a) => unlinkRegister(a, deskId));
      return c.body(null, 204);
    },
  );
