import { createRoute } from '@hono/zod-openapi';
import { accountHistory, findAccount, listAccounts } from '../accounts/account-list';
import {
  createAccount,
  resetPassword,
  temporaryPassword,
  resetSecondFactor,
  updateAccount,
} from '../accounts/account-records';
import {
  Account,
  AccountCreate,
  AccountCreated,
  AccountDetails,
  AccountListQuery,
  AccountPage,
  AccountParams,
  AccountUpdate,
  TemporaryPassword,
} from '../accounts/account-schemas';
import { sessionView } from '../accounts/session-view';
import { forAction, requireUser } from '../auth/middleware';
import { liveSessions } from '../auth/sessions';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';

/**
 * Staff accounts: head office keeps every one; a hall's manager the cashiers of their halls.
 * An account outside the caller's is, for them, not there (404).
 */
export const usersRoutes = router();
usersRoutes.use('*', requireUser, forAction('manageAccounts'));

usersRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['users'],
      summary: 'Учётные записи: все (администратор) или кассиры своих залов (управляющий)',
      request: { query: AccountListQuery },
      responses: {
        200: { description: 'Страница списка', ...jsonContent(AccountPage) },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) =>
      c.json(await listAccounts(c.var.options.db, c.var.user, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['users'],
      summary: 'Новая учётная запись с временным паролем (показывается один раз)',
      request: { body: { ...jsonContent(AccountCreate), required: true } },
      responses: {
        201: { description: 'Создана', ...jsonContent(AccountCreated) },
        ...errorResponses(400, 401, 403, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const temporary = await temporaryPassword(c.var.options.now());
      const created = await actorWrite(c, (a) => createAccount(a, input, temporary));
      c.header('ETag', versionTag(created.user.version));
      c.header('Cache-Control', 'no-store');
      return c.json(created, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{userId}',
      tags: ['users'],
      summary: 'Учётная запись: открытые сеансы и история изменений',
      request: { params: AccountParams },
      responses: {
        200: { description: 'Учётная запись', ...jsonContent(AccountDetails) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, now } = c.var.options;
      const user = await findAccount(db, c.var.user, Number(c.req.valid('param').userId));
      const [sessions, history] = await Promise.all([
        liveSessions(db, user.id, now()),
        accountHistory(db, user.id),
      ]);
      c.header('ETag', versionTag(user.version));
      return c.json({ user, sessions: sessions.map(sessionView), history }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{userId}',
      tags: ['users'],
      summary: 'Изменение ФИО, роли, залов или блокировки; устаревшая версия — 409',
      description:
        'Блокировка, смена роли и снятие зала завершают сеансы и потоки событий пользователя. Последнего действующего администратора нельзя заблокировать или понизить (409).',
      request: { params: AccountParams, body: { ...jsonContent(AccountUpdate), required: true } },
      responses: {
        200: { description: 'Изменена', ...jsonContent(Account) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      const user = await versionedChange(c, 'userId', version, (a, id, v) =>
        updateAccount(a, id, v, changes),
      );
      return c.json(user, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{userId}/password-reset',
      tags: ['users'],
      summary: 'Сброс пароля: новый временный пароль, сеансы пользователя завершаются',
      request: { params: AccountParams },
      responses: {
        200: { description: 'Временный пароль', ...jsonContent(TemporaryPassword) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').userId);
      const temporary = await temporaryPassword(c.var.options.now());
      const password = await actorWrite(c, (a) => resetPassword(a, id, temporary));
      c.header('Cache-Control', 'no-store');
      return c.json({ temporaryPassword: password }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{userId}/mfa',
      tags: ['users'],
      summary: 'Сброс второго фактора пользователя (администратор); его сеансы завершаются',
      middleware: [forAction('resetSecondFactor')] as const,
      request: { params: AccountParams },
      responses: {
        200: { description: 'Второй фактор снят', ...jsonContent(Account) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').userId);
      const user = await actorWrite(c, (a) => resetSecondFactor(a, id));
      c.header('ETag', versionTag(user.version));
      return c.json(user, 200);
    },
  );
