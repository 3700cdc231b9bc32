'use client';

import type { Device } from '@/lib/api/equipment';
import { FormDrawer } from '../common/FormDrawer';
import { DeviceForm } from './DeviceForm';

/** A new device, or one device's identity to edit. */
export type DeviceDrawerTarget = { mode: 'create' } | { mode: 'edit'; device: Device };

type Props = {
  hallId: number;
  target: DeviceDrawerTarget | null;
  onRegistered: (device: Device, key: string) => void;
  onClose: () => void;
};

/** The device form in a side drawer. */
export function DeviceDrawer({ hallId, target, onRegistered, onClose }: Props) {
  return (
    <FormDrawer
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Изменение устройства' : 'Новое устройство'}
    >
      {target && (
        <DeviceForm
          key={target.mode === 'edit' ? target.device.id : 'new'}
          hallId={hallId}
          device={target.mode === 'edit' ? target.device : null}
          onRegistered={onRegistered}
          onDone={onClose}
        />
      )}
    </FormDrawer>
  );
}
