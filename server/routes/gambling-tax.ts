import { createRoute } from '@hono/zod-openapi';
import { forAction, requireUser } from '../auth/middleware';
import { errors } from '../errors';
import { exportAnswer, sendExport } from '../exports/export-route';
import { filedRows, quarterDraft, quarterFilings } from '../gambling-tax/tax-draft';
import { taxFile } from '../gambling-tax/tax-export';
import { lockQuarter } from '../gambling-tax/tax-filings';
import {
  KindParams,
  MrpInput,
  MrpYear,
  RateInput,
  TaxDraft,
  TaxExportQuery,
  TaxLock,
  TaxQuery,
  TaxRate,
  TaxSettings,
  YearParams,
} from '../gambling-tax/tax-schemas';
import { setMrpYear, setTaxRate, taxSettings } from '../gambling-tax/tax-settings';
import { HallParams } from '../halls/hall-params';
import { hallToday } from '../halls/hall-days';
import { hallById } from '../halls/visible-halls';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { actorWrite } from '../writes/actor-write';
import { editedVersion } from '../versions';

const reader = forAction('orderMachines');
const filer = forAction('fileMachines');

/** The tax on gambling business of a hall's quarter (decision 069). */
export const hallGamblingTaxRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/gambling-tax',
      tags: ['gambling-tax'],
      summary:
        'Черновик квартала: объекты с месяцами и суммами, итог, сроки и зафиксированные версии',
      middleware: [reader] as const,
      request: { params: HallParams, query: TaxQuery },
      responses: {
        200: { description: 'Черновик', ...jsonContent(TaxDraft) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const today = await hallToday(db, c.var.hallId, now());
      return c.json(await quarterDraft(db, c.var.hallId, c.req.valid('query').quarter, today), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/gambling-tax/filings',
      tags: ['gambling-tax'],
      summary:
        '«Зафиксировать» квартал: первая версия или новая рядом с прежней после изменений; прежние не меняются',
      middleware: [filer] as const,
      request: { params: HallParams, body: { ...jsonContent(TaxLock), required: true } },
      responses: {
        201: { description: 'Зафиксировано', ...jsonContent(TaxDraft) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { quarter } = c.req.valid('json');
      return c.json(await actorWrite(c, (a) => lockQuarter(a, quarter)), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/gambling-tax/export',
      tags: ['gambling-tax'],
      summary:
        'Квартал в XLSX или CSV: итоги декларации (710.00) и строка на объект (710.01); version — зафиксированная',
      middleware: [reader] as const,
      request: { params: HallParams, query: TaxExportQuery },
      responses: { ...exportAnswer, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { quarter, version, format } = c.req.valid('query');
      const hall = (await hallById(db, c.var.hallId))!;
      if (version !== undefined) {
        const filing = (await quarterFilings(db, hall.id, quarter)).find(
          (f) => f.version === version,
        );
        const rows = filing && (await filedRows(db, hall.id, quarter, version));
        if (!filing || !rows) throw errors.notFound('Версия не найдена');
        return sendExport(c, taxFile(hall, quarter, { ...filing, objects: rows, version }), format);
      }
      const draft = await quarterDraft(db, hall.id, quarter, await hallToday(db, hall.id, now()));
      const file = taxFile(hall, quarter, {
        mrp: draft.mrp ?? 0,
        rateMrp: draft.rateMrp ?? 0,
        objects: draft.objects,
        total: draft.total,
        version: null,
      });
      return sendExport(c, file, format);
    },
  );

/** The МРП of each year and the rate per kind of object: read by managers, set by head office. */
export const gamblingTaxSettingsRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/settings',
      tags: ['gambling-tax'],
      summary: 'МРП по годам и ставки налога на игорный бизнес, с источниками',
      // Outside a hall the route signs the user in itself (a hall's routes have it from app.ts).
      middleware: [requireUser, reader] as const,
      responses: {
        200: { description: 'Настройки', ...jsonContent(TaxSettings) },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await taxSettings(c.var.options.db), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/mrp/{year}',
      tags: ['gambling-tax'],
      summary: 'МРП года с источником; известный год — по версии (устаревшая — 409)',
      middleware: [requireUser, filer] as const,
      request: { params: YearParams, body: { ...jsonContent(MrpInput), required: true } },
      responses: {
        200: { description: 'Сохранено', ...jsonContent(MrpYear) },
        ...errorResponses(400, 401, 403, 409, 415),
      },
    }),
    async (c) => {
      const year = Number(c.req.valid('param').year);
      const input = c.req.valid('json');
      return c.json(await actorWrite(c, (a) => setMrpYear(a, year, input)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/rates/{kind}',
      tags: ['gambling-tax'],
      summary: 'Ставка вида объекта в МРП в месяц, с источником, по версии',
      middleware: [requireUser, filer] as const,
      request: { params: KindParams, body: { ...jsonContent(RateInput), required: true } },
      responses: {
        200: { description: 'Сохранено', ...jsonContent(TaxRate) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { kind } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      const seen = editedVersion(c, version);
      return c.json(
        await actorWrite(c, (a) => setTaxRate(a, kind, { ...input, version: seen })),
        200,
      );
    },
  );
