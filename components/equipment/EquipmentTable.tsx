'use client';

import { Text } from '@mantine/core';
import { Table } from '../common/Table';
import { IconEdit, IconHistory, IconKey, IconTool } from '@tabler/icons-react';
import type { Device } from '@/lib/api/equipment';
import { DEVICE_TYPE_LABELS, machineMoneyText, type DeviceSort } from '@/lib/shared/equipment';
import { timeAgo } from '@/lib/shared/relative-time';
import { useHallClock } from '../common/use-hall-clock';
import { RowAction, RowActions } from '../common/RowAction';
import { SortableTh } from '../common/SortableTh';
import { DeviceStateBadge, type DeviceActions } from './device-display';
import { ListTable } from '../common/ListTable';

type Props = DeviceActions & {
  devices: Device[];
  now: Date;
  sort: DeviceSort;
  order: 'asc' | 'desc';
  onSort: (sort: DeviceSort, order: 'asc' | 'desc') => void;
};

export function EquipmentTable({
  devices,
  now,
  sort,
  order,
  onSort,
  onChangeStatus,
  onEdit,
  onNewKey,
  onHistory,
}: Props) {
  const clock = useHallClock();
  const th = { sort, order, onSort };
  return (
    <ListTable
      aria-label="Оборудование"
      minWidth={960}
      verticalSpacing="xs"
      head={
        <>
          <SortableTh column="number" {...th}>
            Номер
          </SortableTh>
          <SortableTh column="name" {...th}>
            Модель
          </SortableTh>
          <SortableTh column="type" {...th}>
            Тип
          </SortableTh>
          <Table.Th>Серийный номер</Table.Th>
          <SortableTh column="zone" {...th}>
            Зона
          </SortableTh>
          <SortableTh column="state" {...th}>
            Статус
          </SortableTh>
          <SortableTh column="lastSeenAt" {...th}>
            Последний сигнал
          </SortableTh>
          <Table.Th>Комментарий</Table.Th>
          <Table.Th aria-label="Действия" />
        </>
      }
    >
      {devices.map((device) => (
        <Table.Tr key={device.id}>
          <Table.Td fw={600}>{device.number}</Table.Td>
          <Table.Td>
            {device.name}
            {device.money && (
              <Text size="xs" c="dimmed">
                {machineMoneyText(device.money)}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{DEVICE_TYPE_LABELS[device.type]}</Table.Td>
          <Table.Td ff="monospace" fz="sm">
            {device.serial}
          </Table.Td>
          <Table.Td>{device.zone}</Table.Td>
          <Table.Td>
            <DeviceStateBadge state={device.state} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {timeAgo(device.lastSeenAt, now, clock.zone)}
          </Table.Td>
          <Table.Td maw={240}>
            <Text size="sm" lineClamp={2}>
              {device.note}
            </Text>
          </Table.Td>
          <RowActions>
            {onChangeStatus && (
              <RowAction
                label="Изменить статус"
                subject={device.number}
                onClick={() => onChangeStatus(device)}
              >
                <IconTool size={18} />
              </RowAction>
            )}
            {onEdit && (
              <RowAction label="Изменить" subject={device.number} onClick={() => onEdit(device)}>
                <IconEdit size={18} />
              </RowAction>
            )}
            {onNewKey && (
              <RowAction
                label="Новый ключ"
                subject={device.number}
                onClick={() => onNewKey(device)}
              >
                <IconKey size={18} />
              </RowAction>
            )}
            <RowAction label="История" subject={device.number} onClick={() => onHistory(device)}>
              <IconHistory size={18} />
            </RowAction>
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
