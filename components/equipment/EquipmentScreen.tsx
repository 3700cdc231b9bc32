'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { may } from '@/lib/access';
import { equipmentQuery, type Device } from '@/lib/api/equipment';
import { useAuthStore } from '@/stores/auth-store';
import { useFilter } from '@/stores/filters-store';
import { HallRequired } from '../common/HallRequired';
import { ListQueryState } from '../common/ListQueryState';
import { ScreenHeader } from '../common/ScreenHeader';
import { DeviceCards } from './DeviceCards';
import { DeviceHistoryDrawer } from './DeviceHistoryDrawer';
import { DeviceStateCounts } from './DeviceStateCounts';
import { DeviceStatusDialog } from './DeviceStatusDialog';
import { EquipmentFilterBar } from './EquipmentFilterBar';
import { EquipmentTable } from './EquipmentTable';
import { useFilterPage } from '../common/use-filter-page';
import { useDesktop } from '../common/use-desktop';

const PAGE_SIZE = 50;

export function EquipmentScreen() {
  return (
    <HallRequired title="Оборудование">
      {(hallId) => <HallEquipment key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

function HallEquipment({ hallId }: { hallId: number }) {
  const [filter, { filterChanged }] = useFilter('equipmentFilter');
  const role = useAuthStore((s) => s.role);
  const desktop = useDesktop();
  const [statusOf, setStatusOf] = useState<Device | null>(null);
  const [historyOf, setHistoryOf] = useState<Device | null>(null);
  const { type, status: state, search, sort, order } = filter;
  const [page, setPage] = useFilterPage([type, state, search, sort, order]);
  // Refreshes itself every 30 s; the rows keep their keys, so scroll and dialogs stay put.
  const list = useQuery(
    equipmentQuery(hallId, { page, pageSize: PAGE_SIZE, type, state, search, sort, order }),
  );
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
        selected={state}
        onSelect={(next) => filterChanged({ status: next })}
      />
      <EquipmentFilterBar />
      <ListQueryState
        query={list}
        what="оборудование"
        emptyText={
          type || state || search.trim()
            ? 'Ничего не нашлось. Измените фильтр или сбросьте его.'
            : 'В зале нет устройств.'
        }
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        rowHeight={40}
      >
        {(data) =>
          desktop ? (
            <EquipmentTable
              devices={data.items}
              now={now}
              sort={sort}
              order={order}
              onSort={(nextSort, nextOrder) => filterChanged({ sort: nextSort, order: nextOrder })}
              {...actions}
            />
          ) : (
            <DeviceCards devices={data.items} now={now} {...actions} />
          )
        }
      </ListQueryState>
      <DeviceStatusDialog hallId={hallId} device={statusOf} onClose={() => setStatusOf(null)} />
      <DeviceHistoryDrawer hallId={hallId} device={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
