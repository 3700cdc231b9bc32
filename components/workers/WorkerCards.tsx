'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Text } from '@mantine/core';
import type { Worker } from '@/lib/api/workers';
import { formatPhone } from '@/lib/shared/validation/rules';
import {
  POSITION_LABELS,
  WORKER_SORT_LABELS,
  WORKER_STATUS_LABELS,
  type WorkerSort,
} from '@/lib/shared/workers';
import type { ListSort } from '../common/SortControl';
import { ListCard, ListCards } from '../common/ListCard';
import { formatDay, STATUS_COLORS, type WorkerActions } from './worker-display';

/** The workers list below 1130 px: one card per worker. */
type Props = WorkerActions & { workers: Worker[]; sorting: ListSort<WorkerSort> };

export function WorkerCards({ workers, sorting, onEdit, onDismiss }: Props) {
  return (
    <ListCards sorting={{ ...sorting, labels: WORKER_SORT_LABELS }}>
      {workers.map((worker) => (
        <ListCard
          key={worker.id}
          title={worker.fullName}
          badge={
            <Badge variant="light" color={STATUS_COLORS[worker.status]}>
              {WORKER_STATUS_LABELS[worker.status]}
            </Badge>
          }
          actions={
            <>
              <Button size="xs" variant="light" onClick={() => onEdit(worker)}>
                Изменить
              </Button>
              {worker.status !== 'dismissed' && (
                <Button size="xs" variant="subtle" color="red" onClick={() => onDismiss(worker)}>
                  Уволить
                </Button>
              )}
            </>
          }
        >
          <Text size="sm" c="dimmed">
            {POSITION_LABELS[worker.position]} · с {formatDay(worker.hireDate)}
          </Text>
          <Text size="sm">{formatPhone(worker.phone)}</Text>
        </ListCard>
      ))}
    </ListCards>
  );
}
