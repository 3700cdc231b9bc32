'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/lib/api/messages';
import { endOtherSessions, endSession, ownSessionsQuery } from '@/lib/api/own-account';
import { LoadError } from '../common/LoadError';
import { useHallClock } from '../common/use-hall-clock';

/** «Мои сеансы»: where one is signed in, and a way to end a session left on a lost phone. */
export function OwnSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery(ownSessionsQuery());
  const clock = useHallClock();
  const end = useMutation({
    mutationFn: (id: number | 'others') => (id === 'others' ? endOtherSessions() : endSession(id)),
    onSuccess: () => notifications.show({ color: 'teal', message: 'Сеанс завершён' }),
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsQuery().queryKey }),
  });

  if (sessions.isError) {
    return (
      <LoadError
        title="Не удалось загрузить сеансы"
        error={sessions.error}
        onRetry={() => sessions.refetch()}
      />
    );
  }
  if (!sessions.data) return <Text size="sm">Загрузка…</Text>;
  const others = sessions.data.filter((session) => !session.current);
  return (
    <Stack gap="sm">
      {sessions.data.map((session) => (
        <Group key={session.id} justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {session.browser}
              {session.current && (
                <Badge ml="xs" size="sm" variant="light">
                  Этот
                </Badge>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {session.address} · вход {clock.dateTime(session.createdAt)} · активен{' '}
              {clock.dateTime(session.lastSeenAt)}
            </Text>
          </div>
          {!session.current && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={end.isPending}
              style={{ flexShrink: 0 }}
              onClick={() => end.mutate(session.id)}
              aria-label={`Завершить сеанс: ${session.browser}, ${session.address}`}
            >
              Завершить
            </Button>
          )}
        </Group>
      ))}
      {others.length > 0 && (
        <Button
          variant="light"
          color="red"
          loading={end.isPending && end.variables === 'others'}
          onClick={() => end.mutate('others')}
        >
          Завершить все, кроме этого
        </Button>
      )}
      {others.length === 0 && (
        <Text size="sm" c="dimmed">
          Других сеансов нет.
        </Text>
      )}
    </Stack>
  );
}
