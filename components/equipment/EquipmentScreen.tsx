'use client';

import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { may } from '@/lib/access';
import { equipmentQuery, type Device } from '@/lib/api/equipment';
import { useAuthStore } from '@/stores/auth-store';
import { useFilter } from '@/stores/filters-store';
import { HallRequired } from '../common/HallRequired';
import { ListPagination } from '../common/ListPagination';
import { LoadError } from '../common/LoadError';
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
      {list.isPending && (
        <Stack gap="xs">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      )}
      {list.isError && !list.data && (
        <LoadError
          title="Не удалось загрузить оборудование"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data && list.data.total === 0 && (
        <Text c="dimmed" my="xl">
          {type || state || search.trim()
            ? 'Ничего не нашлось. Измените фильтр или сбросьте его.'
            : 'В зале нет устройств.'}
        </Text>
      )}
      {list.data && list.data.total > 0 && (
        <>
          {desktop ? (
            <EquipmentTable
              devices={list.data.items}
              now={now}
              sort={sort}
              order={order}
              onSort={(nextSort, nextOrder) => filterChanged({ sort: nextSort, order: nextOrder })}
              {...actions}
            />
          ) : (
            <DeviceCards devices={list.data.items} now={now} {...actions} />
          )}
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
      <DeviceStatusDialog hallId={hallId} device={statusOf} onClose={() => setStatusOf(null)} />
      <DeviceHistoryDrawer hallId={hallId} device={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
