import type { Db } from './db/database';
import type { SessionUser } from './auth/sessions';
import type { MeterDevice } from './equipment/meter-readings';
import type { Role } from '@/lib/shared/roles';
import type { SmsAdvertising } from '@/lib/shared/sms-mailings';
import type { Instance } from './instance';
import type { LookupLimit } from './auth/lookup-limit';
import type { CashRules } from './cash-desks/cash-rules';

export type AppOptions = {
  db: Db;
  /** This instance's own state (`instance.ts`); without it, the app makes one of its own. */
  instance?: Instance;
  /** The clock; tests move it to check expiry. Without it, the instance's. */
  now?: () => Date;
  /** Browser origins of a front end hosted elsewhere (CORS and the cookie-write check). */
  allowedOrigins?: string[];
  /**
   * Trusted proxy hops in front of the API: the client address is that many entries from the
   * right of X-Forwarded-For, and X-Forwarded-Proto is read at the same place. 0: none.
   */
  trustProxy?: number;
  /** Mark the session cookie Secure even over plain HTTP (it always is over HTTPS). */
  secureCookie?: boolean;
  /** The SMS gateway's shared secret for its delivery reports; empty: every report is refused. */
  smsGatewaySecret?: string;
  /** Whether advertising mailings may be scheduled and sent; forbidden unless set. */
  smsAdvertising?: SmsAdvertising;
  /** Whole tenge from which a winnings payout waits for the manager's approval. */
  payoutApprovalTenge?: number;
  /** Whole tenge from which a winnings payout enters the financial monitoring register. */
  amlThresholdTenge?: number;
  /** How many answers a harvest produces a user may get in how many minutes (decision 058). */
  lookupLimit?: LookupLimit;
  /** How cash is counted and whose sign a variance needs (decision 060). */
  cashRules?: CashRules;
  /**
   * Webkassa's address (`WEBKASSA_URL`, or the demo's simulator); null: no desk may be linked to
   * a register, for nothing would send its cheques (decision 063).
   */
  fiscalUrl?: string | null;
  /** How long a register's answer may take (`WEBKASSA_TIMEOUT_MS`). */
  fiscalTimeoutMs?: number;
  /** Roles that must have a second factor: until they enrol, a session may only enrol. */
  mfaRequiredRoles?: Role[];
  /** How often an event stream sends its keep-alive and reads its access again. */
  eventKeepAliveMs?: number;
  /** The instance is stopping: `/api/ready` answers 503 so the balancer sends no more. */
  draining?: () => boolean;
};

export type AppEnv = {
  Variables: {
    options: Required<AppOptions>;
    user: SessionUser;
    token: string;
    hallId: number;
    /** Whether the user may see the hall in the path (read with the session). */
    hallVisible: boolean;
    /** The session's user has a second factor. */
    mfa: boolean;
    /** The request came over HTTPS, directly or through the trusted proxies. */
    https: boolean;
    /** The request's id (X-Request-Id), kept in the audit log. */
    requestId: string;
    /** The game terminal a meter call comes from, named by its X-Device-Key. */
    device: MeterDevice;
    /** The write's answer was the stored one of an earlier request with its Idempotency-Key. */
    replayed: boolean;
  };
};
