import { createServer, type RequestListener } from 'node:http';
import { RETRY_AFTER_S } from './errors';
import { unavailableAnswers } from './ops/metrics';
import { RESOURCE_HEADERS } from './security-headers';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Slow or idle clients are cut off: a slow header or body cannot hold a connection for long. */
export const TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  /**
   * An idle kept-alive connection is closed by its client first (a balancer's pool after 5 s):
   * closed by the server at the moment a client sends on it, the request fails with a reset,
   * and a POST is not sent again. Idle connections cost little; slow ones are cut above.
   */
  keepAliveMs: 65_000,
  /** How often the server looks for connections past those limits. */
  checkEveryMs: 2_000,
};
/** Beyond this many open connections new ones are refused, so a flood cannot exhaust memory. */
export const MAX_CONNECTIONS = 1_000;

const jsonError = (code: string, message: string) =>
  Buffer.from(JSON.stringify({ error: { code, message } }));

const METHOD_NOT_ALLOWED = jsonError('method_not_allowed', 'Метод не поддерживается');

const DATABASE_UNAVAILABLE = jsonError(
  'database_unavailable',
  'База данных недоступна, повторите через несколько секунд',
);
const HEALTH_UNAVAILABLE = Buffer.from(JSON.stringify({ status: 'error', database: 'error' }));
const STARTING = Buffer.from(JSON.stringify({ status: 'starting' }));

/** The API's answer while its database has not been opened and migrated yet. */
export const answerUnavailable: RequestListener = (request, response) => {
  const path = (request.url ?? '').split('?', 1)[0].replace(/\/$/, '');
  const body =
    path === '/api/health'
      ? HEALTH_UNAVAILABLE
      : path === '/api/ready'
        ? STARTING
        : DATABASE_UNAVAILABLE;
  unavailableAnswers.inc();
  response.writeHead(503, {
    ...RESOURCE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_S),
  });
  response.end(body);
};

const isApiPath = (url: string) => {
  const path = url.split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/');
};

/**
 * One port for the site and the API: `/api/…` goes to the API, `/metrics` to the metrics (when
 * they are served here), everything else to the static site (when it is served). Methods neither
 * knows (TRACE among them) are refused here. While `closing`, every answer closes its
 * connection, so a balancer's next request opens one to another instance.
 */
export function createHttpServer({
  api,
  site,
  metrics,
  closing = () => false,
  timeouts = TIMEOUTS,
}: {
  api: RequestListener;
  site?: RequestListener;
  metrics?: RequestListener;
  closing?: () => boolean;
  timeouts?: typeof TIMEOUTS;
}) {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (request, response) => {
      const url = request.url ?? '/';
      if (closing()) response.setHeader('Connection', 'close');
      if (!METHODS.has(request.method ?? '')) {
        response.writeHead(405, {
          ...RESOURCE_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': METHOD_NOT_ALLOWED.length,
          'Cache-Control': 'no-store',
          Allow: [...METHODS].join(', '),
        });
        return response.end(METHOD_NOT_ALLOWED);
      }
      if (metrics && url.split('?', 1)[0] === '/metrics') return metrics(request, response);
      if (!site || isApiPath(url)) return api(request, response);
      return site(request, response);
    },
  );
  server.maxConnections = MAX_CONNECTIONS;
  return server;
}
