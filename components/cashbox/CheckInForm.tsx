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
import {
  blankIdentity,
  identityRef,
  identityErrors,
  identityRules,
  type IdentityValues,
} from '@/lib/forms/identity-form';
import { PhoneInput } from '../common/PhoneInput';
import { GuestIdentityFields } from './GuestIdentityFields';
import { useFormDraft } from '../common/use-form-draft';
import { useHallClock } from '../common/use-hall-clock';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { showWriteError } from './write-errors';

type Values = { identity: IdentityValues; phone: string; requestKey: string };

/** What the door answered the last guest, as the cashier must see it at once. */
type Outcome = 'under_age' | 'entry_refused' | 'client_not_found';

const OUTCOME_CODES = new Set<string>(['under_age', 'entry_refused', 'client_not_found']);

const outcomeOf = (error: unknown): Outcome | null => {
  const code = error instanceof ApiRequestError ? error.body?.error.code : undefined;
  return code && OUTCOME_CODES.has(code) ? (code as Outcome) : null;
};

const blank = (): Values => ({ identity: blankIdentity(), phone: '', requestKey: newRequestKey() });

/**
 * The door: the cashier types or scans the guest's IIN (or a foreigner's document) and marks the
 * visit. The answer shows at once: admitted by short name, under 21, refused without a reason (the
 * register is confidential), or unknown — then a new guest, or the phone of a guest registered
 * before the door asked for an IIN.
 */
export function CheckInForm({
  hallId,
  onNewGuest,
}: {
  hallId: number;
  onNewGuest: (identity: IdentityValues) => void;
}) {
  const queryClient = useQueryClient();
  const clock = useHallClock();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: blank(),
    validate: {
      identity: identityRules(() => clock.today(), false),
      phone: (value) => (value ? clientFormRules.guestPhone(value) : null),
    },
  });
  const { clearDraft } = useFormDraft(`check-in:${hallId}`, form);
  const once = useOneAtATime();
  const mark = useMutation({
    mutationFn: (values: Values) =>
      checkIn(
        hallId,
        {
          ...identityRef(values.identity),
          ...(values.phone ? { phone: values.phone } : {}),
        },
        values.requestKey,
      ),
    onSuccess: ({ client, repeated }) => {
      clearDraft();
      setOutcome(null);
      form.setValues(blank());
      form.resetDirty();
      notifications.show({
        color: 'teal',
        message: repeated
          ? `${client.shortName} уже отмечен(а) в последние 10 минут`
          : `Визит отмечен: ${client.shortName}`,
      });
      void clientsChanged(queryClient, hallId);
    },
    onError: (error) => {
      // An answered refusal used its key; a lost answer keeps it, so a resend counts once.
      if (!isUnreachable(error)) form.setFieldValue('requestKey', newRequestKey());
      const answered = outcomeOf(error);
      if (answered) {
        setOutcome(answered);
        // A refused guest is not kept in the form: the next guest starts on an empty one.
        if (answered !== 'client_not_found') {
          clearDraft();
          form.setValues({ ...blank(), requestKey: form.getValues().requestKey });
        }
        return;
      }
      showWriteError(error, (fields) => form.setErrors(identityErrors(fields)));
    },
  });

  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setOutcome(null);
          once(() => mark.mutateAsync(values));
        })}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              Гость у входа
            </Title>
            <Button variant="default" onClick={() => onNewGuest(form.getValues().identity)}>
              Новый гость
            </Button>
          </Group>
          <GuestIdentityFields form={form} full={false} />
          <Group>
            <Button type="submit" loading={mark.isPending}>
              Отметить визит
            </Button>
          </Group>
          {outcome === 'under_age' && (
            <Alert color="red" title="Вход с 21 года" role="alert">
              Гостю нет 21 года: вход в зал запрещён законом. Отказ записан.
            </Alert>
          )}
          {outcome === 'entry_refused' && (
            <Alert color="red" title="Вход невозможен" role="alert">
              Гостя пропустить нельзя. Причина не сообщается: направьте гостя к управляющему.
            </Alert>
          )}
          {outcome === 'client_not_found' && (
            <Alert color="yellow" title="Гость не найден">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  С этим документом в сети никто не зарегистрирован. Гость, записанный раньше только
                  по телефону, найдётся по номеру — документ запишется ему.
                </Text>
                <Group align="flex-end" gap="xs">
                  <PhoneInput label="Телефон гостя" w={220} {...form.getInputProps('phone')} />
                  <Button type="submit" variant="light">
                    Найти по телефону
                  </Button>
                </Group>
                <Button size="xs" onClick={() => onNewGuest(form.getValues().identity)}>
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
