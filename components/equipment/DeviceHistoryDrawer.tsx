'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import { Drawer, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { deviceHistoryQuery, type Device } from '@/lib/api/equipment';
import { SERVICE_STATUS_LABELS } from '@/lib/shared/equipment';
import { LoadError } from '../common/LoadError';
import { useHallClock } from '../common/use-hall-clock';
import { MachineHistory } from './machines/MachineHistory';

type Props = { hallId: number; device: Device | null; onClose: () => void };

/**
 * A device's history: a slot machine's card and work orders first (decision 069), then every
 * status change, newest first, with who made it and why.
 */
export function DeviceHistoryDrawer({ hallId, device, onClose }: Props) {
  return (
    <Drawer
      opened={device !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={device ? `История: ${device.number} · ${device.name}` : ''}
    >
      {device && (
        <Stack gap="lg">
          {device.type === 'game_terminal' && (
            <MachineHistory hallId={hallId} deviceId={device.id} />
          )}
          {device.type === 'game_terminal' && (
            <Title order={4} size="h5">
              Статусы
            </Title>
          )}
          <History hallId={hallId} deviceId={device.id} />
        </Stack>
      )}
    </Drawer>
  );
}

function History({ hallId, deviceId }: { hallId: number; deviceId: number }) {
  const clock = useHallClock();
  const history = useQuery(deviceHistoryQuery(hallId, deviceId));
  if (history.isError) {
    return (
      <LoadError
        title="Не удалось загрузить историю"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  if (!history.data) {
    return (
      <Stack>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  }
  if (history.data.items.length === 0) {
    return <Text c="dimmed">Статус устройства не менялся.</Text>;
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} active={0}>
      {history.data.items.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={`${SERVICE_STATUS_LABELS[entry.fromStatus]} → ${SERVICE_STATUS_LABELS[entry.toStatus]}`}
        >
          {entry.note && <Text size="sm">{entry.note}</Text>}
          <Text size="xs" c="dimmed" mt={4}>
            {clock.dateTime(entry.at)} · {entry.userName ?? 'пользователь удалён'}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
