'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { Table } from '../common/Table';
import { IconPencil, IconUserOff } from '@tabler/icons-react';
import type { Worker } from '@/lib/api/workers';
import { formatPhone } from '@/lib/shared/validation/rules';
import { POSITION_LABELS, WORKER_STATUS_LABELS, type WorkerSort } from '@/lib/shared/workers';
import { RowAction, RowActions } from '../common/RowAction';
import { SortableTh } from '../common/SortableTh';
import { formatDay, STATUS_COLORS, type WorkerActions } from './worker-display';
import { ListTable } from '../common/ListTable';

type Props = WorkerActions & {
  workers: Worker[];
  sort: WorkerSort;
  order: 'asc' | 'desc';
  onSort: (sort: WorkerSort, order: 'asc' | 'desc') => void;
};

export function WorkersTable({ workers, sort, order, onSort, onEdit, onDismiss }: Props) {
  const th = { sort, order, onSort };
  return (
    <ListTable
      aria-label="Сотрудники"
      minWidth={900}
      verticalSpacing="sm"
      head={
        <>
          <SortableTh column="fullName" {...th}>
            ФИО
          </SortableTh>
          <SortableTh column="position" {...th}>
            Должность
          </SortableTh>
          <SortableTh column="phone" {...th}>
            Телефон
          </SortableTh>
          <SortableTh column="status" {...th}>
            Статус
          </SortableTh>
          <SortableTh column="hireDate" {...th}>
            Дата приёма
          </SortableTh>
          <Table.Th aria-label="Действия" w={100} />
        </>
      }
    >
      {workers.map((worker) => (
        <Table.Tr key={worker.id}>
          <Table.Td fw={500}>{worker.fullName}</Table.Td>
          <Table.Td>{POSITION_LABELS[worker.position]}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(worker.phone)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={STATUS_COLORS[worker.status]}>
              {WORKER_STATUS_LABELS[worker.status]}
            </Badge>
          </Table.Td>
          <Table.Td>{formatDay(worker.hireDate)}</Table.Td>
          <RowActions>
            <RowAction label="Изменить" subject={worker.fullName} onClick={() => onEdit(worker)}>
              <IconPencil size={18} />
            </RowAction>
            {worker.status !== 'dismissed' && (
              <RowAction
                label="Уволить"
                subject={worker.fullName}
                color="red"
                onClick={() => onDismiss(worker)}
              >
                <IconUserOff size={18} />
              </RowAction>
            )}
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
