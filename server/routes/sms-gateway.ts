import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../errors';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { applyDeliveryReports, signatureValid } from '../sms-mailings/delivery-reports';

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

/** Calls from the SMS gateway: no session, a signature of the body instead. */
export const smsGatewayRoutes = router().openapi(
  createRoute({
    method: 'post',
    path: '/delivery-reports',
    tags: ['sms'],
    summary: 'Отчёты шлюза о доставке SMS (подпись X-Signature: sha256=HMAC тела)',
    middleware: [
      async (c, next) => {
        // The input guard has read the body as text; the signature is of exactly those bytes.
        const body = await c.req.text();
        if (!signatureValid(c.var.options.smsGatewaySecret, body, c.req.header('x-signature'))) {
          throw new ApiError(401, 'bad_signature', 'Подпись отчёта не подходит');
        }
        await next();
      },
    ] as const,
    request: {
      headers: z.object({
        'x-signature': z.string().optional().openapi({ example: 'sha256=…' }),
      }),
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
);
