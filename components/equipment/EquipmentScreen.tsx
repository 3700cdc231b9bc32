'use client';

import '@mantine/core/styles/Tabs.layer.css';
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { may } from '@/lib/shared/access';
import { type Device } from '@/lib/api/equipment';
import { useAuthStore } from '@/stores/auth-store';
import { HallRequired } from '../common/HallRequired';
import { ListQueryState } from '../common/ListQueryState';
import { ScreenHeader } from '../common/ScreenHeader';
import { deferred, intentOf } from '../common/deferred';
import { findDraft } from '../common/use-form-draft';
import type { DeviceDrawerTarget } from './DeviceDrawer';
import type { KeyTarget } from './DeviceKeyDialog';
import { DeviceCards } from './DeviceCards';
import { DeviceStateCounts } from './DeviceStateCounts';
import { EquipmentFilterBar } from './EquipmentFilterBar';
import { EquipmentTable } from './EquipmentTable';
import { usePagedList } from '../common/use-paged-list';
import { equipmentList } from './equipment-list';
import { useDesktop } from '../common/use-desktop';
import { useAddressTab } from '../common/use-address-tab';

const DeviceStatusDialog = deferred(
  () => import('./DeviceStatusDialog').then((m) => m.DeviceStatusDialog),
  (props) => ({ ...props, device: null }),
);
const DeviceDrawer = deferred(
  () => import('./DeviceDrawer').then((m) => m.DeviceDrawer),
  (props) => ({ ...props, target: null }),
);
const DeviceKeyDialog = deferred(
  () => import('./DeviceKeyDialog').then((m) => m.DeviceKeyDialog),
  (props) => ({ ...props, target: null }),
);
const DeviceHistoryDrawer = deferred(
  () => import('./DeviceHistoryDrawer').then((m) => m.DeviceHistoryDrawer),
  (props) => ({ ...props, device: null }),
);
const rowActions = intentOf(DeviceStatusDialog, DeviceHistoryDrawer, DeviceDrawer, DeviceKeyDialog);
// A slot machine's work orders and the hall's gambling tax load with their tabs (decision 069).
const OrdersTab = deferred(
  () => import('./machines/OrdersTab').then((m) => m.OrdersTab),
  (props) => props,
);
const MachineImportDialog = deferred(
  () => import('./machines/MachineImportDialog').then((m) => m.MachineImportDialog),
  (props) => ({ ...props, opened: false }),
);
const GamblingTaxTab = deferred(
  () => import('./machines/GamblingTaxTab').then((m) => m.GamblingTaxTab),
  (props) => props,
);

export function EquipmentScreen() {
  return (
    <HallRequired title="Оборудование">
      {(hallId) => <HallTabs key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

/** The devices; for the hall's manager and head office the machines' orders and the tax too. */
function HallTabs({ hallId }: { hallId: number }) {
  const role = useAuthStore((s) => s.role);
  const orders = may(role, 'orderMachines') || may(role, 'fileMachines');
  const tax = may(role, 'orderMachines');
  const tabs = useMemo(
    () => [
      'devices' as const,
      ...(orders ? (['orders'] as const) : []),
      ...(tax ? (['tax'] as const) : []),
    ],
    [orders, tax],
  );
  const [tab, setTab] = useAddressTab(tabs);
  const registrar = may(role, 'registerDevices');
  // An unsent registration (an expired session, a reload) opens its form again.
  const [drawer, setDrawer] = useState<DeviceDrawerTarget | null>(() =>
    findDraft(`device:${hallId}:new`) === '' ? { mode: 'create' } : null,
  );
  const [keyOf, setKeyOf] = useState<KeyTarget | null>(null);
  const importer = may(role, 'fileMachines');
  const [importing, setImporting] = useState(false);
  const devices = (
    <HallEquipment
      hallId={hallId}
      onEdit={registrar ? (device) => setDrawer({ mode: 'edit', device }) : undefined}
      onNewKey={registrar ? (device) => setKeyOf({ device, key: null }) : undefined}
    />
  );
  return (
    <>
      <ScreenHeader title="Оборудование">
        {importer && tab === 'devices' && (
          <Button
            variant="default"
            {...MachineImportDialog.intent}
            onClick={() => setImporting(true)}
          >
            Импорт автоматов
          </Button>
        )}
        {registrar && tab === 'devices' && (
          <Button
            leftSection={<IconPlus size={18} />}
            {...DeviceDrawer.intent}
            onClick={() => setDrawer({ mode: 'create' })}
          >
            Зарегистрировать устройство
          </Button>
        )}
      </ScreenHeader>
      {tabs.length === 1 ? (
        devices
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="devices">Устройства</Tabs.Tab>
            {orders && (
              <Tabs.Tab value="orders" {...OrdersTab.intent}>
                Наряды
              </Tabs.Tab>
            )}
            {tax && (
              <Tabs.Tab value="tax" {...GamblingTaxTab.intent}>
                Налог на игорный бизнес
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="devices">{devices}</Tabs.Panel>
          {orders && (
            <Tabs.Panel value="orders">
              <OrdersTab needed={tab === 'orders'} hallId={hallId} />
            </Tabs.Panel>
          )}
          {tax && (
            <Tabs.Panel value="tax">
              <GamblingTaxTab needed={tab === 'tax'} hallId={hallId} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
      {importer && (
        <MachineImportDialog
          needed={importing}
          hallId={hallId}
          opened={importing}
          onClose={() => setImporting(false)}
        />
      )}
      {registrar && (
        <>
          <DeviceDrawer
            needed={drawer !== null}
            hallId={hallId}
            target={drawer}
            onRegistered={(device, key) => setKeyOf({ device, key })}
            onClose={() => setDrawer(null)}
          />
          <DeviceKeyDialog
            needed={keyOf !== null}
            hallId={hallId}
            target={keyOf}
            onClose={() => setKeyOf(null)}
          />
        </>
      )}
    </>
  );
}

type ListProps = {
  hallId: number;
  onEdit?: (device: Device) => void;
  onNewKey?: (device: Device) => void;
};

/** The hall's devices: counts by state, the filter and the list with each row's actions. */
function HallEquipment({ hallId, onEdit, onNewKey }: ListProps) {
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
    onEdit,
    onNewKey,
    onHistory: setHistoryOf,
  };

  return (
    <>
      <DeviceStateCounts
        counts={list.data?.counts}
        selected={filter.status}
        onSelect={(next) => filterChanged({ status: next })}
      />
      <EquipmentFilterBar />
      <ListQueryState
        rowsIntent={rowActions}
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
