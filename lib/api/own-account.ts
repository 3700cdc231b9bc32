/** One's own account: password, second factor (the steps of the login and the header's menu). */
import { apiClient, unwrap } from './client';

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
