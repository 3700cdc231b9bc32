'use client';

import { Text, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { signIn, signOut, type SignedInUser, type SignInResult } from '@/lib/api/auth';
import { PENDING_SIGN_IN_KEY } from '@/lib/browser/storage-keys';
import { noteSignedIn } from '@/lib/browser/signed-in-as';
import { HALLS_ROUTE } from '@/lib/shared/routes';
import { all, noControlChars, required } from '@/lib/forms/validators';
import { isLoggedIn, useAuthActions } from '@/stores/auth-store';

// The later steps load only when a sign-in needs them: the login's first load stays small.
const CodeStep = lazy(() => import('./CodeStep'));
const AccountStep = lazy(() => import('./AccountStep'));

type Values = { login: string; password: string };

/**
 * Where a sign-in stands. A session that must first set a password or enrol a second factor is
 * kept in session storage, so a reload comes back to that step instead of a spent temporary
 * password.
 */
type Step =
  | { kind: 'credentials' }
  | { kind: 'code'; challenge: string }
  | { kind: 'new-password'; user: SignedInUser; login: string; mfa: boolean; current?: string }
  | { kind: 'enrol'; user: SignedInUser; login: string };

const STEP_TITLES: Record<Step['kind'], string> = {
  credentials: 'Вход',
  code: 'Код подтверждения',
  'new-password': 'Новый пароль',
  enrol: 'Второй фактор',
};

function pendingStep(): Step | null {
  try {
    const step = JSON.parse(sessionStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as Step | null;
    return step && (step.kind === 'new-password' || step.kind === 'enrol') ? step : null;
  } catch {
    return null;
  }
}
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
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });

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
    if (isLoggedIn()) router.replace(`${HALLS_ROUTE}/`);
  }, [router]);

  useEffect(() => {
    const pending = pendingStep();
    // Read after mount so the prerendered page and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pending) setStep(pending);
    if (new URLSearchParams(window.location.search).has('expired')) {
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
    go(result, password);
  };

  const enter = (next: Step) => {
    if (next.kind === 'new-password' || next.kind === 'enrol') {
      // Never the password itself: a reload asks for it again.
      sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify({ ...next, current: undefined }));
    }
    setStep(next);
  };

  /** The next step of a sign-in, or the hall picker when there is none. */
  const go = (result: Exclude<SignInResult, { ok: false }>, password?: string) => {
    const login = values.login.trim();
    if (result.step === 'code') return enter({ kind: 'code', challenge: result.challenge });
    if (result.step === 'new-password') {
      return enter({
        kind: 'new-password',
        user: result.user,
        login,
        mfa: result.mfa,
        current: password,
      });
    }
    if (result.mustEnrol) return enter({ kind: 'enrol', user: result.user, login });
    finish(result.user, login);
  };

  const finish = (user: SignedInUser, login: string) => {
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
    signedIn(user);
    // Whose drafts this tab may offer: judged when a hall is chosen (draft-owner).
    noteSignedIn(login);
    // The hall picker goes on by itself when there is nothing to choose.
    router.replace(`${HALLS_ROUTE}/?after-login=1`);
  };

  const restart = (message: string) => {
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
    setValues((v) => ({ ...v, password: '' }));
    setFailure(message || null);
    setStep({ kind: 'credentials' });
  };

  const leave = async () => {
    await signOut();
    restart('');
  };

  if (step.kind !== 'credentials') {
    return (
      <Center mih="100vh" p="md">
        <Paper component="main" w="100%" maw={440} p="xl" withBorder>
          <Stack gap="md">
            <Title order={1} size="h2">
              {STEP_TITLES[step.kind]}
            </Title>
            <Suspense fallback={<Text size="sm">Загрузка…</Text>}>
              {step.kind === 'code' && (
                <CodeStep challenge={step.challenge} onResult={(r) => go(r)} onRestart={restart} />
              )}
              {step.kind === 'new-password' && (
                <AccountStep
                  kind="new-password"
                  login={step.login}
                  mfa={step.mfa}
                  knownCurrent={step.current}
                  onDone={() => finish(step.user, step.login)}
                />
              )}
              {step.kind === 'enrol' && (
                <AccountStep kind="enrol" onDone={() => finish(step.user, step.login)} />
              )}
            </Suspense>
            {step.kind !== 'code' && (
              <Button variant="subtle" onClick={leave}>
                Выйти
              </Button>
            )}
          </Stack>
        </Paper>
      </Center>
    );
  }

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
