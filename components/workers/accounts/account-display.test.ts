import type { Account } from '@/lib/api/accounts';
import { accountState, hallNames, historyLine } from './account-display';

const account = (changes: Partial<Account>): Account => ({
  id: 1,
  login: 'kassir',
  fullName: 'Касымова Динара',
  role: 'cashier',
  hallIds: [1],
  workerId: null,
  disabled: false,
  mfa: false,
  passwordChangeRequired: false,
  lastSignInAt: null,
  version: 1,
  ...changes,
});

describe('an account as its row shows it', () => {
  it('says locked before a password still to be set', () => {
    expect(accountState(account({ disabled: true, passwordChangeRequired: true })).label).toBe(
      'Заблокирована',
    );
    expect(accountState(account({ passwordChangeRequired: true })).label).toBe(
      'Ждёт первого входа',
    );
    expect(accountState(account({})).label).toBe('Активна');
  });

  it('names the halls the viewer knows and counts the others', () => {
    const names = new Map([[1, 'Алматы Центр']]);
    expect(hallNames(account({ hallIds: [1, 4, 5] }), names)).toBe('Алматы Центр, ещё 2 (не ваши)');
    expect(hallNames(account({ role: 'admin', hallIds: [] }), names)).toBe('Все залы');
  });

  it('tells in its history what an edit changed, and why a lock came', () => {
    expect(
      historyLine({
        action: 'user.update',
        details: {
          before: { disabled: false },
          after: { disabled: true },
          reason: 'worker_dismissed',
        },
      }),
    ).toBe('Изменена: заблокирована, сотрудник уволен');
    expect(
      historyLine({
        action: 'user.update',
        details: {
          before: { role: 'cashier', hallIds: [1] },
          after: { role: 'manager', hallIds: [1, 2] },
        },
      }),
    ).toBe('Изменена: роль: Управляющий, залы');
    expect(historyLine({ action: 'user.mfa_reset', details: {} })).toBe('Второй фактор сброшен');
  });
});
