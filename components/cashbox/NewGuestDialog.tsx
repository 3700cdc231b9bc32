'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnreachable } from '@/lib/api/client';
import { checkIn, clientsChanged, registerClient } from '@/lib/api/clients';
import { newRequestKey } from '@/lib/browser/request-key';
import { clientFormRules } from '@/lib/forms/clients-form';
import { FULL_NAME_MAX } from '@/lib/shared/validation/rules';
import {
  blankIdentity,
  identityFull,
  identityRef,
  identityErrors,
  identityRules,
  type IdentityValues,
} from '@/lib/forms/identity-form';
import { PhoneInput } from '../common/PhoneInput';
import { useHallClock } from '../common/use-hall-clock';
import { GuestIdentityFields } from './GuestIdentityFields';
import { useFormDraft } from '../common/use-form-draft';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { showWriteError } from './write-errors';

type Values = {
  identity: IdentityValues;
  fullName: string;
  phone: string;
  smsConsent: '' | 'yes' | 'no';
  registerKey: string;
  visitKey: string;
};

const blank = (): Values => ({
  identity: blankIdentity(),
  fullName: '',
  phone: '',
  smsConsent: '',
  registerKey: newRequestKey(),
  visitKey: newRequestKey(),
});

/**
 * «Новый гость»: who the guest is (IIN or a foreigner's document), the name, the phone and the
 * answer about SMS (asked, never assumed). The registration is the guest's first visit: it is
 * marked at once, through the same door (a guest under 21 or restricted is refused there).
 */
export function NewGuestDialog({
  hallId,
  identity,
  opened,
  onClose,
}: {
  hallId: number;
  identity: IdentityValues | null;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const clock = useHallClock();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: blank(),
    validate: {
      identity: identityRules(() => clock.today(), true),
      fullName: clientFormRules.fullName,
      phone: clientFormRules.phone,
      smsConsent: (value) => (value ? null : 'Спросите гостя и отметьте ответ'),
    },
  });
  const { clearDraft } = useFormDraft(`new-guest:${hallId}`, form);
  // The identity the door did not find comes in with the dialog; a draft already typed wins.
  useEffect(() => {
    const typed = form.getValues().identity;
    if (opened && identity && !typed.iin && !typed.documentNumber) {
      form.setFieldValue('identity', { ...typed, ...identity });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening counts
  }, [opened, identity]);
  const once = useOneAtATime();
  const register = useMutation({
    mutationFn: async (values: Values) => {
      const client = await registerClient(
        hallId,
        {
          ...identityFull(values.identity),
          fullName: values.fullName,
          phone: values.phone,
          smsConsent: values.smsConsent === 'yes',
        },
        values.registerKey,
      );
      const visit = await checkIn(hallId, identityRef(values.identity), values.visitKey).catch(
        () => null,
      );
      return { client, visit };
    },
    onSuccess: ({ visit }) => {
      clearDraft();
      form.setValues(blank());
      form.resetDirty();
      notifications.show({
        color: visit ? 'teal' : 'yellow',
        message: visit
          ? `Гость зарегистрирован, визит отмечен: ${visit.client.shortName}`
          : 'Гость зарегистрирован, но визит не отмечен: отметьте его по ИИН или документу',
      });
      void clientsChanged(queryClient, hallId);
      onClose();
    },
    onError: (error) => {
      if (!isUnreachable(error)) form.setFieldValue('registerKey', newRequestKey());
      showWriteError(error, (fields) => form.setErrors(identityErrors(fields)));
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Новый гость">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          once(() => register.mutateAsync(values));
        })}
      >
        <Stack gap="sm">
          <GuestIdentityFields form={form} full />
          {/* The name is what the cashier types next: the dialog opens on it, not on «Закрыть». */}
          <TextInput
            label="ФИО"
            required
            data-autofocus
            autoComplete="off"
            maxLength={FULL_NAME_MAX + 20}
            {...form.getInputProps('fullName')}
          />
          <PhoneInput label="Телефон" required {...form.getInputProps('phone')} />
          <Radio.Group
            label="Согласен получать SMS от зала?"
            required
            {...form.getInputProps('smsConsent')}
          >
            <Group mt="xs">
              <Radio value="yes" label="Да" />
              <Radio value="no" label="Нет" />
            </Group>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            Зал пишет о часах работы, обслуживании, смене номера и готовой выплате — не рекламу.
            Согласие записывается с вашим именем и временем. Отказаться гость может в любой момент —
            у управляющего или ответом «СТОП» на SMS.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={register.isPending}>
              Зарегистрировать
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
