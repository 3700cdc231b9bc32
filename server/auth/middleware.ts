import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACTION_ROLES, SCREEN_ROLES, type Action, type ScreenPath } from '@/lib/shared/access';
import type { Role } from '@/lib/shared/roles';
import { BACKGROUND_HEADER } from '@/lib/shared/protocol';
import { SESSION_COOKIE } from '@/lib/shared/protocol';
import type { AppEnv } from '../context';
import { ApiError, errors } from '../errors';
import { parseHallId } from '../halls/hall-params';
import { findSession } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a session that must first set a password, or enrol a second factor, may still call. */
const PASSWORD_CHANGE_ONLY = new Set(['POST /api/auth/password', 'POST /api/auth/logout']);
const ENROLMENT_ONLY = new Set([
  ...PASSWORD_CHANGE_ONLY,
  'POST /api/auth/mfa/totp',
  'POST /api/auth/mfa/totp/confirm',
]);

/** The live event streams (routes/events.ts). */
const EVENT_STREAM = /^\/api\/(halls\/[^/]+\/)?events\/?$/;

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
  const { db, now } = c.var.options;
  // A background refresh (polling) says so, and an event stream is one by nature: neither must
  // keep an abandoned screen signed in.
  const activity = c.req.header(BACKGROUND_HEADER) !== '1' && !EVENT_STREAM.test(c.req.path);
  const hallId = parseHallId(c.req.param('hallId')) ?? 0;
  const session = await findSession(db, credentials.token, now(), { activity, hallId });
  if (!session) throw errors.unauthorized();
  const { user } = session;
  if (credentials.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
  const call = `${c.req.method} ${c.req.path.replace(/\/$/, '')}`;
  if (session.passwordTemporary && !PASSWORD_CHANGE_ONLY.has(call)) {
    throw new ApiError(403, 'password_change_required', 'Сначала задайте новый пароль');
  }
  const mustEnrol = !session.mfa && c.var.options.mfaRequiredRoles.includes(user.role);
  if (mustEnrol && !ENROLMENT_ONLY.has(call)) {
    throw new ApiError(403, 'mfa_enrolment_required', 'Сначала подключите второй фактор');
  }
  c.set('user', user);
  c.set('hallVisible', session.hallVisible);
  c.set('mfa', session.mfa);
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

/** The roles that may open this screen (lib/shared/access: the menu and the guard read the same table). */
export const forScreen = (path: ScreenPath) => allowRoles(...SCREEN_ROLES[path]);

/** The roles that may take this action (lib/shared/access). */
export const forAction = (action: Action) => allowRoles(...ACTION_ROLES[action]);
