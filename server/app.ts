import { DEFAULT_LOOKUP_LIMIT } from './auth/lookup-limit';
import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, AppOptions } from './context';
import { compressJson } from './compression';
import { createInstance } from './instance';
import { isDatabaseUnavailable } from './db/unavailable';
import { logger, loggedError } from './logger';
import { recordRequest } from './ops/request-log';
import { ApiError, ErrorSchema, errorResponse, errors } from './errors';
import { inputGuard, isFileUpload, WRITE_METHODS } from './input-guard';
import { requireUser } from './auth/middleware';
import { hallAccess } from './halls/hall-access';
import { authRoutes } from './routes/auth';
import { DEFAULT_CASH_RULES } from './cash-desks/cash-rules';
import { DEFAULT_AML_THRESHOLD_TENGE, DEFAULT_PAYOUT_APPROVAL_TENGE } from '@/lib/shared/winnings';
import { ownAccountRoutes } from './routes/own-account';
import { usersRoutes } from './routes/users';
import { clientsRoutes } from './routes/clients';
import { clientImportRoutes } from './routes/client-import';
import { restrictionsRoutes } from './routes/restrictions';
import { cashOperationsRoutes } from './routes/cash-operations';
import { equipmentRoutes, heartbeatRoutes } from './routes/equipment';
import { eventsRoutes, hallEventsRoutes } from './routes/events';
import { exceptionsRoutes, hallExceptionsRoutes } from './routes/exceptions';
import { KEEP_ALIVE_MS } from './events/event-stream';
import { EVENT_POSITION_HEADER } from '@/lib/shared/protocol';
import { hallsRoutes } from './routes/halls';
import { healthRoutes, readyRoutes } from './routes/health';
import { menuRoutes } from './routes/menu';
import { ordersRoutes } from './routes/orders';
import { fiscalRoutes } from './routes/fiscal';
import { productsRoutes } from './routes/products';
import { cashDesksRoutes } from './routes/cash-desks';
import { cashTransfersRoutes } from './routes/cash-transfers';
import { handoversRoutes } from './routes/handovers';
import { safeRoutes } from './routes/safe';
import { variancesRoutes } from './routes/variances';
import { gamesRoutes } from './routes/games';
import { phoneRequestQueueRoutes, phoneRequestsRoutes } from './routes/phone-requests';
import { hallReportsRoutes, reportsRoutes } from './routes/reports';
import { smsGatewayRoutes } from './routes/sms-gateway';
import { smsMailingsRoutes } from './routes/sms-mailings';
import { shiftsRoutes } from './routes/shifts';
import { workersRoutes } from './routes/workers';
import { winningsRoutes } from './routes/winnings';
import { gamingDaysRoutes } from './routes/gaming-days';
import { dropsRoutes } from './routes/drops';
import { machineOrdersRoutes } from './routes/machine-orders';
import { gamblingTaxSettingsRoutes, hallGamblingTaxRoutes } from './routes/gambling-tax';
import { monitoringRoutes } from './routes/monitoring';
import { HSTS, isHttps, RESOURCE_HEADERS } from './security-headers';

export const MAX_BODY_BYTES = 64 * 1024;
/** A meter call carries up to 1 000 readings that a machine kept while it was cut off. */
export const MAX_METER_BODY_BYTES = 1024 * 1024;
const METERS_PATH = '/api/equipment/meters';
/** A client base: 100 000 rows of CSV are about 8 MB. */
export const MAX_UPLOAD_BODY_BYTES = 64 * 1024 * 1024;

const SECURITY_HEADERS = Object.entries(RESOURCE_HEADERS);

/** A caller's own request id is kept when it is a plain token; otherwise the API makes one. */
const REQUEST_ID = /^[\w.:-]{8,100}$/;

const STATUS_MESSAGES: Record<number, [string, string]> = {
  400: ['bad_request', 'Неверный запрос'],
  404: ['not_found', 'Адрес API не найден'],
  405: ['method_not_allowed', 'Метод не поддерживается'],
};

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Бэк-офис залов — API',
    version: '1.0.0',
    description:
      'REST + JSON. Вход ставит cookie `bbp-cookie`; другой источник передаёт токен в `Authorization: Bearer`. Ошибки: `{ error: { code, message, fields? } }`.',
  },
};

