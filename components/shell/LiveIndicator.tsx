'use client';

import { Text } from '@mantine/core';
import { useLiveStore } from '@/stores/live-store';
import { LIVE_POLL_MS } from './use-live-updates';

/**
 * Says, quietly, that the screens are polling because the event stream is down; nothing while
 * it is up or still connecting.
 */
export function LiveIndicator() {
  const down = useLiveStore((s) => s.stream === 'down');
  return (
    <Text
      role="status"
      size="xs"
      c="dimmed"
      title="Нет связи для обновлений в реальном времени: данные обновляются по таймеру"
    >
      {down ? `Обновление раз в ${LIVE_POLL_MS / 1000} с` : ''}
    </Text>
  );
}
