'use client';

import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { answerCode, type SignInResult } from '@/lib/api/auth';

type Props = {
  challenge: string;
  onResult: (result: Exclude<SignInResult, { ok: false }>) => void;
  /** The challenge is void (five wrong codes, too old): back to the password. */
  onRestart: (message: string) => void;
};

/** The login's second step: a code from the app, or one of the recovery codes. */
export default function CodeStep({ challenge, onResult, onRestart }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Введите код');
      return;
    }
    setSending(true);
    const result = await answerCode(challenge, code.trim());
    setSending(false);
    if (result.ok) return onResult(result);
    if (result.code === 'challenge_void') return onRestart(result.message);
    setError(result.fields.code ?? result.message);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Введите 6 цифр из приложения-аутентификатора или один из резервных кодов.
        </Text>
        <TextInput
          label="Код"
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          data-autofocus
          autoFocus
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={sending} fullWidth>
          Подтвердить
        </Button>
        <Button variant="subtle" onClick={() => onRestart('')}>
          Войти заново
        </Button>
      </Stack>
    </form>
  );
}
