/** Sign-in and sign-out against the API, with the steps a sign-in may need. */
import type { Role } from '../shared/roles';
import { failureFields, failureMessage } from './messages';

// The client loads on submit, not with the login page: its first load stays within budget.
const loadClient = () => import('./client');

export type SignedInUser = { fullName: string; token: string; role: Role };

/**
 * What a sign-in came to: the user (who may have to enrol a second factor first), a code to
 * ask for, or a temporary password to replace before anything else.
 */
export type SignInResult =
  | { ok: true; step: 'done'; user: SignedInUser; mustEnrol: boolean }
  | { ok: true; step: 'code'; challenge: string }
  | { ok: true; step: 'new-password'; user: SignedInUser; mfa: boolean }
  | { ok: false; message: string; fields: Record<string, string>; code: string | null };

type Answer =
  | { mfaRequired: true; challenge: string }
  | { passwordChangeRequired: true; fullName: string; token: string; role: Role; mfa: boolean }
  | { fullName: string; token: string; role: Role; mfaEnrolmentRequired: boolean };

function stepOf(answer: Answer): SignInResult {
  if ('mfaRequired' in answer) return { ok: true, step: 'code', challenge: answer.challenge };
  const { fullName, token, role } = answer;
  if ('passwordChangeRequired' in answer) {
    return { ok: true, step: 'new-password', user: { fullName, token, role }, mfa: answer.mfa };
  }
  return {
    ok: true,
    step: 'done',
    user: { fullName, token, role },
    mustEnrol: answer.mfaEnrolmentRequired,
  };
}

const failed = (error: unknown): SignInResult => ({
  ok: false,
  message: failureMessage(error),
  fields: failureFields(error),
  code: (error as { body?: { error?: { code?: string } } } | null)?.body?.error?.code ?? null,
});

export async function signIn(login: string, password: string): Promise<SignInResult> {
  try {
    const { apiClient, unwrap } = await loadClient();
    const api = await apiClient();
    return stepOf(await unwrap(api.POST('/api/auth/login', { body: { login, password } })));
  } catch (error) {
    return failed(error);
  }
}

/** The second step: a code from the app, or a recovery code. */
export async function answerCode(challenge: string, code: string): Promise<SignInResult> {
  try {
    const { apiClient, unwrap } = await loadClient();
    const api = await apiClient();
    return stepOf(await unwrap(api.POST('/api/auth/login/mfa', { body: { challenge, code } })));
  } catch (error) {
    return failed(error);
  }
}

/** Revokes the session on the server; the client forgets it whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    const api = await (await loadClient()).apiClient();
    await api.POST('/api/auth/logout');
  } catch {
    // Offline: the session still expires on the server by itself.
  }
}
