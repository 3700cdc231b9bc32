'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Text } from '@mantine/core';
import { ACCOUNT_SORT_LABELS, type AccountSort } from '@/lib/shared/accounts';
import type { Account } from '@/lib/api/accounts';
import { ROLE_LABELS } from '@/lib/shared/roles';
import { ListCard, ListCards } from '../../common/ListCard';
import type { ListSort } from '../../common/SortControl';
import { accountState, hallNames } from './account-display';

type Props = {
  accounts: Account[];
  halls: Map<number, string>;
  signedIn: (at: string | null) => string;
  sorting: ListSort<AccountSort>;
  onOpen: (account: Account) => void;
};

/** The accounts below the desktop width: one card each. */
export function AccountCards({ accounts, halls, signedIn, sorting, onOpen }: Props) {
  return (
    <ListCards sorting={{ ...sorting, labels: ACCOUNT_SORT_LABELS }}>
      {accounts.map((account) => {
        const state = accountState(account);
        return (
          <ListCard
            key={account.id}
            title={account.fullName}
            badge={
              <Badge variant="light" color={state.color}>
                {state.label}
              </Badge>
            }
            actions={
              <Button size="xs" variant="light" onClick={() => onOpen(account)}>
                Открыть
              </Button>
            }
          >
            <Text size="sm" ff="monospace">
              {account.login}
              {account.mfa ? ' · 2FA' : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {ROLE_LABELS[account.role]} · {hallNames(account, halls)}
            </Text>
            <Text size="sm" c="dimmed">
              Последний вход: {signedIn(account.lastSignInAt)}
            </Text>
          </ListCard>
        );
      })}
    </ListCards>
  );
}
