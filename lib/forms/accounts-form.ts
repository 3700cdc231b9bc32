/** The account form's rules, as the browser checks them before the API checks them again. */
import { LOGIN_MESSAGE, LOGIN_PATTERN, normalizeLogin } from '../shared/accounts';
import type { Role } from '../shared/roles';
import { all, fullNameField, required } from './validators';

export type AccountFormValues = {
  login: string;
  fullName: string;
  role: Role | null;
  /** As the form's multi-select keeps them. */
  hallIds: string[];
  /** The version the edit started from; 0 for a new account. */
  version: number;
};

export const accountFormRules = {
  login: all<string>(required('Логин'), (value) =>
    LOGIN_PATTERN.test(normalizeLogin(value)) ? null : LOGIN_MESSAGE,
  ),
  fullName: fullNameField('ФИО'),
  role: (value: Role | null) => (value ? null : 'Выберите роль из списка'),
  // Head office sees every hall; anyone else works in the halls given.
  hallIds: (value: string[], values: AccountFormValues) =>
    values.role === 'admin' || value.length > 0 ? null : 'Выберите хотя бы один зал',
};
