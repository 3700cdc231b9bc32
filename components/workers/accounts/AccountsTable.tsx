'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group } from '@mantine/core';
import { Table } from '../../common/Table';
import { IconPencil } from '@tabler/icons-react';
import type { AccountSort } from '@/lib/shared/accounts';
import type { Account } from '@/lib/api/accounts';
import { ROLE_LABELS } from '@/lib/shared/roles';
import { ListTable } from '../../common/ListTable';
import { RowAction, RowActions } from '../../common/RowAction';
import { SortableTh } from '../../common/SortableTh';
import { accountState, hallNames } from './account-display';

type Props = {
  accounts: Account[];
  halls: Map<number, string>;
  /** «вчера, 21:04» on the viewer's hall clock. */
  signedIn: (at: string | null) => string;
  sort: AccountSort;
  order: 'asc' | 'desc';
  onSort: (sort: AccountSort, order: 'asc' | 'desc') => void;
  onOpen: (account: Account) => void;
};

export function AccountsTable({ accounts, halls, signedIn, sort, order, onSort, onOpen }: Props) {
  const th = { sort, order, onSort };
  return (
    <ListTable
      aria-label="Учётные записи"
      minWidth={900}
      verticalSpacing="sm"
      head={
        <>
          <SortableTh column="login" {...th}>
            Логин
          </SortableTh>
          <SortableTh column="fullName" {...th}>
            ФИО
          </SortableTh>
          <SortableTh column="role" {...th}>
            Роль
          </SortableTh>
          <Table.Th>Залы</Table.Th>
          <SortableTh column="lastSignInAt" {...th}>
            Последний вход
          </SortableTh>
          <Table.Th>Состояние</Table.Th>
          <Table.Th aria-label="Действия" w={60} />
        </>
      }
    >
      {accounts.map((account) => {
        const state = accountState(account);
        return (
          <Table.Tr key={account.id}>
            <Table.Td ff="monospace">{account.login}</Table.Td>
            <Table.Td fw={500}>{account.fullName}</Table.Td>
            <Table.Td>{ROLE_LABELS[account.role]}</Table.Td>
            <Table.Td>{hallNames(account, halls)}</Table.Td>
            <Table.Td>{signedIn(account.lastSignInAt)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light" color={state.color}>
                  {state.label}
                </Badge>
                {account.mfa && (
                  <Badge variant="outline" color="gray" title="Подключён второй фактор">
                    2FA
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <RowActions>
              <RowAction label="Открыть" subject={account.login} onClick={() => onOpen(account)}>
                <IconPencil size={18} />
              </RowAction>
            </RowActions>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
