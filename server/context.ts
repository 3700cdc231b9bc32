import type { Db } from './db/database';
import type { SessionUser } from './auth/sessions';

export type AppOptions = {
  db: Db;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  /** Browser origins of a front end hosted elsewhere (CORS and the cookie-write check). */
  allowedOrigins?: string[];
  /** Take the client address from X-Forwarded-For (behind a trusted proxy). */
  trustProxy?: boolean;
  /** Mark the session cookie Secure. */
  secureCookie?: boolean;
};

export type AppEnv = {
  Variables: {
    options: Required<AppOptions>;
    user: SessionUser;
    token: string;
    hallId: number;
    /** The request's id (X-Request-Id), kept in the audit log. */
    requestId: string;
  };
};
