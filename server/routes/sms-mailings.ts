import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { forScreen } from '../auth/middleware';
import { idempotentWrite } from '../writes/idempotent-write';
import { IdempotencyHeaders } from '../writes/idempotency';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { countAudience } from '../sms-mailings/audience';
import {
  cancelMailing,
  checkAudienceHalls,
  createMailing,
  findMailing,
  listMailings,
  scheduleMailing,
  updateMailing,
} from '../sms-mailings/mailing-records';
import {
  AudienceCount,
  AudienceCountInput,
  Mailing,
  MailingCancel,
  MailingDraft,
  MailingListQuery,
  MailingPage,
  MailingParams,
  MailingPolicy,
  MailingSchedule,
  MailingUpdate,
  ScheduledMailing,
} from '../sms-mailings/mailing-schemas';
import { versionTag } from '../versions';
import type { Actor } from '../writes/actor';
import { versionedChange } from '../writes/versioned-change';

export const smsMailingsRoutes = router();
const staff = forScreen('/sms/mailing');
smsMailingsRoutes.use('/:hallId/sms-mailings', staff);
smsMailingsRoutes.use('/:hallId/sms-mailings/*', staff);

/** A change of the mailing in the path, at the version the client saw. */
const change = <T extends { version: number }>(
  c: Context<AppEnv>,
  bodyVersion: number | undefined,
  write: (a: Actor, id: number, version: number) => Promise<T>,
) => versionedChange(c, 'mailingId', bodyVersion, write);

const one = { description: 'Рассылка', ...jsonContent(Mailing) };

smsMailingsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/sms-mailings/policy',
      tags: ['sms'],
      summary: 'Что разрешено рассылать: рекламные SMS — только если их разрешает лицензия сети',
      request: { params: HallParams },
      responses: {
        200: { description: 'Правила рассылок', ...jsonContent(MailingPolicy) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    (c) => c.json({ advertising: c.var.options.smsAdvertising }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/sms-mailings',
      tags: ['sms'],
      summary: 'SMS-рассылки зала: карточки, новые сверху',
      request: { params: HallParams, query: MailingListQuery },
      responses: {
        200: { description: 'Страница рассылок', ...jsonContent(MailingPage) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await listMailings(c.var.options.db, c.var.hallId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/sms-mailings/audience-count',
      tags: ['sms'],
      summary: 'Сколько клиентов с согласием на SMS выбирает аудитория сейчас',
      request: { params: HallParams, body: { ...jsonContent(AudienceCountInput), required: true } },
      responses: {
        200: { description: 'Число получателей', ...jsonContent(AudienceCount) },
        ...errorResponses(400, 401, 403, 404, 415),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const { audience } = c.req.valid('json');
      await checkAudienceHalls(db, c.var.user, c.var.hallId, audience);
      return c.json({ count: await countAudience(db, audience, now()) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/sms-mailings',
      tags: ['sms'],
      summary: 'Новый черновик рассылки (сохранить можно на любом шаге)',
      request: {
        params: HallParams,
        headers: IdempotencyHeaders,
        body: { ...jsonContent(MailingDraft), required: true },
      },
      responses: {
        201: { ...one, description: 'Черновик сохранён' },
        ...errorResponses(400, 401, 403, 404, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const mailing = await idempotentWrite(c, key, input, (w) => createMailing(w, input));
      c.header('ETag', versionTag(mailing.version));
      return c.json(mailing, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/sms-mailings/{mailingId}',
      tags: ['sms'],
      summary: 'Рассылка с её статистикой',
      request: { params: MailingParams },
      responses: { 200: one, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const mailing = await findMailing(
        c.var.options.db,
        c.var.hallId,
        Number(c.req.valid('param').mailingId),
      );
      c.header('ETag', versionTag(mailing.version));
      return c.json(mailing, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/{hallId}/sms-mailings/{mailingId}',
      tags: ['sms'],
      summary: 'Изменение черновика',
      request: { params: MailingParams, body: { ...jsonContent(MailingUpdate), required: true } },
      responses: { 200: one, ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      return c.json(await change(c, version, (a, id, v) => updateMailing(a, id, v, input)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/sms-mailings/{mailingId}/schedule',
      tags: ['sms'],
      summary:
        'Запланировать черновик: сейчас или к времени; вне 9:00–21:00 зала — на ближайшие 9:00 (moved). Рекламная, пока реклама в SMS запрещена (SMS_ADVERTISING), — 409 advertising_forbidden под kind',
      request: { params: MailingParams, body: { ...jsonContent(MailingSchedule), required: true } },
      responses: {
        200: { description: 'Запланирована', ...jsonContent(ScheduledMailing) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, sendAt } = c.req.valid('json');
      const { smsAdvertising } = c.var.options;
      return c.json(
        await change(c, version, (a, id, v) => scheduleMailing(a, id, v, sendAt, smsAdvertising)),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/sms-mailings/{mailingId}/cancel',
      tags: ['sms'],
      summary: 'Отмена черновика или запланированной рассылки, пока она не началась',
      request: { params: MailingParams, body: { ...jsonContent(MailingCancel), required: false } },
      responses: { 200: one, ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(await change(c, c.req.valid('json')?.version, cancelMailing), 200),
  );
