/**
 * The database schema, one file a feature in `tables/` (the same split as `server/<feature>/`).
 * Migrations are generated from it by drizzle-kit into `migrations/`; the report rollups' trigger
 * SQL, which drizzle does not model, is named in `tables/reports.ts`.
 */
export * from './tables/access';
export * from './tables/workers';
export * from './tables/equipment';
export * from './tables/machines';
export * from './tables/cash-desks';
export * from './tables/cashbox';
export * from './tables/writes';
export * from './tables/clients';
export * from './tables/phone-requests';
export * from './tables/sms-mailings';
export * from './tables/reports';
export * from './tables/events';
export * from './tables/exceptions';
export * from './tables/meters';
export * from './tables/drops';
export * from './tables/restrictions';
export * from './tables/winnings';
export * from './tables/fiscal';
