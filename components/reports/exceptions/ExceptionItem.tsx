'use client';

import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import type { HallException } from '@/lib/api/exceptions';
import { EXCEPTION_KIND_LABELS, EXCEPTION_SCREENS, SEVERITY_LABELS } from '@/lib/shared/exceptions';
import { useHallClock } from '../../common/use-hall-clock';
import { MarkSeenForm } from './MarkSeenForm';

type Props = {
  exception: HallException;
  /** Shown when the list covers several halls. */
  withHall?: boolean;
  /** Whether the mark's form is open under this exception. */
  marking: boolean;
  onMark: (exception: HallException | null) => void;
};

/** One exception: how severe, what and where, when; the screen to look into it; the mark. */
export function ExceptionItem({ exception: e, withHall, marking, onMark }: Props) {
  const clock = useHallClock();
  const kind = EXCEPTION_KIND_LABELS[e.kind];
  const day = e.kind === 'rtp' || e.kind === 'visits';
  return (
    <Stack gap={4} component="li" aria-label={`${kind}: ${e.subject}`}>
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" color={e.severity === 'high' ? 'red' : 'yellow'} variant="light">
          {SEVERITY_LABELS[e.severity]}
        </Badge>
        <Text size="sm" fw={600}>
          {kind} · {e.subject}
        </Text>
        {withHall ? (
          <Text size="sm" c="dimmed">
            {e.hallName}
          </Text>
        ) : null}
      </Group>
      <Group gap="md" wrap="wrap" align="baseline">
        <Text size="sm">{e.description}</Text>
        <Text size="xs" c="dimmed">
          {day ? clock.date(e.happenedAt) : clock.dateTime(e.happenedAt)}
        </Text>
        <Anchor component={Link} href={`${EXCEPTION_SCREENS[e.kind]}/`} size="xs">
          Открыть
        </Anchor>
        {!e.seen && !marking ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onMark(e)}
            aria-label={`Отметить: ${kind} · ${e.subject}`}
          >
            Отметить
          </Button>
        ) : null}
      </Group>
      {e.seen ? (
        <Text size="xs" c="dimmed">
          Отмечено {clock.dateTime(e.seen.at)}, {e.seen.by ?? 'пользователь удалён'}: «
          {e.seen.comment}»
        </Text>
      ) : null}
      {marking ? <MarkSeenForm exception={e} onDone={() => onMark(null)} /> : null}
    </Stack>
  );
}
