import type { liveSessions } from '../auth/sessions';
import { browserName } from '../auth/user-agent';

/** A live session as «Мои сеансы» and an account's drawer show it. */
export const sessionView = (row: Awaited<ReturnType<typeof liveSessions>>[number]) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  address: row.address,
  browser: browserName(row.userAgent),
  current: row.current,
});
