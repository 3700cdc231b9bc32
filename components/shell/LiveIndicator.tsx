'use client';

import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useLiveStore } from '@/stores/live-store';
import { LIVE_POLL_MS } from './use-live-updates';

const SAYS = `Обновление раз в ${LIVE_POLL_MS / 1000} с`;
const WHY = 'Нет связи для обновлений в реальном времени: данные обновляются по таймеру';

/**
 * Says, quietly, that the screens are polling because the event stream is down; nothing while
 * it is up or still connecting. On a phone an icon, so the header keeps room for «Выйти».
 */
export function LiveIndicator() {
  const down = useLiveStore((s) => s.stream === 'down');
  return (
    <Box role="status" c="dimmed" title={down ? WHY : undefined}>
      {down ? (
        <>
          <Text size="xs" visibleFrom="sm">
            {SAYS}
          </Text>
          <Box hiddenFrom="sm" display="flex">
            <IconCloudOff size={16} aria-hidden />
            <VisuallyHidden>{SAYS}</VisuallyHidden>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
