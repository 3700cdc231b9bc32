import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money columns: whole tiyn (1/100 ₸) as bigint, never a float or numeric. */
export const tiyn = (name: string) => bigint(name, { mode: 'bigint' });
