/** Every local-storage key the application writes. Logout clears them all. */

/** The stored user record `{ fullName, token, role }`. */
export const USER_KEY = 'user';
/** Marker written by the /error screen. */
export const ERROR_KEY = 'error';
export const HALLS_KEY = 'halls';
export const MENU_KEY = 'menu';

/**
 * Persisted per-screen filters, under the specification's keys (`equipmentFilter`, `shiftsFilter`,
 * `accountsFilter`, `clientsFilter`, `restrictionsFilter`, `monitoringFilter`, `movementsFilter`
 * and `variancesFilter` are ours).
 */
export const FILTER_KEYS = [
  'dashboardFilter',
  'equipmentFilter',
  'workersFilter',
  'cashboxFilter',
  'orderFilter',
  'gamesReportFilter',
  'attendanceFilter',
  'changePhoneFilter',
  'smsMailingFilter',
  'summaryReportFilter',
  'shiftsFilter',
  'accountsFilter',
  'clientsFilter',
  'restrictionsFilter',
  'monitoringFilter',
  'movementsFilter',
  'variancesFilter',
] as const;

export type FilterKey = (typeof FILTER_KEYS)[number];

/** The order basket of the cash desk, kept across a reload. */
export const BASKET_KEY = 'orderBasket';

/** Unsent form input lives in session storage under this prefix (see use-form-draft). */
export const DRAFT_PREFIX = 'draft:';

/**
 * Cash writes waiting for the server, in session storage: they survive a reload and the re-login
 * after a 401, and go only with a deliberate «Выйти» (see cash-queue-store).
 */
export const CASH_QUEUE_KEY = 'cashQueue';

/**
 * Whose drafts session storage holds now: `{ login, hallId }` of the person who wrote them. The
 * next person to sign in on a shared computer, or the same person in another hall, never gets
 * them (see draft-owner).
 */
export const DRAFT_OWNER_KEY = 'draftOwner';

/**
 * The tab a screen was left on (the cash desk's, the staff screen's), in session storage: kept
 * through a reload and an expired session, dropped by «Выйти» so the next person starts afresh.
 */
export const SCREEN_TAB_KEYS = {
  cashbox: 'cashboxTab',
  workers: 'workersTab',
  gamesReport: 'gamesReportTab',
} as const;

/** The login of the person who signed in last on this tab, in session storage. */
export const SIGNED_IN_AS_KEY = 'signedInAs';

/**
 * A sign-in waiting for a step before anything else (a new password in place of a temporary one,
 * a second factor to enrol), in session storage: a reload comes back to it.
 */
export const PENDING_SIGN_IN_KEY = 'pendingSignIn';

/**
 * The answers a returning person sees at once (components/shell/kept-answers.ts): one session's,
 * of one build, with no guest's data; «Выйти» and an expired session remove it with the rest.
 */
export const KEPT_ANSWERS_KEY = 'keptAnswers';
