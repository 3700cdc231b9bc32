import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { Device } from '@/lib/api/equipment';
import { DEVICE_STATE_COLORS, DEVICE_STATE_LABELS } from '@/lib/shared/equipment';

export function DeviceStateBadge({ state }: { state: Device['state'] }) {
  return (
    <Badge
      variant="light"
      color={DEVICE_STATE_COLORS[state]}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {DEVICE_STATE_LABELS[state]}
    </Badge>
  );
}

export type DeviceActions = {
  /** Absent for a role that only reads. */
  onChangeStatus?: (device: Device) => void;
  /** «Изменить» and «Новый ключ»: the hall's manager and the admin. */
  onEdit?: (device: Device) => void;
  onNewKey?: (device: Device) => void;
  onHistory: (device: Device) => void;
};
