'use client';

import { Text, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { signIn } from '@/lib/api/auth';
import { noteSignedIn } from '@/lib/signed-in-as';
import { HALLS_ROUTE } from '@/lib/routes';
import { all, noControlChars, required } from '@/lib/validation/validators';
import { isLoggedIn, useAuthActions } from '@/stores/auth-store';
import { useHydrationStore } from '@/stores/hydration-store';

type Values = { login: string; password: string };
type Errors = Partial<Record<string, string>>;

const validateLogin = all(required('Логин'), noControlChars);
const validatePassword = all(required('Пароль'), noControlChars);
const validate = (values: Values): Errors => ({
  login: validateLogin(values.login) ?? undefined,
  password: validatePassword(values.password) ?? undefined,
});

export function LoginScreen() {
  const router = useRouter();
  const { signedIn } = useAuthActions();
  const hydrated = useHydrationStore((s) => s.hydrated);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Two fields need no form library: @mantine/form would be 6 KiB of the login's first load.
  const [values, setValues] = useState<Values>({ login: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(values);
    setErrors(invalid);
    if (Object.values(invalid).some(Boolean)) return;
    const { login, password } = values;
    setSubmitting(true);
    setFailure(null);
    const result = await signIn(login.trim(), password);
    setSubmitting(false);
    if (!result.ok) {
      setFailure(result.message);
      setErrors(result.fields);
      return;
    }
    signedIn(result.user);
    // Whose drafts this tab may offer: judged when a hall is chosen (draft-owner).
    noteSignedIn(login);
    // The hall picker goes on by itself when there is nothing to choose.
    router.replace(`${HALLS_ROUTE}/?after-login=1`);
  };

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
            <TextInput label="Логин" autoComplete="username" withAsterisk {...field('login')} />
            {/* A plain password field: PasswordInput's visibility toggle costs 2.4 KiB of first load. */}
            <TextInput
              type="password"
              label="Пароль"
              autoComplete="current-password"
              withAsterisk
              {...field('password')}
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
