'use client';

import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { may } from '@/lib/shared/access';
import { accountQuery, type Account, type AccountDetails } from '@/lib/api/accounts';
import { useAuthStore } from '@/stores/auth-store';
import { FormDrawer } from '../../common/FormDrawer';
import { LoadedRecord } from '../../common/LoadedRecord';
import { useHallClock } from '../../common/use-hall-clock';
import { AccountForm, type AccountPreset } from './AccountForm';
import { useAccountActions, type IssuedPassword } from './account-actions';
import { accountState, historyLine } from './account-display';

export type AccountDrawerTarget =
  { mode: 'create'; preset?: AccountPreset } | { mode: 'edit'; userId: number };

type Props = {
  target: AccountDrawerTarget | null;
  onClose: () => void;
  onPasswordIssued: (issued: IssuedPassword) => void;
};

/** A new account's form, or one account: its form, its locks and resets, sessions and history. */
export function AccountDrawer({ target, onClose, onPasswordIssued }: Props) {
  const created = (account: Account, password: string) => {
    onClose();
    onPasswordIssued({ login: account.login, fullName: account.fullName, password });
  };
  return (
    <FormDrawer
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Учётная запись' : 'Новая учётная запись'}
    >
      {target?.mode === 'create' && (
        <AccountForm
          account={null}
          preset={target.preset}
          onCreated={created}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
      {target?.mode === 'edit' && (
        <EditAccount userId={target.userId} onClose={onClose} onPasswordIssued={onPasswordIssued} />
      )}
    </FormDrawer>
  );
}

function EditAccount({
  userId,
  onClose,
  onPasswordIssued,
}: {
  userId: number;
  onClose: () => void;
  onPasswordIssued: (issued: IssuedPassword) => void;
}) {
  const details = useQuery({ ...accountQuery(userId), refetchOnWindowFocus: false });
  return (
    <LoadedRecord query={details} what="учётную запись" rows={4} onClose={onClose}>
      {(data) => (
        <Stack gap="lg">
          <AccountSummary details={data} onPasswordIssued={onPasswordIssued} />
          {/* A lock or a reset moves the version: the form starts again from it. */}
          <AccountForm
            key={data.user.version}
            account={data.user}
            onCreated={onClose}
            onSaved={onClose}
            onCancel={onClose}
          />
          <AccountSessions details={data} />
          <AccountHistory details={data} />
        </Stack>
      )}
    </LoadedRecord>
  );
}

function AccountSummary({
  details: { user },
  onPasswordIssued,
}: {
  details: AccountDetails;
  onPasswordIssued: (issued: IssuedPassword) => void;
}) {
  const actions = useAccountActions(onPasswordIssued);
  const mayResetMfa = useAuthStore((s) => may(s.role, 'resetSecondFactor'));
  const state = accountState(user);
  const clock = useHallClock();
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text ff="monospace" fw={600}>
          {user.login}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color={state.color}>
            {state.label}
          </Badge>
          <Badge variant="outline" color={user.mfa ? 'teal' : 'gray'}>
            {user.mfa ? 'Второй фактор' : 'Без второго фактора'}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Последний вход: {user.lastSignInAt ? clock.dateTime(user.lastSignInAt) : 'не входил(а)'}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          color={user.disabled ? 'teal' : 'red'}
          disabled={actions.pending}
          onClick={() => actions.toggleLock(user)}
        >
          {user.disabled ? 'Разблокировать' : 'Заблокировать'}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={actions.pending || user.disabled}
          onClick={() => actions.resetPassword(user)}
        >
          Сбросить пароль
        </Button>
        {mayResetMfa && user.mfa && (
          <Button
            size="xs"
            variant="light"
            disabled={actions.pending}
            onClick={() => actions.resetSecondFactor(user)}
          >
            Сбросить второй фактор
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function AccountSessions({ details: { sessions } }: { details: AccountDetails }) {
  const clock = useHallClock();
  return (
    <Stack gap="xs">
      <Divider />
      <Title order={3} size="h5">
        Открытые сеансы
      </Title>
      {sessions.length === 0 && (
        <Text size="sm" c="dimmed">
          Нет открытых сеансов.
        </Text>
      )}
      {sessions.map((session) => (
        <Text key={session.id} size="sm">
          {session.browser} · {session.address} · активен {clock.dateTime(session.lastSeenAt)}
        </Text>
      ))}
    </Stack>
  );
}

function AccountHistory({ details: { history } }: { details: AccountDetails }) {
  const clock = useHallClock();
  return (
    <Stack gap="xs">
      <Divider />
      <Title order={3} size="h5">
        История
      </Title>
      {history.map((entry, i) => (
        <div key={i}>
          <Text size="sm">{historyLine(entry)}</Text>
          <Text size="xs" c="dimmed">
            {clock.dateTime(entry.at)}
            {entry.by ? ` · ${entry.by}` : ''}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
