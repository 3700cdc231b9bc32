import { createRoute, z } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { ROLES, type Role } from '@/lib/shared/roles';
import { SESSION_COOKIE } from '@/lib/shared/protocol';
import { requireUser } from '../auth/middleware';
import { attemptSucceeded } from '../auth/rate-limit';
import { revokeSession } from '../auth/sessions';
import {
  answerChallenge,
  checkCredentials,
  challengeLogin,
  countAttempt,
  createChallenge,
  openSession,
  sessionCookieOptions,
  temporaryPasswordExpired,
} from '../auth/sign-in';
import { ApiError } from '../errors';
import { errorResponses, router } from '../openapi-hono';
import { requiredText } from '../fields';
import { messages } from '@/lib/shared/validation/messages';

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
    mfaEnrolmentRequired: z.boolean().openapi({
      description:
        'Роль обязана иметь второй фактор: до его подключения сеанс может только его подключить',
    }),
  })
  .openapi('UserRecord');

const MfaChallenge = z
  .object({
    mfaRequired: z.literal(true),
    challenge: z.string().openapi({ description: 'Передайте в POST /api/auth/login/mfa с кодом' }),
  })
  .openapi('MfaChallenge');

const PasswordChangeRequired = z
  .object({
    passwordChangeRequired: z.literal(true),
    token: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    mfa: z.boolean(),
  })
  .openapi('PasswordChangeRequired', {
    description: 'Вход по временному паролю: сеанс может только задать новый пароль и выйти',
  });

const SignInAnswer = z.union([UserRecord, PasswordChangeRequired]);

const MfaBody = z
  .object({
    challenge: requiredText('Вход').max(100, messages.lengthMax(100)),
    code: requiredText('Код')
      .trim()
      .min(1, messages.required('Код'))
      .max(40, messages.lengthMax(40)),
  })
  .openapi('MfaLoginRequest');

const Me = z
  .object({
    login: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES as [Role, ...Role[]]),
    isAdmin: z.boolean(),
    mfa: z.boolean().openapi({ description: 'Подключён второй фактор' }),
  })
  .openapi('CurrentUser');

const challengeVoid = () =>
  new ApiError(401, 'challenge_void', 'Вход не завершён — введите логин и пароль снова');

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
          description:
            'Вход выполнен; для пользователя со вторым фактором — вызов для POST /api/auth/login/mfa',
          content: {
            'application/json': {
              schema: z.union([UserRecord, PasswordChangeRequired, MfaChallenge]),
            },
          },
        },
        ...errorResponses(400, 401, 415, 429),
      },
    }),
    async (c) => {
      const { db, now: clock } = c.var.options;
      const { login, password } = c.req.valid('json');
      const now = clock();
      const attempt = await countAttempt(c, login, now);

      const user = await checkCredentials(db, login, password);
      await attemptSucceeded(db, attempt);
      if (user.passwordTemporary && !(user.passwordExpiresAt! > now)) {
        throw temporaryPasswordExpired();
      }
      if (user.mfaSecret) {
        return c.json(
          { mfaRequired: true as const, challenge: await createChallenge(db, user.id, now) },
          200,
        );
      }
      return c.json(await openSession(c, user, now), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/mfa',
      tags: ['auth'],
      summary: 'Второй шаг входа: код приложения (TOTP) или резервный код',
      description:
        'Каждый код принимается один раз. Пять неверных кодов аннулируют вход; коды считаются в лимитах попыток входа.',
      request: { body: { content: { 'application/json': { schema: MfaBody } }, required: true } },
      responses: {
        200: {
          description: 'Вход выполнен',
          content: { 'application/json': { schema: SignInAnswer } },
        },
        ...errorResponses(400, 401, 415, 429),
      },
    }),
    async (c) => {
      const { db, now: clock } = c.var.options;
      const { challenge, code } = c.req.valid('json');
      const now = clock();
      // An unknown challenge names no login to count against: it is void either way.
      const login = await challengeLogin(db, challenge);
      if (login === null) throw challengeVoid();
      const attempt = await countAttempt(c, login, now);
      const outcome = await answerChallenge(db, challenge, code, now);
      if (!outcome.ok) {
        if (outcome.void) throw challengeVoid();
        throw new ApiError(401, 'invalid_code', 'Неверный код', { code: 'Неверный код' });
      }
      await attemptSucceeded(db, attempt);
      return c.json(await openSession(c, outcome.user, now), 200);
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
      return c.json({ login, fullName, role, isAdmin: role === 'admin', mfa: c.var.mfa }, 200);
    },
  );
