'use client';

import { Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { confirmTotp, startTotp } from '@/lib/api/own-account';

type Props = { onDone: () => void };

/**
 * Enrols a second factor: the secret as a QR code and as text, a code from the app to prove it
 * was added, then the ten recovery codes, shown once.
 */
export function TotpEnrolment({ onDone }: Props) {
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const clipboard = useClipboard({ timeout: 2000 });

  useEffect(() => {
    startTotp().then(setSecret, (error: unknown) => setFailure(failureMessage(error)));
  }, []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setCodeError('Введите 6 цифр из приложения');
      return;
    }
    setSending(true);
    try {
      setRecovery(await confirmTotp(code.replace(/\s/g, '')));
    } catch (error) {
      setCodeError(failureFields(error).code ?? failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (failure) {
    return (
      <Text c="red.4" fw={500} role="alert">
        {failure}
      </Text>
    );
  }
  if (recovery) {
    return (
      <Stack gap="md">
        <Text fw={600}>Второй фактор подключён</Text>
        <Text size="sm">
          Сохраните резервные коды: каждый входит один раз, если телефона нет под рукой. Больше они
          не покажутся.
        </Text>
        <Paper withBorder p="sm">
          <Text component="pre" ff="monospace" size="sm" m={0} aria-label="Резервные коды">
            {recovery.join('\n')}
          </Text>
        </Paper>
        <Group grow>
          <Button variant="default" onClick={() => clipboard.copy(recovery.join('\n'))}>
            {clipboard.copied ? 'Скопировано' : 'Копировать'}
          </Button>
          <Button onClick={onDone}>Коды сохранены</Button>
        </Group>
      </Stack>
    );
  }
  if (!secret) return <Text size="sm">Готовим секрет…</Text>;
  return (
    <form onSubmit={confirm} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Отсканируйте QR-код приложением-аутентификатором (Google Authenticator, Яндекс Ключ и
          другие) или введите секрет вручную, затем введите код из приложения.
        </Text>
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(secret.otpauthUri))}`}
          alt="QR-код для приложения-аутентификатора"
          w={200}
          h={200}
          mx="auto"
          bg="white"
          display="block"
        />
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            Секрет
          </Text>
          <Text
            ff="monospace"
            size="sm"
            style={{ wordBreak: 'break-all' }}
            data-testid="totp-secret"
          >
            {/* In fours, as an app's manual entry accepts it and a person reads it. */}
            {secret.secret.match(/.{1,4}/g)!.join(' ')}
          </Text>
        </Paper>
        <TextInput
          label="Код из приложения"
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setCodeError(undefined);
          }}
        />
        <Button type="submit" loading={sending} fullWidth>
          Подключить
        </Button>
      </Stack>
    </form>
  );
}
