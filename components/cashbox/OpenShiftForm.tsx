'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cashDesksQuery, openShift } from '@/lib/api/cashbox';
import { useAuthStore } from '@/stores/auth-store';
import { FormCount } from './count/FormCount';
import { useCountForm } from './count/use-count-form';

/** «Смена не открыта»: the cashier counts the cash in the drawer and opens the shift with it. */
export function OpenShiftForm({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const desks = useQuery(cashDesksQuery(hallId));
  const tills = desks.data?.items.filter((d) => d.kind !== 'safe' && !d.retired) ?? [];
  const free = tills.filter((d) => !d.shift);
  // A hall with one window opens it; with several, the cashier says which.
  const several = tills.length > 1;
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `open-shift:${hallId}`,
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

  if (desks.data && tills.length > 0 && free.length === 0) {
    return (
      <Card withBorder padding="lg" mb="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
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
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" mb="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Смена не открыта
          </Title>
          <Text size="sm" c="dimmed">
            Пересчитайте наличные в кассе и откройте смену: операции и заказы проводятся только в
            открытой смене.
          </Text>
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
          <Group>
            <Button type="submit" loading={pending} disabled={!policy}>
              Открыть смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
