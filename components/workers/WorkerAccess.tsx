'use client';

import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountQuery } from '@/lib/api/accounts';
import { ApiRequestError } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/messages';
import { workersKey } from '@/lib/api/query-keys';
import type { Worker } from '@/lib/api/workers';
import type { Role } from '@/lib/shared/roles';
import { useAuthStore } from '@/stores/auth-store';
import { AccountForm } from './accounts/AccountForm';
import { accountState } from './accounts/account-display';
import type { IssuedPassword } from './accounts/account-actions';
import { TemporaryPasswordDialog } from './accounts/TemporaryPasswordDialog';

/** The role a worker's position suggests; a manager gives cashiers' access only. */
function suggestedRole(worker: Worker, viewer: Role | null): Role | undefined {
  if (viewer !== 'admin') return 'cashier';
  if (worker.position === 'cashier') return 'cashier';
  if (worker.position === 'administrator') return 'manager';
  return undefined;
}

type Props = { hallId: number; worker: Worker };

/** Whether the worker can sign in, and «Выдать доступ»: an account tied to them. */
export function WorkerAccess({ hallId, worker }: Props) {
  const queryClient = useQueryClient();
  const viewer = useAuthStore((s) => s.role);
  const [giving, setGiving] = useState(false);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  return (
    <Stack gap="xs">
      <Divider />
      <Title order={3} size="h5">
        Доступ к системе
      </Title>
      {worker.userId !== null ? (
        <LinkedAccount userId={worker.userId} />
      ) : giving ? (
        <AccountForm
          account={null}
          preset={{
            fullName: worker.fullName,
            role: suggestedRole(worker, viewer),
            hallIds: [String(hallId)],
            workerId: worker.id,
          }}
          onCreated={(account, password) => {
            setGiving(false);
            setIssued({ login: account.login, fullName: account.fullName, password });
            void queryClient.invalidateQueries({ queryKey: workersKey(hallId) });
          }}
          onSaved={() => setGiving(false)}
          onCancel={() => setGiving(false)}
        />
      ) : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Учётной записи нет: сотрудник не входит в систему.
          </Text>
          {worker.status !== 'dismissed' && (
            <Button size="xs" variant="light" onClick={() => setGiving(true)}>
              Выдать доступ
            </Button>
          )}
        </Group>
      )}
      <TemporaryPasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}

/** The tied account as the viewer may see it: a manager does not see a manager's account. */
function LinkedAccount({ userId }: { userId: number }) {
  const account = useQuery({ ...accountQuery(userId), retry: false });
  if (!account.data) {
    // 404: an account the viewer does not keep (a manager's, for a manager).
    const notMine = account.error instanceof ApiRequestError && account.error.status === 404;
    return (
      <Text size="sm">
        Учётная запись выдана
        {notMine ? ' (её ведёт администратор сети)' : ''}
        {account.isError && !notMine
          ? `; подробности не загрузились: ${failureMessage(account.error)}`
          : ''}
        .
      </Text>
    );
  }
  const { user } = account.data;
  const state = accountState(user);
  return (
    <Group justify="space-between">
      <Text size="sm">
        Учётная запись <b>{user.login}</b>
      </Text>
      <Badge variant="light" color={state.color}>
        {state.label}
      </Badge>
    </Group>
  );
}
