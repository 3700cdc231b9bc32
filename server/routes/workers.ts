import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { forScreen } from '../auth/middleware';
import { sendExport } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';
import { workersFile } from '../workers/worker-export';
import {
  createWorker,
  findWorker,
  listWorkers,
  updateWorker,
  type WorkerChanges,
} from '../workers/worker-records';
import {
  Worker,
  WorkerCreate,
  WorkerDismiss,
  WorkerExportQuery,
  WorkerListQuery,
  WorkerPage,
  WorkerParams,
  WorkerUpdate,
} from '../workers/worker-schemas';

export const workersRoutes = router();
// Hall access is checked for every /api/halls/{hallId}/… path in app.ts; this adds the roles.
workersRoutes.use('/:hallId/workers', forScreen('/workers'));
workersRoutes.use('/:hallId/workers/*', forScreen('/workers'));

workersRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/workers',
      tags: ['workers'],
      summary: 'Сотрудники зала: страница списка с фильтром и сортировкой',
      request: { params: HallParams, query: WorkerListQuery },
      responses: {
        200: { description: 'Страница списка', ...jsonContent(WorkerPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await listWorkers(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/workers/export',
      tags: ['workers'],
      summary: 'Весь отфильтрованный список сотрудников в CSV (UTF-8, «;»)',
      request: { params: HallParams, query: WorkerExportQuery },
      responses: {
        200: {
          description: 'CSV-файл',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    (c) => {
      const { db, now } = c.var.options;
      const day = now().toISOString().slice(0, 10);
      return sendExport(c, workersFile(db, c.var.hallId, c.req.valid('query'), day), 'csv');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/workers',
      tags: ['workers'],
      summary: 'Новый сотрудник',
      request: { params: HallParams, body: { ...jsonContent(WorkerCreate), required: true } },
      responses: {
        201: { description: 'Создан', ...jsonContent(Worker) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const worker = await actorWrite(c, (a) => createWorker(a, input));
      c.header('ETag', versionTag(worker.version));
      return c.json(worker, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/workers/{workerId}',
      tags: ['workers'],
      summary: 'Один сотрудник с версией записи (ETag)',
      request: { params: WorkerParams },
      responses: {
        200: { description: 'Сотрудник', ...jsonContent(Worker) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { workerId } = c.req.valid('param');
      const worker = await findWorker(c.var.options.db, c.var.hallId, Number(workerId));
      c.header('ETag', versionTag(worker.version));
      return c.json(worker, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{hallId}/workers/{workerId}',
      tags: ['workers'],
      summary: 'Изменение сотрудника; устаревшая версия — 409, ничего не меняется',
      request: { params: WorkerParams, body: { ...jsonContent(WorkerUpdate), required: true } },
      responses: {
        200: { description: 'Изменён', ...jsonContent(Worker) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      return c.json(await saveEdit(c, version, changes), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/workers/{workerId}/dismiss',
      tags: ['workers'],
      summary: 'Увольнение: статус «уволен», запись остаётся в списке',
      request: { params: WorkerParams, body: { ...jsonContent(WorkerDismiss), required: false } },
      responses: {
        200: { description: 'Уволен', ...jsonContent(Worker) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) =>
      c.json(await saveEdit(c, c.req.valid('json')?.version, { status: 'dismissed' }), 200),
  );

/** An edit of the worker named in the path at the version the client names; 409 when stale. */
const saveEdit = (c: Context<AppEnv>, bodyVersion: number | undefined, changes: WorkerChanges) =>
  versionedChange(c, 'workerId', bodyVersion, (a, id, version) =>
    updateWorker(a, id, version, changes),
  );
