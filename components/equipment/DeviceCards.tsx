'use client';

import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Device } from '@/lib/api/equipment';
import { DEVICE_TYPE_LABELS } from '@/lib/equipment';
import { timeAgo } from '@/lib/relative-time';
import { useHallClock } from '../common/use-hall-clock';
import { DeviceStateBadge, type DeviceActions } from './device-display';

/** The equipment list below 1130 px: one card per device. */
export function DeviceCards({
  devices,
  now,
  onChangeStatus,
  onHistory,
}: DeviceActions & { devices: Device[]; now: Date }) {
  const clock = useHallClock();
  return (
    <Stack gap="sm">
      {devices.map((device) => (
        <Card
          key={device.id}
          withBorder
          padding="sm"
          component="article"
          aria-label={device.number}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600}>
              {device.number} · {device.name}
            </Text>
            <DeviceStateBadge state={device.state} />
          </Group>
          <Text size="sm" c="dimmed">
            {DEVICE_TYPE_LABELS[device.type]} · {device.zone} · сигнал{' '}
            {timeAgo(device.lastSeenAt, now, clock.zone)}
          </Text>
          {device.note && <Text size="sm">{device.note}</Text>}
          <Group gap="xs" mt="xs">
            {onChangeStatus && (
              <Button
                size="xs"
                variant="light"
                aria-label={`Изменить статус: ${device.number}`}
                onClick={() => onChangeStatus(device)}
              >
                Статус
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              aria-label={`История: ${device.number}`}
              onClick={() => onHistory(device)}
            >
              История
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
