'use client';

import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Worker } from '@/lib/api/workers';
import { formatPhone } from '@/lib/validation/rules';
import { POSITION_LABELS, WORKER_STATUS_LABELS } from '@/lib/workers';
import { formatDay, STATUS_COLORS, type WorkerActions } from './worker-display';

/** The workers list below 1130 px: one card per worker. */
export function WorkerCards({ workers, onEdit, onDismiss }: WorkerActions & { workers: Worker[] }) {
  return (
    <Stack gap="sm">
      {workers.map((worker) => (
        <Card
          key={worker.id}
          withBorder
          padding="sm"
          component="article"
          aria-label={worker.fullName}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600}>{worker.fullName}</Text>
            <Badge variant="light" color={STATUS_COLORS[worker.status]} style={{ flexShrink: 0 }}>
              {WORKER_STATUS_LABELS[worker.status]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {POSITION_LABELS[worker.position]} · с {formatDay(worker.hireDate)}
          </Text>
          <Text size="sm">{formatPhone(worker.phone)}</Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" variant="light" onClick={() => onEdit(worker)}>
              Изменить
            </Button>
            {worker.status !== 'dismissed' && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onDismiss(worker)}>
                Уволить
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
