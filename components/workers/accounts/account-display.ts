import type { Account } from '@/lib/api/accounts';
import { ROLE_LABELS, type Role } from '@/lib/shared/roles';

/** What a row shows of an account's state: locked first, then a password not yet set. */
export function accountState(account: Account): { label: string; color: string } {
  if (account.disabled) return { label: 'Заблокирована', color: 'red' };
  if (account.passwordChangeRequired) return { label: 'Ждёт первого входа', color: 'yellow' };
  return { label: 'Активна', color: 'teal' };
}

/** The halls of an account by name; head office sees them all. */
export function hallNames(account: Account, names: Map<number, string>): string {
  if (account.role === 'admin') return 'Все залы';
  const known = account.hallIds.map((id) => names.get(id)).filter(Boolean);
  const others = account.hallIds.length - known.length;
  return [...known, ...(others ? [`ещё ${others} (не ваши)`] : [])].join(', ') || '—';
}

const ACTION_LABELS: Record<string, string> = {
  'user.create': 'Создана',
  'user.update': 'Изменена',
  'user.password_reset': 'Выдан временный пароль',
  'user.password_change': 'Пароль сменён владельцем',
  'user.mfa_enrol': 'Подключён второй фактор',
  'user.mfa_remove': 'Второй фактор снят владельцем',
  'user.mfa_reset': 'Второй фактор сброшен',
};

const FIELD_LABELS: Record<string, string> = {
  fullName: 'ФИО',
  role: 'роль',
  hallIds: 'залы',
  workerId: 'сотрудник',
};

/** One line of an account's history: what happened, and for an edit which fields changed. */
export function historyLine(entry: { action: string; details: Record<string, unknown> }): string {
  const label = ACTION_LABELS[entry.action] ?? entry.action;
  if (entry.action !== 'user.update') return label;
  const after = (entry.details.after ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if ('disabled' in after) {
    parts.push(after.disabled ? 'заблокирована' : 'разблокирована');
    if (entry.details.reason === 'worker_dismissed') parts.push('сотрудник уволен');
  }
  if (typeof after.role === 'string') parts.push(`роль: ${ROLE_LABELS[after.role as Role]}`);
  for (const field of Object.keys(after)) {
    if (field in FIELD_LABELS && field !== 'role') parts.push(FIELD_LABELS[field]);
  }
  return parts.length ? `${label}: ${parts.join(', ')}` : label;
}
