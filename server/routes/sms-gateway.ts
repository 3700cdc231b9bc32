import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { applyDeliveryReports, signatureValid } from '../sms-mailings/delivery-reports';
import { applySmsReplies } from '../sms-mailings/sms-replies';

const DeliveryReports = z
  .object({
    reports: z
      .array(
        z.object({
          id: z.string().regex(/^\d{1,9}:\d{1,9}$/, 'Ожидается «рассылка:клиент»'),
          status: z.enum(['delivered', 'failed'], { error: 'Ожидается delivered или failed' }),
          error: z.string().max(500, 'Не длиннее 500 символов').optional(),
        }),
      )
      .max(1000, 'Не больше 1000 отчётов за раз'),
  })
  .openapi('SmsDeliveryReports');

const DeliveryResult = z
  .object({
    applied: z.number().int().openapi({ description: 'Отчёты, изменившие состояние сообщения' }),
    ignored: z.number().int().openapi({ description: 'Повторы и неизвестные id' }),
  })
  .openapi('SmsDeliveryResult');

const SmsReplies = z
  .object({
    messages: z
      .array(
        z.object({
          from: z
            .string({ error: 'Укажите номер отправителя' })
            .regex(/^\+?\d[\d ()-]{5,30}$/, 'Номер отправителя: цифры, можно с +'),
          text: z
            .string({ error: 'Укажите текст сообщения' })
            .max(1600, 'Не длиннее 1600 символов'),
          at: z.iso
            .datetime({ offset: true, error: 'Время — в формате ISO 8601' })
            .optional()
            .openapi({ example: '2026-11-26T10:15:00+05:00' }),
        }),
      )
      .max(1000, 'Не больше 1000 сообщений за раз'),
  })
  .openapi('SmsReplies');

const SmsRepliesResult = z
  .object({
    kept: z.number().int().openapi({ description: 'Новые сообщения (повторы не считаются)' }),
    optedOut: z.number().int().openapi({ description: 'Клиенты, отозвавшие согласие' }),
  })
  .openapi('SmsRepliesResult');

// The input guard has read the body as text; the signature is of exactly those bytes.
const signedByGateway: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = await c.req.text();
  if (!signatureValid(c.var.options.smsGatewaySecret, body, c.req.header('x-signature'))) {
    throw new ApiError(401, 'bad_signature', 'Подпись запроса не подходит');
  }
  await next();
};

const signatureHeader = z.object({
  'x-signature': z.string().optional().openapi({ example: 'sha256=…' }),
});

/** Calls from the SMS gateway: no session, a signature of the body instead. */
export const smsGatewayRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/delivery-reports',
      tags: ['sms'],
      summary: 'Отчёты шлюза о доставке SMS (подпись X-Signature: sha256=HMAC тела)',
      middleware: signedByGateway,
      request: {
        headers: signatureHeader,
        body: { ...jsonContent(DeliveryReports), required: true },
      },
      responses: {
        200: { description: 'Отчёты учтены', ...jsonContent(DeliveryResult) },
        ...errorResponses(400, 401, 413, 415),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      return c.json(await applyDeliveryReports(db, c.req.valid('json').reports, now()), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/inbound',
      tags: ['sms'],
      summary:
        'Ответы клиентов на SMS (подпись X-Signature: sha256=HMAC тела). «СТОП», «STOP», «ОТПИСКА» отзывают согласие на рассылки; остальное сохраняется',
      middleware: signedByGateway,
      request: {
        headers: signatureHeader,
        body: { ...jsonContent(SmsReplies), required: true },
      },
      responses: {
        200: { description: 'Сообщения приняты', ...jsonContent(SmsRepliesResult) },
        ...errorResponses(400, 401, 413, 415),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      return c.json(await applySmsReplies(db, c.req.valid('json').messages, now()), 200);
    },
  );
