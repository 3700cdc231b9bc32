'use client';

import '@mantine/core/styles/Card.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openShift } from '@/lib/api/cashbox';
import { MAX_CASH_COUNT, normalizeAmount, typedAmountMessage } from '@/lib/shared/cashbox';
import { newRequestKey } from '@/lib/browser/request-key';
import { useFormDraft } from '../common/use-form-draft';
import { AmountInput } from '../common/AmountInput';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';

type Values = { openingCash: string; requestKey: string };

/** «Смена не открыта»: the cashier counts the cash in the drawer and opens the shift with it. */
export function OpenShiftForm({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { openingCash: '', requestKey: newRequestKey() },
    validate: {
      openingCash: (value) =>
        typedAmountMessage(value, {
          label: 'Наличные в кассе',
          allowZero: true,
          max: MAX_CASH_COUNT,
        }),
    },
  });
  const { clearDraft } = useFormDraft(`open-shift:${hallId}`, form);
  const once = useOneAtATime();
  const open = useMutation({
    mutationFn: (values: Values) =>
      openShift(hallId, normalizeAmount(values.openingCash), values.requestKey),
    onSuccess: (shift) => {
      clearDraft();
      notifications.show({ color: 'teal', message: `Смена № ${shift.id} открыта` });
      queryClient.setQueryData([...cashboxKey(hallId), 'current'], { shift });
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
    },
    onError: (error) => showWriteError(error, form.setErrors),
  });

  return (
    <Card withBorder padding="lg" mb="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
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
          <Group align="flex-start" wrap="wrap">
            <AmountInput
              label="Наличные в кассе"
              required
              w={240}
              {...form.getInputProps('openingCash')}
            />
            <Button type="submit" mt={25} loading={open.isPending}>
              Открыть смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
