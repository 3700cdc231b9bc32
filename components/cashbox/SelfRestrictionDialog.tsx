'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESTRICTIONS_KEY } from '@/lib/api/query-keys';
import { addSelfRestriction } from '@/lib/api/restrictions';
import {
  blankIdentity,
  identityErrors,
  identityRef,
  identityRules,
  type IdentityValues,
} from '@/lib/forms/identity-form';
import { isIsoDate } from '@/lib/shared/iso-date';
import { addMonths, selfRestrictionProblem } from '@/lib/shared/restrictions';
import { messages } from '@/lib/shared/validation/messages';
import { useFormDraft } from '../common/use-form-draft';
import { DayInput } from '../common/DayInput';
import { useHallClock } from '../common/use-hall-clock';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { GuestIdentityFields } from './GuestIdentityFields';
import { showWriteError } from './write-errors';

type Values = { identity: IdentityValues; from: string; to: string; applicationNo: string };

const day = (iso: string) => iso.split('-').reverse().join('.');

/**
 * «Самоограничение»: the hall's manager takes a guest's signed application — who, from when, until
 * when (6 months to 10 years), the application's number. It cannot be lifted or shortened, by
 * anyone: the dialog says so before it is saved.
 */
export function SelfRestrictionDialog({
  hallId,
  opened,
  onClose,
}: {
  hallId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const clock = useHallClock();
  const blank = (): Values => {
    const today = clock.today();
    return { identity: blankIdentity(), from: today, to: addMonths(today, 6), applicationNo: '' };
  };
  const period = (values: Values) =>
    isIsoDate(values.from) && isIsoDate(values.to)
      ? selfRestrictionProblem(values.from, values.to, clock.today())
      : null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: blank(),
    validate: {
      identity: identityRules(() => clock.today(), false),
      from: (value, values) =>
        !isIsoDate(value) ? messages.invalidDate() : (period(values)?.from ?? null),
      to: (value, values) =>
        !isIsoDate(value) ? messages.invalidDate() : (period(values)?.to ?? null),
      applicationNo: (value) =>
        !value.trim()
          ? messages.required('Номер заявления')
          : value.length > 40
            ? messages.lengthMax(40)
            : null,
    },
  });
  const { clearDraft } = useFormDraft(`self-restriction:${hallId}`, form);
  const once = useOneAtATime();
  const save = useMutation({
    mutationFn: (values: Values) =>
      addSelfRestriction({
        ...identityRef(values.identity),
        hallId,
        from: values.from,
        to: values.to,
        applicationNo: values.applicationNo.trim(),
      }),
    onSuccess: (created) => {
      clearDraft();
      form.setValues(blank());
      form.resetDirty();
      notifications.show({
        color: 'teal',
        message: `Самоограничение принято: с ${day(created.from)} по ${day(created.to)}`,
      });
      void queryClient.invalidateQueries({ queryKey: RESTRICTIONS_KEY });
      onClose();
    },
    onError: (error) => showWriteError(error, (fields) => form.setErrors(identityErrors(fields))),
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Самоограничение">
      <form noValidate onSubmit={form.onSubmit((values) => once(() => save.mutateAsync(values)))}>
        <Stack gap="sm">
          <Text size="sm">
            Гость подписал заявление о самоограничении. С первого дня срока гостя не пропустят ни в
            один зал сети. Отменить или сократить ограничение нельзя.
          </Text>
          <GuestIdentityFields form={form} full={false} />
          <Group grow align="flex-start">
            <DayInput label="С" required {...form.getInputProps('from')} />
            <DayInput label="По" required {...form.getInputProps('to')} />
          </Group>
          <TextInput
            label="Номер заявления"
            required
            autoComplete="off"
            maxLength={60}
            {...form.getInputProps('applicationNo')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={save.isPending}>
              Принять самоограничение
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
