'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashDesk } from '@/lib/api/cashbox';
import { linkRegister, unlinkRegister } from '@/lib/api/fiscal';
import { cashboxKey } from '@/lib/api/query-keys';
import { rowActionFailure } from '@/lib/api/messages';
import { CASHBOX_NUMBER_PATTERN, FISCAL_LOGIN_MAX, FISCAL_SECRET_MAX } from '@/lib/shared/fiscal';
import { askToConfirm } from '../../common/confirm';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { showWriteError } from '../write-errors';

type Values = { cashboxUniqueNumber: string; login: string; password: string; apiKey: string };

const required = (label: string, max: number) => (value: string) =>
  !value.trim()
    ? `Пожалуйста, заполните поле «${label}»`
    : value.length > max
      ? `Не длиннее ${max} символов`
      : null;

/**
 * Head office links a desk to its Webkassa register, or enters the register's credentials again.
 * The password and the key are typed each time and kept nowhere in the browser: no draft of
 * secrets on a shared computer; the server never gives them back.
 */
export function RegisterDialog({
  hallId,
  desk,
  onClose,
}: {
  hallId: number;
  /** null: closed. */
  desk: CashDesk | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={desk !== null}
      onClose={onClose}
      title={desk ? `Касса ККМ: «${desk.name}»` : 'Касса ККМ'}
      centered
    >
      {desk && <RegisterForm key={desk.id} hallId={hallId} desk={desk} onClose={onClose} />}
    </Modal>
  );
}

function RegisterForm({
  hallId,
  desk,
  onClose,
}: {
  hallId: number;
  desk: CashDesk;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      cashboxUniqueNumber: desk.fiscal?.cashboxUniqueNumber ?? '',
      login: '',
      password: '',
      apiKey: '',
    },
    validate: {
      cashboxUniqueNumber: (value) =>
        !value.trim()
          ? 'Пожалуйста, заполните поле «Заводской номер кассы (ЗНК)»'
          : CASHBOX_NUMBER_PATTERN.test(value.trim().toUpperCase())
            ? null
            : 'ЗНК — латинские буквы и цифры, как в кабинете Webkassa: SWK00033717',
      login: required('Логин кассира', FISCAL_LOGIN_MAX),
      password: required('Пароль кассира', FISCAL_SECRET_MAX),
      apiKey: required('API-ключ интеграции', FISCAL_SECRET_MAX),
    },
  });
  const once = useOneAtATime();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
  const save = useMutation({
    mutationFn: (values: Values) =>
      linkRegister(hallId, desk.id, {
        provider: 'webkassa',
        ...values,
        cashboxUniqueNumber: values.cashboxUniqueNumber.trim(),
      }),
    onSuccess: (_, values) => {
      notifications.show({
        color: 'teal',
        message: `${desk.name}: привязана к кассе ККМ ${values.cashboxUniqueNumber.trim().toUpperCase()}`,
      });
      void refresh();
      onClose();
    },
    onError: (error) => showWriteError(error, form.setErrors),
  });
  const unlink = useMutation({
    mutationFn: () => unlinkRegister(hallId, desk.id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: `${desk.name}: отвязана от кассы ККМ` });
      void refresh();
      onClose();
    },
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
  });
  const askUnlink = () =>
    askToConfirm({
      title: 'Отвязать кассу ККМ?',
      children: `Продажи «${desk.name}» пойдут без фискального чека. Ждущие чеки всё равно отправятся.`,
      labels: { confirm: 'Отвязать', cancel: 'Отмена' },
      onConfirm: () => unlink.mutate(),
    });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => once(() => save.mutateAsync(values)))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Webkassa: данные из кабинета кассы. Пароль и ключ сохраняются только на сервере и больше
          нигде не показываются.
        </Text>
        <TextInput
          label="Заводской номер кассы (ЗНК)"
          required
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('cashboxUniqueNumber')}
        />
        <TextInput
          label="Логин кассира"
          required
          autoComplete="off"
          maxLength={FISCAL_LOGIN_MAX}
          {...form.getInputProps('login')}
        />
        <TextInput
          label="Пароль кассира"
          type="password"
          required
          autoComplete="new-password"
          maxLength={FISCAL_SECRET_MAX}
          {...form.getInputProps('password')}
        />
        <TextInput
          label="API-ключ интеграции"
          type="password"
          required
          autoComplete="off"
          maxLength={FISCAL_SECRET_MAX}
          {...form.getInputProps('apiKey')}
        />
        <Group justify="space-between">
          {desk.fiscal ? (
            <Button variant="subtle" color="red" onClick={askUnlink} loading={unlink.isPending}>
              Отвязать
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={save.isPending}>
              Сохранить
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