/** The API. It takes its database, so tests can hand it their own. */
export function createApp(input: AppOptions) {
  const instance = input.instance ?? createInstance(input.db, input.now);
  const options: Required<AppOptions> = {
    now: instance.now,
    allowedOrigins: [],
    trustProxy: 0,
    secureCookie: false,
    smsGatewaySecret: '',
    smsAdvertising: 'forbidden',
    payoutApprovalTenge: DEFAULT_PAYOUT_APPROVAL_TENGE,
    amlThresholdTenge: DEFAULT_AML_THRESHOLD_TENGE,
    lookupLimit: DEFAULT_LOOKUP_LIMIT,
    cashRules: DEFAULT_CASH_RULES,
    mfaRequiredRoles: [],
    fiscalUrl: null,
    fiscalTimeoutMs: 30_000,
    eventKeepAliveMs: KEEP_ALIVE_MS,
    draining: () => false,
    ...input,
    instance,
  };
  const app = new OpenAPIHono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) return errorResponse(c, errors.payloadTooLarge());
      if (error.status === 415) return errorResponse(c, errors.unsupportedMediaType());
      const [code, message] = STATUS_MESSAGES[error.status] ?? STATUS_MESSAGES[400];
      return errorResponse(c, new ApiError(error.status as 400, code, message));
    }
    if (isDatabaseUnavailable(error)) return errorResponse(c, errors.databaseUnavailable());
    // The route and the error's codes only: a query's message carries its parameters.
    logger.error({ reqId: c.var.requestId, err: loggedError(error) }, 'unexpected error');
    return errorResponse(c, new ApiError(500, 'internal', 'Внутренняя ошибка сервера'));
  });
  app.notFound((c) => errorResponse(c, new ApiError(404, 'not_found', 'Адрес API не найден')));

  app.use('*', async (c, next) => {
    const startedAt = performance.now();
    c.set('options', options);
    const requestId = c.req.header('x-request-id');
    c.set('requestId', requestId && REQUEST_ID.test(requestId) ? requestId : randomUUID());
    c.header('X-Request-Id', c.var.requestId);
    // Set before the handler runs, so error answers carry them too.
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    const https = isHttps({
      encrypted: c.req.url.startsWith('https:'),
      trustProxy: options.trustProxy,
      forwardedProto: c.req.header('x-forwarded-proto'),
    });
    c.set('https', https);
    if (https) c.header('Strict-Transport-Security', HSTS);
    await next();
    recordRequest(c, startedAt);
  });
  app.use('*', compressJson);
  // Taken before the handler reads: every change of an event up to it is in the answer.
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET') {
      const position = options.instance.hub.position();
      if (position > 0) c.header(EVENT_POSITION_HEADER, String(position));
    }
    await next();
  });
  if (options.allowedOrigins.length > 0) {
    // A front end on another origin reads an export's file name from Content-Disposition, and
    // where its first reads stand in the event stream.
    app.use(
      '*',
      cors({
        origin: options.allowedOrigins,
        credentials: true,
        exposeHeaders: ['Content-Disposition', EVENT_POSITION_HEADER],
      }),
    );
  }
  const limits = new Map(
    [MAX_BODY_BYTES, MAX_METER_BODY_BYTES, MAX_UPLOAD_BODY_BYTES].map((maxSize) => [
      maxSize,
      bodyLimit({
        maxSize,
        onError: () => {
          throw errors.payloadTooLarge();
        },
      }),
    ]),
  );
  app.use('*', (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const maxSize =
      c.req.path === METERS_PATH
        ? MAX_METER_BODY_BYTES
        : isFileUpload(c.req.path)
          ? MAX_UPLOAD_BODY_BYTES
          : MAX_BODY_BYTES;
    // A declared length is the body's length (the HTTP parser reads no more than it says), so it
    // is judged from the header; hono's limit would first turn the request into a web Request
    // with a stream, which costs more than the rest of a cash operation's handling. A body sent
    // in chunks is counted as it arrives.
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d{1,15}$/.test(length) && !c.req.header('transfer-encoding')) {
      if (Number(length) > maxSize) throw errors.payloadTooLarge();
      return next();
    }
    return limits.get(maxSize)!(c, next);
  });
  app.use('*', inputGuard);

  app.openAPIRegistry.register('Error', ErrorSchema);
  app.route('/api/auth', authRoutes);
  app.route('/api/auth', ownAccountRoutes);
  app.route('/api/users', usersRoutes);
  // One hall check for everything under a hall; each resource adds its role check.
  app.use('/api/halls/:hallId/*', requireUser, hallAccess);
  app.route('/api/halls', hallsRoutes);
  app.route('/api/halls', workersRoutes);
  app.route('/api/halls', equipmentRoutes);
  app.route('/api/halls', machineOrdersRoutes);
  app.route('/api/halls', hallGamblingTaxRoutes);
  app.route('/api/halls', cashDesksRoutes);
  app.route('/api/halls', cashTransfersRoutes);
  app.route('/api/halls', handoversRoutes);
  app.route('/api/halls', safeRoutes);
  app.route('/api/halls', variancesRoutes);
  app.route('/api/halls', shiftsRoutes);
  app.route('/api/halls', cashOperationsRoutes);
  app.route('/api/halls', winningsRoutes);
  app.route('/api/halls', gamingDaysRoutes);
  app.route('/api/halls', dropsRoutes);
  app.route('/api/halls', ordersRoutes);
  app.route('/api/halls', fiscalRoutes);
  app.route('/api/halls', productsRoutes);
  app.route('/api/halls', phoneRequestsRoutes);
  app.route('/api/halls', clientsRoutes);
  app.route('/api/halls', smsMailingsRoutes);
  app.route('/api/halls', hallReportsRoutes);
  app.route('/api/halls', hallEventsRoutes);
  app.route('/api/halls', hallExceptionsRoutes);
  app.route('/api/reports', reportsRoutes);
  app.route('/api/phone-requests', phoneRequestQueueRoutes);
  app.route('/api/gambling-tax', gamblingTaxSettingsRoutes);
  app.route('/api/clients', clientImportRoutes);
  app.route('/api/restrictions', restrictionsRoutes);
  app.route('/api/monitoring', monitoringRoutes);
  app.route('/api/events', eventsRoutes);
  app.route('/api/exceptions', exceptionsRoutes);
  app.route('/api/games', gamesRoutes);
  app.route('/api/equipment', heartbeatRoutes);
  app.route('/api/sms', smsGatewayRoutes);
  app.route('/api/menu', menuRoutes);
  app.route('/api/health', healthRoutes);
  app.route('/api/ready', readyRoutes);
  // Built on first request, then kept: the document changes only with the code.
  let openApiDocument: ReturnType<typeof app.getOpenAPI31Document> | null = null;
  app.get('/api/openapi.json', (c) => {
    openApiDocument ??= app.getOpenAPI31Document(OPENAPI_INFO);
    return c.json(openApiDocument);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
