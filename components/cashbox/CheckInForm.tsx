'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, isUnreachable } from '@/lib/api/client';
import { checkIn, clientsChanged } from '@/lib/api/clients';
import { newRequestKey } from '@/lib/browser/request-key';
import { clientFormRules } from '@/lib/forms/clients-form';
import { PhoneInput } from '../common/PhoneInput';
import { useFormDraft } from '../common/use-form-draft';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { showWriteError } from './write-errors';

type Values = { phone: string; requestKey: string };

const notFound = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.error.code === 'client_not_found';

/**
 * The door: the cashier types or scans a guest's phone and marks the visit. A phone the chain
 * does not know offers «Новый гость» with that phone.
 */
export function CheckInForm({
  hallId,
  onNewGuest,
}: {
  hallId: number;
  onNewGuest: (phone: string) => void;
}) {
  const queryClient = useQueryClient();
  const [unknownPhone, setUnknownPhone] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { phone: '', requestKey: newRequestKey() },
    validate: { phone: clientFormRules.guestPhone },
  });
  const { clearDraft } = useFormDraft(`check-in:${hallId}`, form);
  const once = useOneAtATime();
  const mark = useMutation({
    mutationFn: (values: Values) => checkIn(hallId, values.phone, values.requestKey),
    onSuccess: ({ client, repeated }) => {
      clearDraft();
      form.setValues({ phone: '', requestKey: newRequestKey() });
      form.resetDirty();
      notifications.show({
        color: 'teal',
        message: repeated
          ? `${client.shortName} уже отмечен(а) в последние 10 минут`
          : `Визит отмечен: ${client.shortName}`,
      });
      void clientsChanged(queryClient, hallId);
    },
    onError: (error, values) => {
      // An answered refusal used its key; a lost answer keeps it, so a resend counts once.
      if (!isUnreachable(error)) form.setFieldValue('requestKey', newRequestKey());
      if (notFound(error)) {
        setUnknownPhone(values.phone);
        return;
      }
      showWriteError(error, form.setErrors);
    },
  });

  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setUnknownPhone(null);
          once(() => mark.mutateAsync(values));
        })}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              Гость у входа
            </Title>
            <Button variant="default" onClick={() => onNewGuest(form.getValues().phone)}>
              Новый гость
            </Button>
          </Group>
          <Group align="flex-start" wrap="wrap">
            <PhoneInput label="Телефон гостя" required w={260} {...form.getInputProps('phone')} />
            <Button type="submit" mt={25} loading={mark.isPending}>
              Отметить визит
            </Button>
          </Group>
          {unknownPhone && (
            <Alert color="yellow" title="Гость не найден">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Номер {unknownPhone} не зарегистрирован ни в одном зале сети.</Text>
                <Button size="xs" onClick={() => onNewGuest(unknownPhone)}>
                  Зарегистрировать нового гостя
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
