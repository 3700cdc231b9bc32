/** One's own account: password, second factor (the steps of the login and the header's menu). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import { OWN_ACCOUNT_KEY } from './query-keys';

export async function changePassword(currentPassword: string, newPassword: string) {
  const api = await apiClient();
  await unwrap(api.POST('/api/auth/password', { body: { currentPassword, newPassword } }));
}

export async function startTotp() {
  const api = await apiClient();
  return unwrap(api.POST('/api/auth/mfa/totp'));
}

export async function confirmTotp(code: string) {
  const api = await apiClient();
  return (await unwrap(api.POST('/api/auth/mfa/totp/confirm', { body: { code } }))).recoveryCodes;
}

/** The signed-in account: its login (a new password must not hold it) and whether it has a second factor. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: [...OWN_ACCOUNT_KEY, 'me'],
    queryFn: async ({ signal }) => unwrap((await apiClient()).GET('/api/auth/me', { signal })),
    staleTime: 0,
  });

export const ownSessionsQuery = () =>
  queryOptions({
    queryKey: [...OWN_ACCOUNT_KEY, 'sessions'],
    queryFn: async ({ signal }) =>
      unwrap((await apiClient()).GET('/api/auth/sessions', { signal })),
    staleTime: 0,
  });

export async function endSession(sessionId: number) {
  const api = await apiClient();
  await unwrap(
    api.DELETE('/api/auth/sessions/{sessionId}', {
      params: { path: { sessionId: String(sessionId) } },
    }),
  );
}

/** Every session of one's own but this one (a phone left somewhere, a shared computer). */
export async function endOtherSessions() {
  const api = await apiClient();
  await unwrap(api.DELETE('/api/auth/sessions'));
}

export async function removeTotp(code: string) {
  const api = await apiClient();
  await unwrap(api.DELETE('/api/auth/mfa/totp', { body: { code } }));
}
