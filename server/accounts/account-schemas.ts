import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_SORT_LABELS,
  ACCOUNT_STATUSES,
  LOGIN_MESSAGE,
  LOGIN_PATTERN,
} from '@/lib/shared/accounts';
import { ROLES, type Role } from '@/lib/shared/roles';
import { messages } from '@/lib/shared/validation/messages';
import { fullNameField, requiredText } from '../fields';
import { idText, INT_MAX, pageQuery, searchText, sortQuery, versionField } from '../list-query';

const role = z.enum(ROLES as [Role, ...Role[]], { error: 'Выберите роль из списка' });

const fullName = fullNameField();

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT_MAX, message);

const hallIds = z
  .array(id('Неверный номер зала'), { error: 'Выберите залы из списка' })
  .max(500, messages.arrayMax(500))
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const AccountCreate = z
  .strictObject({
    login: requiredText('Логин')
      .trim()
      .toLowerCase()
      .min(1, messages.required('Логин'))
      .max(50, LOGIN_MESSAGE)
      .regex(LOGIN_PATTERN, LOGIN_MESSAGE)
      .openapi({ example: 'ivanova' }),
    fullName,
    role,
    hallIds,
    workerId: id('Неверный номер сотрудника').nullable().optional(),
  })
  .openapi('AccountCreate');

export const AccountUpdate = z
  .strictObject({
    version: versionField,
    fullName: fullName.optional(),
    role: role.optional(),
    hallIds: hallIds.optional(),
    disabled: z.boolean({ error: 'Ожидается да или нет' }).optional(),
  })
  .openapi('AccountUpdate');

export const Account = z
  .object({
    id: z.number().int(),
    login: z.string(),
    fullName: z.string(),
    role,
    hallIds: z.array(z.number().int()),
    workerId: z.number().int().nullable(),
    disabled: z.boolean(),
    mfa: z.boolean().openapi({ description: 'Подключён второй фактор' }),
    passwordChangeRequired: z
      .boolean()
      .openapi({ description: 'Выдан временный пароль, постоянный ещё не задан' }),
    lastSignInAt: z.string().nullable(),
    version: z.number().int(),
  })
  .openapi('Account');

export const AccountPage = z
  .object({
    items: z.array(Account),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('AccountPage');

export const AccountListQuery = z.object({
  ...pageQuery(25),
  ...sortQuery(ACCOUNT_SORT_LABELS, 'login'),
  search: searchText,
  role: role.optional(),
  hallId: idText('Неверный номер зала').transform(Number).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'Статус: active или disabled' }).optional(),
});
export type AccountFilter = z.infer<typeof AccountListQuery>;

export const AccountParams = z.object({
  userId: idText('Неверный номер учётной записи').openapi({
    param: { name: 'userId', in: 'path' },
    example: '2',
  }),
});

export const TemporaryPassword = z
  .object({
    temporaryPassword: z
      .string()
      .openapi({ description: 'Показывается один раз; действует 72 часа и для одного входа' }),
  })
  .openapi('TemporaryPassword');

export const AccountCreated = z
  .object({ user: Account, temporaryPassword: z.string() })
  .openapi('AccountCreated');

export const AccountHistoryEntry = z
  .object({
    at: z.string(),
    action: z.string(),
    by: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('AccountHistoryEntry');

export const AccountSession = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    address: z.string(),
    browser: z.string(),
    current: z.boolean(),
  })
  .openapi('AccountSession');

export const AccountDetails = z
  .object({
    user: Account,
    sessions: z.array(AccountSession),
    history: z.array(AccountHistoryEntry),
  })
  .openapi('AccountDetails');
