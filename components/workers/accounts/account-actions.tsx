'use client';

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  resetAccountPassword,
  resetSecondFactor,
  updateAccount,
  type Account,
} from '@/lib/api/accounts';
import { rowActionFailure } from '@/lib/api/messages';
import { ACCOUNTS_KEY } from '@/lib/api/query-keys';
import { askToConfirm } from '../../common/confirm';

export type IssuedPassword = { login: string; fullName: string; password: string };

/**
 * «Заблокировать» / «Разблокировать», «Сбросить пароль» and «Сбросить второй фактор»: each asks
 * first, since each ends the person's sessions at once.
 */
export function useAccountActions(onPasswordIssued: (issued: IssuedPassword) => void) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: rowActionFailure(error) });

  const lock = useMutation({
    mutationFn: (account: Account) =>
      updateAccount(account.id, account.version, { disabled: !account.disabled }),
    onSuccess: (account) =>
      notifications.show({
        color: 'teal',
        message: `${account.login}: ${account.disabled ? 'заблокирована' : 'разблокирована'}`,
      }),
    onError: failed,
    onSettled: settled,
  });
  const password = useMutation({
    mutationFn: async (account: Account) => ({
      account,
      password: await resetAccountPassword(account.id),
    }),
    onSuccess: ({ account, password }) =>
      onPasswordIssued({ login: account.login, fullName: account.fullName, password }),
    onError: failed,
    onSettled: settled,
  });
  const secondFactor = useMutation({
    mutationFn: (account: Account) => resetSecondFactor(account.id),
    onSuccess: (account) =>
      notifications.show({ color: 'teal', message: `${account.login}: второй фактор сброшен` }),
    onError: failed,
    onSettled: settled,
  });

  const ask = (title: string, text: string, confirm: string, onConfirm: () => void) =>
    askToConfirm({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm, cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm,
    });

  return {
    pending: lock.isPending || password.isPending || secondFactor.isPending,
    toggleLock: (account: Account) =>
      account.disabled
        ? lock.mutate(account)
        : ask(
            'Заблокировать учётную запись?',
            `${account.fullName} больше не сможет войти; открытые сеансы закончатся сразу.`,
            'Заблокировать',
            () => lock.mutate(account),
          ),
    resetPassword: (account: Account) =>
      ask(
        'Сбросить пароль?',
        `Прежний пароль ${account.fullName} перестанет действовать, сеансы закончатся. Вы получите временный пароль, чтобы передать его.`,
        'Сбросить пароль',
        () => password.mutate(account),
      ),
    resetSecondFactor: (account: Account) =>
      ask(
        'Сбросить второй фактор?',
        `${account.fullName} войдёт по одному паролю и сможет подключить второй фактор заново. Сеансы закончатся.`,
        'Сбросить',
        () => secondFactor.mutate(account),
      ),
  };
}
