import { createRoute, z } from '@hono/zod-openapi';
import { deleteCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@/lib/roles';
import { SESSION_COOKIE } from '@/lib/storage-keys';
import { clientAddress, limitedAddress } from '../auth/client-address';
import { requireUser } from '../auth/middleware';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import { attemptSucceeded, isRefusal, reserveAttempt } from '../auth/rate-limit';
import { ABSOLUTE_MS, createSession, revokeSession } from '../auth/sessions';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { errorResponses, router } from '../openapi-hono';
import { requiredText } from '../fields';
import { messages } from '@/lib/validation/messages';

const LoginBody = z
  .object({
    login: requiredText('Логин')
      .trim()
      .min(1, messages.required('Логин'))
      .max(100, messages.lengthMax(100)),
    password: requiredText('Пароль').max(200, messages.lengthMax(200)),
  })
  .openapi('LoginRequest');

export const UserRecord = z
  .object({
    fullName: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    token: z.string().openapi({ description: 'Для заголовка Authorization: Bearer' }),
    isAdmin: z.boolean(),
  })
  .openapi('UserRecord');

const Me = z
  .object({
    login: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    isAdmin: z.boolean(),
  })
  .openapi('CurrentUser');

const WRONG_PAIR = 'Неверный логин или пароль';

/** The same attributes on the cookie that signs in and on the one that signs out. */
const sessionCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'Lax', secure, path: '/' }) as const;

export const authRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: ['auth'],
      summary: 'Вход: ставит cookie bbp-cookie и возвращает запись пользователя',
      request: { body: { content: { 'application/json': { schema: LoginBody } }, required: true } },
      responses: {
        200: {
          description: 'Вход выполнен',
          content: { 'application/json': { schema: UserRecord } },
        },
        ...errorResponses(400, 401, 415, 429),
      },
    }),
    async (c) => {
      const { db, now: clock, secureCookie } = c.var.options;
      const { login, password } = c.req.valid('json');
      const address = limitedAddress(clientAddress(c));
      const now = clock();

      const attempt = await reserveAttempt(db, login, address, now);
      if (isRefusal(attempt)) {
        const minutes = Math.ceil(attempt.waitMs / 60_000);
        throw new ApiError(
          429,
          'too_many_attempts',
          `Слишком много попыток, повторите через ${minutes} мин.`,
          undefined,
          { 'Retry-After': String(Math.ceil(attempt.waitMs / 1000)) },
        );
      }

      const [user] = await db.select().from(users).where(eq(users.login, login.toLowerCase()));
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstNothing(password);
      if (!user || !valid || user.disabled) {
        throw new ApiError(401, 'invalid_credentials', WRONG_PAIR);
      }

      await attemptSucceeded(db, attempt);
      const token = await createSession(db, user.id, now);
      setCookie(c, SESSION_COOKIE, token, {
        ...sessionCookieOptions(secureCookie || c.var.https),
        maxAge: ABSOLUTE_MS / 1000,
      });
      const role = user.role as Role;
      return c.json({ fullName: user.fullName, role, token, isAdmin: role === 'admin' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: ['auth'],
      summary: 'Выход: отзывает сессию и стирает cookie',
      middleware: [requireUser] as const,
      responses: { 204: { description: 'Сессия отозвана' }, ...errorResponses(401, 403) },
    }),
    async (c) => {
      await revokeSession(c.var.options.db, c.var.token, c.var.options.now());
      const secure = c.var.options.secureCookie || c.var.https;
      deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(secure));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['auth'],
      summary: 'Текущий пользователь',
      middleware: [requireUser] as const,
      responses: {
        200: {
          description: 'Пользователь сессии',
          content: { 'application/json': { schema: Me } },
        },
        ...errorResponses(401),
      },
    }),
    (c) => {
      const { login, fullName, role } = c.var.user;
      return c.json({ login, fullName, role, isAdmin: role === 'admin' }, 200);
    },
  );
