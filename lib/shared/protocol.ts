/** The names the browser and the API must agree on outside the API contract's own types. */

/** The session cookie set by the API; logout expires it. */
export const SESSION_COOKIE = 'bbp-cookie';

/**
 * Only a person's action keeps a session alive. A request sent when nobody has touched the page
 * for a while (polling, a screen left open on a shared cash-desk computer) carries this header,
 * and the API checks it like any other but does not move the idle limit.
 */
export const BACKGROUND_HEADER = 'x-background';

/**
 * A read's answer names the newest event published before it was read: the browser's first
 * connection to the stream resumes from the oldest such position of its first reads, so what
 * changed since is replayed and nothing already read is read again (decision 042).
 */
export const EVENT_POSITION_HEADER = 'X-Last-Event-Id';

/**
 * A session ends after this long without a person's own request (the idle limit), and this long
 * after its sign-in whatever happened; the browser drops what it kept of a session past either.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
