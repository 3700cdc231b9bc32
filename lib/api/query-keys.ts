/**
 * The query keys of every resource, in one small module: the live updates name them without
 * loading the resources' code. A hall's data starts with its id, so leaving a hall drops it.
 */
export const cashboxKey = (hallId: number) => [hallId, 'cashbox'] as const;
export const equipmentKey = (hallId: number) => [hallId, 'equipment'] as const;
export const exceptionsKey = (hallId: number) => [hallId, 'exceptions'] as const;
/** Every visible hall's exceptions belong to no hall. */
export const ALL_EXCEPTIONS_KEY = ['exceptions'] as const;
export const phoneRequestsKey = (hallId: number) => [hallId, 'phone-requests'] as const;
/** The queue across halls belongs to no hall. */
export const QUEUE_KEY = ['phone-requests', 'queue'] as const;
export const reportsKey = (hallId: number) => [hallId, 'reports'] as const;
/** The summary across the user's halls belongs to no hall. */
export const SUMMARY_KEY = ['reports', 'summary'] as const;
/** The hall's client base and the visits at its door. */
export const clientsKey = (hallId: number) => [hallId, 'clients'] as const;
/** The register of restricted persons belongs to no hall. */
export const RESTRICTIONS_KEY = ['restrictions'] as const;
export const mailingsKey = (hallId: number) => [hallId, 'sms-mailings'] as const;
export const workersKey = (hallId: number) => [hallId, 'workers'] as const;
/** Staff accounts span halls; one's own account (sessions, second factor) is no hall's either. */
export const ACCOUNTS_KEY = ['accounts'] as const;
export const OWN_ACCOUNT_KEY = ['own-account'] as const;
/** The halls the user sees, and the chain's games (the catalogue, the report's filter): no hall's own. */
export const HALLS_KEY = ['halls'] as const;
export const GAMES_KEY = ['games'] as const;
/** The monitoring register of large payouts spans halls. */
export const MONITORING_KEY = ['monitoring'] as const;
