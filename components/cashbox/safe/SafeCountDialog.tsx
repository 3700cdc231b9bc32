'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { confirmSafeCount, countSafe } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { varianceText } from '@/lib/shared/cash-desks';
import { useAuthStore } from '@/stores/auth-store';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

type Props = {
  hallId: number;
  /** The first count of the two, or the second person's confirmation of this one. */
  confirming: { id: number; countedBy: string | null } | null;
  /** Shown (the default), or mounted closed until it is asked for. */
  opened?: boolean;
  onClose: () => void;
};

/**
 * The safe counted by two people: one counts, a second confirms with a count of their own, never
 * told the first. Their counts agreeing, the variance against the ledger is recorded.
 */
export function SafeCountDialog({ hallId, confirming, opened = true, onClose }: Props) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `safe-count:${hallId}:${confirming?.id ?? 'new'}`,
    extra: {},
    send: async (_, count, key) => {
      if (!confirming) {
        await countSafe(hallId, count, key);
        return 'Пересчёт записан: его подтвердит второй человек своим пересчётом';
      }
      const { variance } = await confirmSafeCount(hallId, confirming.id, count, key);
      return `Пересчёт сейфа подтверждён: ${varianceText(variance?.amount ?? '0.00')}`;
    },
    onSent: (message) => {
      notifications.show({ color: 'teal', message });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={confirming ? 'Подтверждение пересчёта сейфа' : 'Пересчёт сейфа'}
      size="lg"
      centered
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">
            {confirming
              ? `Сейф пересчитал ${confirming.countedBy ?? 'сотрудник'}. Пересчитайте сами: итоги должны совпасть.`
              : 'Пересчитайте сейф. Пересчёт подтвердит второй человек своим пересчётом из своего входа.'}
          </Text>
          {policy && (
            <FormCount
              form={form}
              policy={policy}
              label="Пересчёт сейфа"
              sheet={{
                title: 'пересчёт сейфа',
                deskName: 'Сейф',
                people: confirming
                  ? [
                      { role: 'Пересчитал', name: confirming.countedBy },
                      { role: 'Подтвердил', name: me },
                    ]
                  : [
                      { role: 'Пересчитал', name: me },
                      { role: 'Подтвердил', name: null },
                    ],
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={pending} disabled={!policy}>
              {confirming ? 'Подтвердить' : 'Записать пересчёт'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
