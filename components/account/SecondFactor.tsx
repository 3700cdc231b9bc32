'use client';

import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { removeTotp } from '@/lib/api/own-account';
import { TotpEnrolment } from './TotpEnrolment';

type Props = { mfa: boolean; onChanged: () => void };

/** «Второй фактор»: enrol one, or take it off with a code from the app (or a recovery code). */
export function SecondFactor({ mfa, onChanged }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  if (!mfa) return <TotpEnrolment onDone={onChanged} />;

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Введите код из приложения или резервный код');
      return;
    }
    setSending(true);
    try {
      await removeTotp(code.replace(/\s/g, ''));
      onChanged();
    } catch (failure) {
      setError(failureFields(failure).code ?? failureMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={remove} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Второй фактор подключён: при входе система спрашивает код из приложения. Чтобы отключить
          его, введите текущий код или один из резервных.
        </Text>
        <TextInput
          label="Код"
          autoComplete="one-time-code"
          withAsterisk
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" color="red" variant="light" loading={sending}>
          Отключить второй фактор
        </Button>
      </Stack>
    </form>
  );
}
