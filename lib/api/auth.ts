/** Sign-in and sign-out against the API. */
import type { Role } from '../roles';
import { failureFields, failureMessage } from './messages';

// The client loads on submit, not with the login page: its first load stays within budget.
const loadClient = () => import('./client');

export type SignInResult =
  | { ok: true; user: { fullName: string; token: string; role: Role } }
  | { ok: false; message: string; fields: Record<string, string> };

export async function signIn(login: string, password: string): Promise<SignInResult> {
  try {
    const { apiClient, unwrap } = await loadClient();
    const api = await apiClient();
    const { fullName, token, role } = await unwrap(
      api.POST('/api/auth/login', { body: { login, password } }),
    );
    return { ok: true, user: { fullName, token, role } };
  } catch (error) {
    return { ok: false, message: failureMessage(error), fields: failureFields(error) };
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
