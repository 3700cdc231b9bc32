import { randomBytes } from 'node:crypto';

/**
 * A fresh client address per call, so the sign-in limits of one test never touch another's, even
 * when the files share one PostgreSQL.
 */
export const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;
