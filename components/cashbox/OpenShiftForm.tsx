'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashDesksQuery, openShift } from '@/lib/api/cashbox';
import { useAuthStore } from '@/stores/auth-store';
import { newRequestKey } from '@/lib/browser/request-key';
import { useFormDraft } from '../common/use-form-draft';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';
import {
  countBody,
  countErrors,
  emptyCount,
  nextAttemptKey,
  type CountDraft,
} from './count/count-draft';
import { countRule, FormCount } from './count/FormCount';

type Values = { count: CountDraft; deskId: string | null; requestKey: string };

/** «Смена не открыта»: the cashier counts the cash in the drawer and opens the shift with it. */
export function OpenShiftForm({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const desks = useQuery(cashDesksQuery(hallId));
  const policy = desks.data?.policy;
  const tills = desks.data?.items.filter((d) => d.kind !== 'safe' && !d.retired) ?? [];
  const free = tills.filter((d) => !d.shift);
  // A hall with one window opens it; with several, the cashier says which.
  const several = tills.length > 1;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { count: emptyCount(), deskId: null, requestKey: newRequestKey() },
    validate: { count: countRule(policy) },
  });
  const { clearDraft } = useFormDraft(`open-shift:${hallId}`, form);
  const once = useOneAtATime();
  const open = useMutation({
    mutationFn: (values: Values) =>
      openShift(
        hallId,
        {
          count: countBody(values.count, policy?.denominations ?? []),
          ...(several && values.deskId && { deskId: Number(values.deskId) }),
        },
        values.requestKey,
      ),
    onSuccess: (shift) => {
      clearDraft();
      notifications.show({ color: 'teal', message: `Смена № ${shift.id} открыта` });
      queryClient.setQueryData([...cashboxKey(hallId), 'current'], { shift });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
    },
    onError: (error) => {
      nextAttemptKey(error, (key) => form.setFieldValue('requestKey', key));
      showWriteError(error, (fields) => form.setErrors(countErrors(fields)));
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
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (several && !values.deskId) {
            form.setFieldError('deskId', 'Выберите кассу');
            return;
          }
          once(() => open.mutateAsync(values));
        })}
      >
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
            <Button type="submit" loading={open.isPending} disabled={!policy}>
              Открыть смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
