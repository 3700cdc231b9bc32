/**
 * Who may open which screen (PRODUCT §2). The API enforces it; the menu and the «Нет доступа»
 * screen mirror it.
 */
import type { Role } from './roles';
import { normalizePath } from './routes';

const ALL: readonly Role[] = ['cashier', 'manager', 'admin'];
const STAFF: readonly Role[] = ['manager', 'admin'];

export const SCREEN_ROLES = {
  '/halls': ALL,
  '/error': ALL,
  '/dashboard': STAFF,
  '/equipment': ALL,
  '/workers': STAFF,
  '/cashbox': ALL,
  '/games-report': STAFF,
  '/attendance': STAFF,
  '/phone/request': ALL,
  '/sms/mailing': STAFF,
  '/summary': STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type ScreenPath = keyof typeof SCREEN_ROLES;

/** What a role may do on a screen it opens, beyond reading it (PRODUCT §2). */
export const ACTION_ROLES = {
  /** Maintenance, broken, back in service: cashiers only read the equipment. */
  changeDeviceStatus: STAFF,
  /** Approve or reject a phone-number change: head office. */
  decidePhoneRequest: ['admin'],
  /** Open a hall, change its settings, hours or status: head office. */
  manageHalls: ['admin'],
  /** Register a device of a hall, edit it, issue it a new key: the hall's manager. */
  registerDevices: STAFF,
  /** The bar's menu and prices of a hall: the hall's manager. */
  editBarMenu: STAFF,
  /** The chain's game catalogue: head office. */
  editGameCatalogue: ['admin'],
  /** Staff accounts: the admin's all, a manager's the cashiers of their halls (lib/shared/accounts). */
  manageAccounts: STAFF,
  /** Load a client base from a file: head office. */
  importClients: ['admin'],
  /** Take a guest's self-restriction signed at the desk: the hall's manager, head office. */
  restrictPersons: STAFF,
  /** Read the register of restricted persons and import official lists into it: head office. */
  manageRestrictions: ['admin'],
  /** Approve or refuse a large winnings payout asked for at the desk: the hall's manager. */
  decidePayouts: STAFF,
  /** Add, rename and retire a hall's cash desks; keep its safe; see every desk's cash: the manager. */
  keepSafe: STAFF,
  /** Link a selling desk to a cloud cash register and enter its credentials: head office. */
  linkRegisters: ['admin'],
  /** Ask a linked desk's register for its X-report: the hall's manager. */
  readRegisterReports: STAFF,
  /** Close a gaming day before its grace runs out: the hall's manager (decision 065). */
  closeGamingDays: STAFF,
  /** Take the machines' boxes out (a drop) with a second named person: the manager (decision 066). */
  runDrops: STAFF,
  /** Ask for a slot machine's work order, read the hall's quarterly gambling tax (decision 069). */
  orderMachines: STAFF,
  /**
   * Approve or refuse a machine's order, load a hall's machines from a file, lock a quarter of
   * the gambling tax, set the МРП and the rates: head office (decision 069).
   */
  fileMachines: ['admin'],
  /** Sign off a cash variance above the manager's threshold, reverse a mistaken entry: the manager. */
  signOffVariances: STAFF,
  /** Sign off a cash variance above head office's threshold: head office. */
  signOffLargeVariances: ['admin'],
  /** Read and correct the financial monitoring register of large payouts: head office. */
  readMonitoring: ['admin'],
  /** Take away another's second factor (a lost phone): head office. */
  resetSecondFactor: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof ACTION_ROLES;

export function may(role: Role | null, action: Action): boolean {
  return role !== null && (ACTION_ROLES[action] as readonly Role[]).includes(role);
}

export function canOpen(role: Role | null, path: string): boolean {
  if (!role) return false;
  const roles: readonly Role[] | undefined = SCREEN_ROLES[normalizePath(path) as ScreenPath];
  return roles ? roles.includes(role) : false;
}

/** Where a user lands once a hall is chosen: the dashboard, or the cash desk for a cashier. */
export function homeScreen(role: Role | null): string {
  return canOpen(role, '/dashboard') ? '/dashboard' : '/cashbox';
}
