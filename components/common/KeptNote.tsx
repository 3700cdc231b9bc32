'use client';

import { Text } from '@mantine/core';
import { isKeptAnswer } from '../shell/kept-answers';
import { useHallClock } from './use-hall-clock';
import classes from './KeptNote.module.css';

type Answer = {
  dataUpdatedAt: number;
  isFetching: boolean;
  isRefetchError: boolean;
  failureCount: number;
};

/** Whether what a query shows is an answer kept from an earlier visit, not yet told again. */
export const isKept = (query: Answer) => isKeptAnswer(query.dataUpdatedAt);

/** The class of figures shown from a kept answer: dimmed until the server confirms them. */
export const keptClass = (kept: boolean) => (kept ? classes.kept : undefined);

/**
 * Says that a screen shows the answers of an earlier visit, and of when, while they are asked for
 * again (or that asking failed). Nothing when the answers are fresh.
 */
export function KeptNote({ query }: { query: Answer }) {
  const clock = useHallClock();
  if (!isKept(query)) return null;
  const at = clock.dateTime(new Date(query.dataUpdatedAt));
  return (
    <Text size="xs" c="dimmed" role="status">
      Данные на {at} ·{' '}
      {query.isFetching
        ? 'обновляются…'
        : query.isRefetchError
          ? 'не удалось обновить'
          : 'нет связи'}
    </Text>
  );
}
