import { SIGNED_IN_AS_KEY } from './storage-keys';

/**
 * Notes who signed in on this tab (logins compare in lower case, as the API does). Kept in
 * session storage beside the drafts, so that the hall chosen next can tell whose they are.
 */
export function noteSignedIn(login: string) {
  sessionStorage.setItem(SIGNED_IN_AS_KEY, login.trim().toLowerCase());
}

export const signedInAs = (): string => sessionStorage.getItem(SIGNED_IN_AS_KEY) ?? '';
