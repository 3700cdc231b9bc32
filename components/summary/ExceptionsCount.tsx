'use client';

import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Text } from '@mantine/core';
import { formatCount } from '@/lib/shared/report-format';

export type ExceptionsHall = { id: number; name: string };

type Props = {
  hall: ExceptionsHall;
  /** Open exceptions of the hall; undefined while counting. */
  open: number | undefined;
  onOpen: (hall: ExceptionsHall) => void;
};

/** The «Отклонения» cell of a hall: how many wait for attention, opening the list of them. */
export function ExceptionsCount({ hall, open, onOpen }: Props) {
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      c={open ? 'red.4' : undefined}
      fw={open ? 700 : undefined}
      onClick={() => onOpen(hall)}
      aria-label={`Отклонения: ${hall.name}, открытых ${open ?? 0}`}
    >
      {open === undefined ? (
        <Text span c="dimmed">
          …
        </Text>
      ) : (
        formatCount(open)
      )}
    </Anchor>
  );
}
