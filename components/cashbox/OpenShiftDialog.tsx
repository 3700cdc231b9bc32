'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cashDesksQuery, openShift } from '@/lib/api/cashbox';
import { useAuthStore } from '@/stores/auth-store';
import { FormCount } from './count/FormCount';
import { useCountForm } from './count/use-count-form';
import { openShiftDraftKey } from './desk-drafts';

type Props = { hallId: number; opened: boolean; onClose: () => void };

/** The opening of a shift: the cashier counts the cash in the drawer and opens the shift with it. */
export function OpenShiftDialog({ hallId, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const desks = useQuery(cashDesksQuery(hallId));
  const tills = desks.data?.items.filter((d) => d.kind !== 'safe' && !d.retired) ?? [];
  const free = tills.filter((d) => !d.shift);
  // A hall with one window opens it; with several, the cashier says which.
  const several = tills.length > 1;
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: openShiftDraftKey(hallId),
    extra: { deskId: null as string | null },
    validate: { deskId: (value) => (several && !value ? 'Выберите кассу' : null) },
    send: (values, count, key) =>
      openShift(
        hallId,
        { count, ...(several && values.deskId && { deskId: Number(values.deskId) }) },
        key,
      ),
    onSent: (shift) => {
      notifications.show({ color: 'teal', message: `Смена № ${shift.id} открыта` });
      queryClient.setQueryData([...cashboxKey(hallId), 'current'], { shift });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
    },
  });

  const allTaken = desks.data && tills.length > 0 && free.length === 0;
  return (
    <Modal opened={opened} onClose={onClose} title="Открытие смены" size="lg" centered>
      {allTaken ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Все кассы зала открыты
          </Title>
          {tills.map((d) => (
            <Text key={d.id} size="sm">
              {d.name}: смену ведёт {d.shift?.heldBy ?? 'сотрудник без доступа'}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            Смену здесь откроет тот, кому передадут кассу, или на новой кассе, которую добавит
            управляющий.
          </Text>
        </Stack>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            {several && (
              <Select
                label="Касса"
                required
                maw={280}
                data={free.map((d) => ({ value: String(d.id), label: d.name }))}
                nothingFoundMessage="Все кассы зала открыты"
                allowDeselect={false}
                {...form.getInputProps('deskId')}
              />
            )}
            {policy && (
              <FormCount
                form={form}
                policy={policy}
                label="Наличные в кассе"
                sheet={{
                  title: 'открытие смены',
                  deskName:
                    (several ? free.find((d) => String(d.id) === form.getValues().deskId) : free[0])
                      ?.name ?? '',
                  people: [
                    { role: 'Пересчитал', name: me },
                    { role: 'Проверил', name: null },
                  ],
                }}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={pending} disabled={!policy}>
                Открыть смену
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
