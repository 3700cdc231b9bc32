'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { handoverCandidatesQuery, startHandover } from '@/lib/api/cash-desks';
import { cashboxKey } from '@/lib/api/query-keys';
import { ROLE_LABELS, type Role } from '@/lib/shared/roles';
import { useAuthStore } from '@/stores/auth-store';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { FormCount } from '../count/FormCount';
import { useCountForm } from '../count/use-count-form';

type Props = {
  hallId: number;
  shift: { id: number; deskName: string };
  opened: boolean;
  onClose: () => void;
};

/**
 * The outgoing cashier counts the drawer and names who takes it. The shift makes no operations
 * until the incoming cashier counts in their own session, or the handover is called off.
 */
export function HandoverDialog({ hallId, shift, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const offline = useCashQueueStore((s) => s.offline);
  const people = useQuery({ ...handoverCandidatesQuery(hallId), enabled: opened });
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `handover:${hallId}:${shift.id}`,
    extra: { toUserId: null as string | null },
    validate: { toUserId: (value) => (value ? null : 'Кому: выберите кассира') },
    send: (values, count, key) =>
      startHandover(hallId, shift.id, { toUserId: Number(values.toUserId), count }, key),
    onSent: () => {
      notifications.show({
        color: 'teal',
        message: 'Смена передаётся: принимающий пересчитает кассу в своём входе',
      });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Передача смены № ${shift.id} · ${shift.deskName}`}
      size="lg"
      centered
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {offline && (
            <Alert color="yellow" title="Нужна связь с сервером">
              Передача смены не ждёт в очереди: принимающий должен её увидеть.
            </Alert>
          )}
          <Text size="sm">
            Пересчитайте кассу и выберите, кто её принимает. Принимающий пересчитает сам, не видя
            вашего пересчёта; пока он не пересчитал, операции в смене не проводятся.
          </Text>
          <Select
            label="Кому"
            required
            searchable
            data={(people.data?.items ?? []).map((u) => ({
              value: String(u.id),
              label: `${u.fullName} (${ROLE_LABELS[u.role as Role]})`,
            }))}
            nothingFoundMessage={
              people.isPending ? 'Загрузка…' : 'Некому передать: все сотрудники зала на сменах'
            }
            allowDeselect={false}
            {...form.getInputProps('toUserId')}
          />
          {policy && (
            <FormCount
              form={form}
              policy={policy}
              label="Пересчёт при передаче"
              sheet={{
                title: 'передача смены',
                deskName: shift.deskName,
                people: [
                  { role: 'Сдал', name: me },
                  {
                    role: 'Принял',
                    name:
                      people.data?.items.find((u) => String(u.id) === form.getValues().toUserId)
                        ?.fullName ?? null,
                  },
                ],
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={pending} disabled={!policy || offline}>
              Передать смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
