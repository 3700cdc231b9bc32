import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { Db, PoolStats } from '../db/database';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string) {
  const given = header?.match(/^Bearer (.+)$/)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` in the Prometheus text format. With `token`, only for `Authorization: Bearer
 * <token>` (the metrics on the public port); without, for anyone who reaches it (`METRICS_PORT`,
 * a port of the private network).
 */
export function metricsListener(
  database: () => { db: Db; poolStats?: () => PoolStats } | null,
  token?: string,
): RequestListener {
  return (request, response) => {
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'GET only\n');
    if ((request.url ?? '').split('?', 1)[0] !== '/metrics') return answer(404, 'Not found\n');
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      return answer(401, 'Unauthorized\n');
    }
    metricsText(database()).then(
      (text) => answer(200, text, METRICS_CONTENT_TYPE),
      () => answer(500, 'Metrics failed\n'),
    );
  };
}

/** The metrics on a port of their own (`METRICS_PORT`). */
export function startMetricsServer(port: number, host: string, listener: RequestListener) {
  const server = createServer(listener);
  return new Promise<typeof server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
