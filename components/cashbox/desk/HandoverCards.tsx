'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  acceptHandover,
  cancelHandover,
  handoversQuery,
  type Handover,
} from '@/lib/api/cash-desks';
import { rowActionFailure } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { newRequestKey } from '@/lib/browser/request-key';
import { useAuthStore } from '@/stores/auth-store';
import { useHallClock } from '../../common/use-hall-clock';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

/** A desk handed to this person: they count it in their own session and take the shift. */
export function HandoverToAccept({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const handovers = useQuery(handoversQuery(hallId));
  const [accepting, setAccepting] = useState<Handover | null>(null);
  const mine = (handovers.data?.items ?? []).filter((h) => h.canAccept);
  if (mine.length === 0) return null;
  return (
    <>
      {mine.map((h) => (
        <Card key={h.id} withBorder padding="lg" mb="lg" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Title order={2} size="h4">
                Вам передают {h.deskName}
              </Title>
              <Text size="sm">
                {h.fromUser ?? '—'} · {clock.dateTime(h.createdAt)} · пересчитайте кассу сами
              </Text>
            </div>
            <Button onClick={() => setAccepting(h)}>Пересчитать и принять</Button>
          </Group>
        </Card>
      ))}
      {accepting && (
        <AcceptDialog hallId={hallId} handover={accepting} onClose={() => setAccepting(null)} />
      )}
    </>
  );
}

function AcceptDialog({
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
    draftKey: `handover-accept:${hallId}:${handover.id}`,
    extra: {},
    send: (_, count, key) => acceptHandover(hallId, handover.id, count, key),
    onSent: (answer) => {
      notifications.show({
        color: answer.status === 'accepted' ? 'teal' : 'yellow',
        message:
          answer.status === 'accepted'
            ? `${handover.deskName}: смена принята`
            : 'Пересчёты не сошлись: передачу решит управляющий',
      });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Приём кассы: ${handover.deskName}`} size="lg" centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">
            Пересчитайте наличные кассы. Если пересчёт сойдётся с пересчётом сдающего, смена
            перейдёт к вам с этой суммой.
          </Text>
          {policy && (
            <FormCount
              form={form}
              policy={policy}
              label="Пересчёт принимающего"
              sheet={{
                title: 'передача смены',
                deskName: handover.deskName,
                people: [
                  { role: 'Сдал', name: handover.fromUser },
                  { role: 'Принял', name: me },
                ],
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={pending} disabled={!policy}>
              Принять смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One's own shift being handed over: to whom, and the way to call it off while it waits. */
export function HandoverUnderway({ hallId, shiftId }: { hallId: number; shiftId: number }) {
  const queryClient = useQueryClient();
  const handovers = useQuery(handoversQuery(hallId));
  const once = useOneAtATime();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelHandover(hallId, id, newRequestKey()),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) }),
  });
  const underway = handovers.data?.items.find((h) => h.fromShiftId === shiftId);
  if (!underway) return null;
  return (
    <Alert color="blue" title={`Смена передаётся: ${underway.toUser ?? '—'}`}>
      <Stack gap="xs">
        <Text size="sm">
          {underway.status === 'disputed'
            ? 'Пересчёты не сошлись: передачу решает управляющий.'
            : 'Ждём пересчёта принимающего. Операции в смене не проводятся.'}
        </Text>
        {underway.status === 'pending' && (
          <Group>
            <Button
              size="xs"
              variant="default"
              onClick={() => once(() => cancel.mutateAsync(underway.id))}
            >
              Отменить передачу
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
