import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen, requireUser } from '../auth/middleware';
import { importRefused, importRequest, importResponses, runImport } from '../imports/import-route';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { countLookup } from '../auth/lookup-limit';
import { personOf } from '../clients/person';
import { assertHallAccess } from '../halls/hall-access';
import { importRestrictions } from '../restrictions/restriction-import';
import {
  addSelfRestriction,
  checkRestricted,
  listRestrictions,
} from '../restrictions/restriction-records';
import { actorWrite } from '../writes/actor-write';
import {
  RestrictionCheck,
  RestrictionCheckQuery,
  RestrictionCreate,
  RestrictionCreated,
  RestrictionImportResult,
  RestrictionListQuery,
  RestrictionPage,
} from '../restrictions/restriction-schemas';

/**
 * The register of restricted persons (decision 055): head office reads it and loads the official
 * lists; the hall's manager takes a guest's self-restriction; the hall's staff ask yes or no.
 * No route changes or lifts an entry.
 */
export const restrictionsRoutes = router();
restrictionsRoutes.use('*', requireUser);
restrictionsRoutes.use('/check', forScreen('/cashbox'));
restrictionsRoutes.use('/import', forAction('manageRestrictions'));
restrictionsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['restrictions'],
      summary:
        'Реестр ограничений (головной офис): поиск по ИИН или документу, источник, состояние; каждый поиск человека записывается в журнал обращений',
      middleware: forAction('manageRestrictions'),
      request: { query: RestrictionListQuery },
      responses: {
        200: { description: 'Страница реестра', ...jsonContent(RestrictionPage) },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      return c.json(await listRestrictions(db, c.var.user, c.req.valid('query'), now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['restrictions'],
      summary:
        'Принять самоограничение гостя (менеджер зала, где подписано заявление, или головной офис): от 6 месяцев до 10 лет, не раньше сегодняшнего дня. Пока действует одно, второе — 409 restriction_active. Отменить или сократить нельзя',
      middleware: forAction('restrictPersons'),
      request: { body: { ...jsonContent(RestrictionCreate), required: true } },
      responses: {
        201: { description: 'Принято', ...jsonContent(RestrictionCreated) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await assertHallAccess(c.var.options.db, c.var.user, input.hallId);
      const created = await actorWrite(c, (a) => addSelfRestriction(a, input), input.hallId);
      return c.json(created, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/check',
      tags: ['restrictions'],
      summary:
        'Есть ли ограничение у человека сегодня — только да или нет, для сотрудников зала; считается в лимит проверок и записывается в журнал обращений',
      request: { query: RestrictionCheckQuery },
      responses: {
        200: { description: 'Ответ', ...jsonContent(RestrictionCheck) },
        ...errorResponses(400, 401, 403, 404, 429),
      },
    }),
    async (c) => {
      const { db, now, lookupLimit } = c.var.options;
      const query = c.req.valid('query');
      const hallId = Number(query.hallId);
      await assertHallAccess(db, c.var.user, hallId);
      const person = personOf(
        query.iin
          ? { iin: query.iin }
          : { document: { type: query.documentType!, number: query.documentNumber! } },
      );
      const caller = { db, user: c.var.user, hallId, now: now(), limit: lookupLimit };
      // Every yes-or-no answer tells what a probe wants to know: each counts.
      await countLookup(caller, person.field);
      return c.json({ restricted: await checkRestricted(caller, person) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/import',
      tags: ['restrictions'],
      summary:
        'Импорт официального списка из CSV («;» или «,») или XLSX: столбцы iin или document (тип:номер), from, to, source (debtors, self, list). Файл с ошибками не записывается (422), если не задан skipInvalid=1; повторный импорт того же файла ничего не добавляет',
      request: importRequest,
      responses: importResponses(RestrictionImportResult),
    }),
    async (c) => {
      const { result, refused } = await runImport(
        c,
        c.req.valid('query'),
        (body, format, options) =>
          importRestrictions(body, format, options, (write) => actorWrite(c, write)),
      );
      if (refused) return c.json({ error: importRefused(), result }, 422);
      return c.json(result, 200);
    },
  );
