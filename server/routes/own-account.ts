import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { normalizePassword, passwordProblem, PASSWORD_MAX } from '@/lib/shared/validation/password';
import { messages } from '@/lib/shared/validation/messages';
import { AccountSession } from '../accounts/account-schemas';
import {
  changeOwnPassword,
  confirmOwnTotp,
  removeOwnSecondFactor,
  startOwnTotp,
} from '../accounts/own-account-records';
import { sessionView } from '../accounts/session-view';
import { requireUser } from '../auth/middleware';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { attemptSucceeded } from '../auth/rate-limit';
import { newRecoveryCodes, newTotpSecret, otpauthUri, totpStep } from '../auth/second-factor';
import { liveSessions, revokeSessionById, revokeUserSessions } from '../auth/sessions';
import { countAttempt } from '../auth/sign-in';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { ApiError, errors } from '../errors';
import { requiredText } from '../fields';
import { idText } from '../list-query';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { actorWrite } from '../writes/actor-write';

const PasswordChange = z
  .strictObject({
    currentPassword: requiredText('Текущий пароль').max(
      PASSWORD_MAX * 4,
      messages.lengthMax(PASSWORD_MAX),
    ),
    newPassword: z.string({ error: 'Введите новый пароль' }).max(PASSWORD_MAX * 4),
  })
  .openapi('PasswordChange');

const CodeBody = z
  .strictObject({
    code: requiredText('Код')
      .trim()
      .min(1, messages.required('Код'))
      .max(40, messages.lengthMax(40)),
  })
  .openapi('SecondFactorCode');

const TotpEnrolment = z
  .object({
    secret: z.string().openapi({ description: 'Секрет в base32, для ввода вручную' }),
    otpauthUri: z.string().openapi({ description: 'Для QR-кода приложения-аутентификатора' }),
  })
  .openapi('TotpEnrolment');

const RecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()).openapi({ description: 'Показываются один раз' }) })
  .openapi('RecoveryCodes');

const SessionParams = z.object({
  sessionId: idText('Неверный номер сеанса').openapi({
    param: { name: 'sessionId', in: 'path' },
    example: '12',
  }),
});

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', message, { [field]: message });

/** The signed-in user's row as it is now. */
async function ownRow(c: Context<AppEnv>) {
  const [row] = await c.var.options.db.select().from(users).where(eq(users.id, c.var.user.id));
  if (!row) throw errors.unauthorized();
  return row;
}

/**
 * A proof of identity (the current password, a code) counts in the sign-in limits: a stolen
 * session cannot guess its way to the password or past the second factor.
 */
const countProof = (c: Context<AppEnv>) => countAttempt(c, c.var.user.login, c.var.options.now());

export const ownAccountRoutes = router();
ownAccountRoutes.use('/password', requireUser);
ownAccountRoutes.use('/sessions', requireUser);
ownAccountRoutes.use('/sessions/*', requireUser);
ownAccountRoutes.use('/mfa/*', requireUser);

