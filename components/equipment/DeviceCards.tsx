'use client';

import { Button, Text } from '@mantine/core';
import type { Device } from '@/lib/api/equipment';
import {
  DEVICE_SORT_LABELS,
  DEVICE_TYPE_LABELS,
  machineMoneyText,
  type DeviceSort,
} from '@/lib/shared/equipment';
import type { ListSort } from '../common/SortControl';
import { timeAgo } from '@/lib/shared/relative-time';
import { ListCard, ListCards } from '../common/ListCard';
import { useHallClock } from '../common/use-hall-clock';
import { DeviceStateBadge, type DeviceActions } from './device-display';

/** The equipment list below 1130 px: one card per device. */
export function DeviceCards({
  devices,
  now,
  onChangeStatus,
  onEdit,
  onNewKey,
  onHistory,
  sorting,
}: DeviceActions & { devices: Device[]; now: Date; sorting: ListSort<DeviceSort> }) {
  const clock = useHallClock();
  return (
    <ListCards sorting={{ ...sorting, labels: DEVICE_SORT_LABELS }}>
      {devices.map((device) => (
        <ListCard
          key={device.id}
          title={`${device.number} · ${device.name}`}
          badge={<DeviceStateBadge state={device.state} />}
          actions={
            <>
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
              {onEdit && (
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`Изменить: ${device.number}`}
                  onClick={() => onEdit(device)}
                >
                  Изменить
                </Button>
              )}
              {onNewKey && (
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`Новый ключ: ${device.number}`}
                  onClick={() => onNewKey(device)}
                >
                  Ключ
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
            </>
          }
        >
          <Text size="sm" c="dimmed">
            {DEVICE_TYPE_LABELS[device.type]} · {device.zone} · сигнал{' '}
            {timeAgo(device.lastSeenAt, now, clock.zone)}
          </Text>
          {device.money && (
            <Text size="sm" c="dimmed">
              {machineMoneyText(device.money)}
            </Text>
          )}
          {device.note && <Text size="sm">{device.note}</Text>}
        </ListCard>
      ))}
    </ListCards>
  );
}
