'use client';

import { Badge, Button, Text } from '@mantine/core';
import type { Worker } from '@/lib/api/workers';
import { formatPhone } from '@/lib/validation/rules';
import { POSITION_LABELS, WORKER_STATUS_LABELS } from '@/lib/workers';
import { ListCard, ListCards } from '../common/ListCard';
import { formatDay, STATUS_COLORS, type WorkerActions } from './worker-display';

/** The workers list below 1130 px: one card per worker. */
export function WorkerCards({ workers, onEdit, onDismiss }: WorkerActions & { workers: Worker[] }) {
  return (
    <ListCards>
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
