import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Role } from '@/lib/roles';
import { SESSION_COOKIE } from '@/lib/storage-keys';
import type { AppEnv } from '../context';
import { ApiError, errors } from '../errors';
import { findSessionUser } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // called without a socket (tests)
  }
}

function readToken(c: Context<AppEnv>): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** A cookie rides along on any request the browser makes; writes must come from our pages. */
function assertSameOrigin(c: Context<AppEnv>) {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    const origin = c.req.header('origin');
    if (!origin || !c.var.options.allowedOrigins.includes(origin)) {
      throw new ApiError(403, 'cross_site', 'Запрос с чужого сайта отклонён');
    }
  }
  const origin = c.req.header('origin');
  if (
    origin &&
    origin !== new URL(c.req.url).origin &&
    !c.var.options.allowedOrigins.includes(origin)
  ) {
    throw new ApiError(403, 'cross_site', 'Запрос с чужого сайта отклонён');
  }
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const credentials = readToken(c);
  if (!credentials) throw errors.unauthorized();
  const user = await findSessionUser(c.var.options.db, credentials.token, c.var.options.now());
  if (!user) throw errors.unauthorized();
  if (credentials.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
  c.set('user', user);
  c.set('token', credentials.token);
  await next();
};

/** Lets through only the given roles (after requireUser); others get 403 «Нет доступа». */
export const allowRoles =
  (...roles: Role[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!roles.includes(c.var.user.role)) throw errors.forbidden();
    await next();
  };
