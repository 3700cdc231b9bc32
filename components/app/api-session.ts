import { isBackground, noteOwnRequest, trackActivity } from '@/lib/browser/activity';
import { configureApi } from '@/lib/api/client';
import { noteReadPosition } from '@/lib/api/read-position';
import { EVENT_POSITION_HEADER } from '@/lib/shared/protocol';
import { LOGIN_ROUTE } from '@/lib/shared/routes';
import { useAuthStore } from '@/stores/auth-store';

export const SESSION_EXPIRED_PARAM = 'expired';

let loggingOut = false;

/** Any 401 logs out as «Выйти» does, keeps unsent form drafts, and says why on the login screen. */
async function sessionExpired() {
  if (loggingOut) return;
  loggingOut = true;
  const { clearClientSession } = await import('@/stores/persisted-stores');
  clearClientSession({ keepDrafts: true });
  window.location.replace(`${LOGIN_ROUTE}/?${SESSION_EXPIRED_PARAM}=1`);
}

export function connectApiToSession() {
  // Signed-in screens poll: their requests say whether a person is at the page.
  if (typeof window !== 'undefined') trackActivity(window);
  configureApi({
    token: () => useAuthStore.getState().token,
    unauthorized: sessionExpired,
    background: () => {
      const background = isBackground();
      if (!background) noteOwnRequest();
      return background;
    },
    read: (response) => noteReadPosition(response.headers.get(EVENT_POSITION_HEADER)),
  });
}
