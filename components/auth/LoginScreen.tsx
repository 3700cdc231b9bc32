'use client';

import { Text, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { signIn } from '@/lib/api/auth';
import { noteSignedIn } from '@/lib/signed-in-as';
import { HALLS_ROUTE } from '@/lib/routes';
import { all, noControlChars, required } from '@/lib/validation/validators';
import { isLoggedIn, useAuthActions } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';

export function LoginScreen() {
  const router = useRouter();
  const { signedIn } = useAuthActions();
  const hydrated = useHydrationStore((s) => s.hydrated);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm({
    mode: 'controlled',
    initialValues: { login: '', password: '' },
    validate: {
      login: all(required('Логин'), noControlChars),
      password: all(required('Пароль'), noControlChars),
    },
  });

  useEffect(() => {
    if (hydrated && isLoggedIn()) router.replace(`${HALLS_ROUTE}/`);
  }, [hydrated, router]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('expired')) {
      // Read after mount so the prerendered page and the first render agree.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailure('Сессия истекла, войдите снова');
    }
  }, []);

  const submit = form.onSubmit(async ({ login, password }) => {
    setSubmitting(true);
    setFailure(null);
    const result = await signIn(login.trim(), password);
    setSubmitting(false);
    if (!result.ok) {
      setFailure(result.message);
      form.setErrors(result.fields);
      return;
    }
    signedIn(result.user);
    // Whose drafts this tab may offer: judged when a hall is chosen (draft-owner).
    noteSignedIn(login);
    // The hall picker goes on by itself when there is nothing to choose.
    router.replace(`${HALLS_ROUTE}/?after-login=1`);
  });

  return (
    <Center mih="100vh" p="md">
      <Paper component="main" w="100%" maw={400} p="xl" withBorder>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              Вход
            </Title>
            {failure && (
              <Text c="red.4" fw={500} role="alert">
                {failure}
              </Text>
            )}
            <TextInput
              label="Логин"
              autoComplete="username"
              withAsterisk
              {...form.getInputProps('login')}
            />
            {/* A plain password field: PasswordInput's visibility toggle costs 2.4 KiB of first load. */}
            <TextInput
              type="password"
              label="Пароль"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Войти
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
