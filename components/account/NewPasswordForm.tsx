'use client';

import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { changePassword } from '@/lib/api/own-account';
import { passwordMin, passwordProblem } from '@/lib/shared/validation/password';

type Props = {
  /** The account's login: a new password must not hold it. */
  login: string;
  /** With a second factor 8 characters are enough, without one 15. */
  mfa: boolean;
  /** The password just typed to sign in (a temporary one): not asked for again. */
  knownCurrent?: string;
  submitLabel: string;
  onDone: () => void;
};

type Field = 'currentPassword' | 'newPassword' | 'repeat';

/** A new password under the product's rule (lib/shared/validation/password), checked here and by the API. */
export function NewPasswordForm({ login, mfa, knownCurrent, submitLabel, onDone }: Props) {
  const [values, setValues] = useState({
    currentPassword: knownCurrent ?? '',
    newPassword: '',
    repeat: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | '_', string>>>({});
  const [sending, setSending] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {
      currentPassword: values.currentPassword ? undefined : 'Введите текущий пароль',
      newPassword: passwordProblem(values.newPassword, { login, mfa }) ?? undefined,
      repeat: values.repeat === values.newPassword ? undefined : 'Пароли не совпадают',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      onDone();
    } catch (error) {
      setErrors({ ...failureFields(error), _: failureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Не короче {passwordMin(mfa)} символов; можно фразу из нескольких слов, пробелы и русские
          буквы.
        </Text>
        {errors._ && !errors.currentPassword && !errors.newPassword && (
          <Text c="red.4" fw={500} role="alert">
            {errors._}
          </Text>
        )}
        {knownCurrent === undefined && (
          <TextInput
            type="password"
            label="Текущий пароль"
            autoComplete="current-password"
            withAsterisk
            {...field('currentPassword')}
          />
        )}
        <TextInput
          type="password"
          label="Новый пароль"
          autoComplete="new-password"
          withAsterisk
          {...field('newPassword')}
        />
        <TextInput
          type="password"
          label="Новый пароль ещё раз"
          autoComplete="new-password"
          withAsterisk
          {...field('repeat')}
        />
        <Button type="submit" loading={sending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
