import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';

/**
 * Who writes, in which hall and when, inside which transaction, by which request: every write is
 * judged for them, and the audit log names them.
 */
export type Actor = { tx: Db; hallId: number; user: SessionUser; now: Date; requestId: string };
