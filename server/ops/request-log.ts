import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';
import { logger } from '../logger';
import { httpDuration, httpRequests, unavailableAnswers } from './metrics';

/**
 * The route a request matched, as registered (`/api/halls/:hallId/workers`), so neither metrics
 * nor logs carry ids, phones or query values; a path no route matched is `(none)`.
 */
function routeTemplate(c: Context<AppEnv>): string {
  const path = routePath(c, -1);
  return !path || path.includes('*') ? '(none)' : path;
}

/**
 * A device's routine reports. A hall's devices each report every minute, so the ones accepted are
 * logged at `debug` (a refused one, a wrong key among them, stays at `info`).
 */
const DEVICE_REPORTS = new Set(['/api/equipment/heartbeat', '/api/equipment/meters']);

/**
 * One log line and the metrics of an answered request: its id, method, route template, status,
 * duration, user and hall. Never a body, a query value, a token, a phone or a name.
 */
export function recordRequest(c: Context<AppEnv>, startedAt: number) {
  const seconds = (performance.now() - startedAt) / 1000;
  const route = routeTemplate(c);
  const { method } = c.req;
  const status = c.res.status;
  httpRequests.inc({ method, route, status });
  httpDuration.observe({ method, route }, seconds);
  // Every 503 of the API is a database away (`database_unavailable`, or health saying so).
  if (status === 503) unavailableAnswers.inc();
  const line = {
    reqId: c.var.requestId,
    method,
    route,
    status,
    ms: Math.round(seconds * 10_000) / 10,
    userId: c.var.user?.id,
    hallId: c.var.hallId,
  };
  if (status >= 500) logger.error(line, 'request');
  else if (status < 400 && DEVICE_REPORTS.has(route)) logger.debug(line, 'request');
  else logger.info(line, 'request');
}
