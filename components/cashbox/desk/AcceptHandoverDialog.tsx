'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { acceptHandover, type Handover } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { useAuthStore } from '@/stores/auth-store';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

/** The incoming cashier's count of a desk handed to them: equal counts hand them the shift. */
export function AcceptHandoverDialog({
  hallId,
  handover,
  opened,
  onClose,
}: {
  hallId: number;
  handover: Handover;
  opened: boolean;
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Приём кассы: ${handover.deskName}`}
      size="lg"
      centered
    >
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
