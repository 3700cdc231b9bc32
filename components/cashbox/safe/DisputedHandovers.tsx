'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handoversQuery, resolveHandover, type Handover } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { varianceText } from '@/lib/shared/cash-desks';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { useAuthStore } from '@/stores/auth-store';
import { useHallClock } from '../../common/use-hall-clock';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

/** Handovers whose two counts stayed apart: the manager counts, and that count stands. */
export function DisputedHandovers({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const handovers = useQuery(handoversQuery(hallId));
  const [resolving, setResolving] = useState<Handover | null>(null);
  const disputed = (handovers.data?.items ?? []).filter((h) => h.status === 'disputed');
  if (disputed.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg">
      <Title order={2} size="h4">
        Передачи смен: пересчёты не сошлись
      </Title>
      {disputed.map((h) => (
        <Card key={h.id} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {h.deskName}: {h.fromUser ?? '—'} → {h.toUser ?? '—'} · {clock.dateTime(h.createdAt)}
            </Text>
            <Button size="xs" onClick={() => setResolving(h)}>
              Пересчитать и решить
            </Button>
          </Group>
        </Card>
      ))}
      {resolving && (
        <ResolveDialog hallId={hallId} handover={resolving} onClose={() => setResolving(null)} />
      )}
    </Stack>
  );
}

function ResolveDialog({
  hallId,
  handover,
  onClose,
}: {
  hallId: number;
  handover: Handover;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `handover-resolve:${hallId}:${handover.id}`,
    extra: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Укажите, почему принят этот пересчёт') },
    send: (values, count, key) =>
      resolveHandover(hallId, handover.id, { count, reason: values.reason.trim() }, key),
    onSent: (answer) => {
      notifications.show({
        color: 'teal',
        message: `${handover.deskName} передана: ${varianceText(answer.variance?.amount ?? '0.00')}`,
      });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Передача: ${handover.deskName}`} size="lg" centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">
            Пересчитайте кассу при обоих кассирах. Ваш пересчёт передаст смену{' '}
            {handover.toUser ?? '—'}; расхождение запишется на {handover.fromUser ?? 'сдающего'}.
          </Text>
          {policy && (
            <FormCount
              form={form}
              policy={policy}
              label="Пересчёт управляющего"
              sheet={{
                title: 'передача смены',
                deskName: handover.deskName,
                people: [
                  { role: 'Сдал', name: handover.fromUser },
                  { role: 'Принял', name: handover.toUser },
                  { role: 'Пересчитал', name: me },
                ],
              }}
            />
          )}
          <Textarea
            label="Причина"
            required
            autosize
            minRows={2}
            maxLength={NOTE_MAX}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={pending} disabled={!policy}>
              Передать смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
