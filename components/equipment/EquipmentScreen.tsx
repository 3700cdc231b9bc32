'use client';

import { useState } from 'react';
import { may } from '@/lib/access';
import { type Device } from '@/lib/api/equipment';
import { useAuthStore } from '@/stores/auth-store';
import { HallRequired } from '../common/HallRequired';
import { ListQueryState } from '../common/ListQueryState';
import { ScreenHeader } from '../common/ScreenHeader';
import { deferred } from '../common/deferred';
import { DeviceCards } from './DeviceCards';
import { DeviceStateCounts } from './DeviceStateCounts';
import { EquipmentFilterBar } from './EquipmentFilterBar';
import { EquipmentTable } from './EquipmentTable';
import { usePagedList } from '../common/use-paged-list';
import { equipmentList } from './equipment-list';
import { useDesktop } from '../common/use-desktop';

const DeviceStatusDialog = deferred(
  () => import('./DeviceStatusDialog').then((m) => m.DeviceStatusDialog),
  (props) => ({ ...props, device: null }),
);
const DeviceHistoryDrawer = deferred(
  () => import('./DeviceHistoryDrawer').then((m) => m.DeviceHistoryDrawer),
  (props) => ({ ...props, device: null }),
);

export function EquipmentScreen() {
  return (
    <HallRequired title="Оборудование">
      {(hallId) => <HallEquipment key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

function HallEquipment({ hallId }: { hallId: number }) {
  // Refreshes itself every 30 s; the rows keep their keys, so scroll and dialogs stay put.
  const { filter, filterChanged, list, paging, filtered, sorting } = usePagedList(
    equipmentList,
    hallId,
  );
  const role = useAuthStore((s) => s.role);
  const desktop = useDesktop();
  const [statusOf, setStatusOf] = useState<Device | null>(null);
  const [historyOf, setHistoryOf] = useState<Device | null>(null);
  const now = list.data ? new Date(list.data.serverTime) : new Date();
  const actions = {
    // Cashiers read the equipment; the API refuses them a change by the same table.
    onChangeStatus: may(role, 'changeDeviceStatus') ? setStatusOf : undefined,
    onHistory: setHistoryOf,
  };

  return (
    <>
      <ScreenHeader title="Оборудование" />
      <DeviceStateCounts
        counts={list.data?.counts}
        selected={filter.status}
        onSelect={(next) => filterChanged({ status: next })}
      />
      <EquipmentFilterBar />
      <ListQueryState
        query={list}
        what="оборудование"
        emptyText={
          filtered
            ? 'Ничего не нашлось. Измените фильтр или сбросьте его.'
            : 'В зале нет устройств.'
        }
        {...paging}
        rowHeight={40}
      >
        {(data) =>
          desktop ? (
            <EquipmentTable devices={data.items} now={now} {...sorting} {...actions} />
          ) : (
            <DeviceCards devices={data.items} now={now} sorting={sorting} {...actions} />
          )
        }
      </ListQueryState>
      <DeviceStatusDialog
        needed={statusOf !== null}
        hallId={hallId}
        device={statusOf}
        onClose={() => setStatusOf(null)}
      />
      <DeviceHistoryDrawer
        needed={historyOf !== null}
        hallId={hallId}
        device={historyOf}
        onClose={() => setHistoryOf(null)}
      />
    </>
  );
}