ownAccountRoutes
  .openapi(
    createRoute({
      method: 'post',
      path: '/password',
      tags: ['auth'],
      summary: 'Смена своего пароля; другие сеансы пользователя завершаются',
      description:
        'Правило NIST SP 800-63-4: не короче 15 символов (8 — со вторым фактором), не длиннее 128, не из 10 000 самых распространённых, без логина внутри.',
      request: { body: { ...jsonContent(PasswordChange), required: true } },
      responses: { 204: { description: 'Пароль изменён' }, ...errorResponses(400, 401, 415, 429) },
    }),
    async (c) => {
      const { db } = c.var.options;
      const { currentPassword, newPassword } = c.req.valid('json');
      const user = await ownRow(c);
      const problem = passwordProblem(newPassword, {
        login: user.login,
        mfa: user.mfaSecret !== null,
      });
      if (problem) throw fieldError('newPassword', problem);
      const attempt = await countProof(c);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        // A retry of a change that already landed (its answer was lost): nothing more to do.
        if (!user.passwordTemporary && (await verifyPassword(newPassword, user.passwordHash))) {
          await attemptSucceeded(db, attempt);
          return c.body(null, 204);
        }
        throw fieldError('currentPassword', 'Неверный текущий пароль');
      }
      await attemptSucceeded(db, attempt);
      if (normalizePassword(newPassword) === normalizePassword(currentPassword)) {
        throw fieldError('newPassword', 'Новый пароль совпадает с текущим');
      }
      const passwordHash = await hashPassword(newPassword);
      await actorWrite(c, (a) => changeOwnPassword(a, passwordHash, c.var.token));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sessions',
      tags: ['auth'],
      summary: 'Мои сеансы: где и когда открыты, какой из них этот',
      responses: {
        200: { description: 'Сеансы', ...jsonContent(z.array(AccountSession)) },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const rows = await liveSessions(db, c.var.user.id, now(), c.var.token);
      return c.json(rows.map(sessionView), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/sessions/{sessionId}',
      tags: ['auth'],
      summary: 'Завершить свой сеанс (например, потерянного телефона)',
      request: { params: SessionParams },
      responses: { 204: { description: 'Сеанс завершён' }, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const id = Number(c.req.valid('param').sessionId);
      if (!(await revokeSessionById(db, c.var.user.id, id, now()))) {
        throw errors.notFound('Сеанс не найден');
      }
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/sessions',
      tags: ['auth'],
      summary: 'Завершить все свои сеансы, кроме этого',
      responses: { 204: { description: 'Сеансы завершены' }, ...errorResponses(401, 403) },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      await revokeUserSessions(db, c.var.user.id, now(), c.var.token);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/mfa/totp',
      tags: ['auth'],
      summary: 'Подключение второго фактора: секрет для приложения-аутентификатора',
      responses: {
        200: { description: 'Секрет и otpauth-ссылка', ...jsonContent(TotpEnrolment) },
        ...errorResponses(401, 403, 409),
      },
    }),
    async (c) => {
      const user = await ownRow(c);
      if (user.mfaSecret) {
        throw new ApiError(409, 'mfa_enrolled', 'Второй фактор уже подключён');
      }
      const secret = newTotpSecret();
      await actorWrite(c, (a) => startOwnTotp(a, secret));
      return c.json({ secret, otpauthUri: otpauthUri(secret, user.login) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/mfa/totp/confirm',
      tags: ['auth'],
      summary: 'Подтверждение второго фактора кодом из приложения; ответ — 10 резервных кодов',
      request: { body: { ...jsonContent(CodeBody), required: true } },
      responses: {
        200: { description: 'Второй фактор подключён', ...jsonContent(RecoveryCodes) },
        ...errorResponses(400, 401, 403, 409, 415),
      },
    }),
    async (c) => {
      const { now } = c.var.options;
      const { code } = c.req.valid('json');
      const user = await ownRow(c);
      if (user.mfaSecret) throw new ApiError(409, 'mfa_enrolled', 'Второй фактор уже подключён');
      if (!user.mfaPendingSecret) {
        throw new ApiError(409, 'mfa_not_started', 'Сначала получите секрет для приложения');
      }
      const step = totpStep(user.mfaPendingSecret, code, now());
      if (step === null) throw fieldError('code', 'Неверный код — проверьте время на телефоне');
      const codes = newRecoveryCodes();
      const secret = user.mfaPendingSecret;
      await actorWrite(c, (a) => confirmOwnTotp(a, secret, step, codes));
      return c.json({ recoveryCodes: codes }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/mfa/totp',
      tags: ['auth'],
      summary: 'Отключение своего второго фактора кодом из приложения или резервным кодом',
      request: { body: { ...jsonContent(CodeBody), required: true } },
      responses: {
        204: { description: 'Второй фактор отключён' },
        ...errorResponses(400, 401, 403, 409, 415, 429),
      },
    }),
    async (c) => {
      const { db } = c.var.options;
      const { code } = c.req.valid('json');
      const user = await ownRow(c);
      if (!user.mfaSecret) throw new ApiError(409, 'mfa_absent', 'Второй фактор не подключён');
      // A role that must have one keeps it; a lost phone is the admin's reset, then a new enrolment.
      if (c.var.options.mfaRequiredRoles.includes(c.var.user.role)) {
        throw new ApiError(409, 'mfa_required', 'Для вашей роли второй фактор обязателен');
      }
      const attempt = await countProof(c);
      const removed = await actorWrite(c, (a) => removeOwnSecondFactor(a, user, code));
      if (!removed) throw fieldError('code', 'Неверный код');
      await attemptSucceeded(db, attempt);
      return c.body(null, 204);
    },
  );
