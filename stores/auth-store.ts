import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { ROLES, type Role } from '@/lib/shared/roles';
import { USER_KEY } from '@/lib/browser/storage-keys';

/** The stored user record, kept in local storage as plain JSON under `user`. */
export type UserRecord = { fullName: string; token: string; role: Role };

type AuthState = {
  fullName: string;
  token: string;
  role: Role | null;
  isAdmin: boolean;
  actions: {
    signedIn: (record: UserRecord) => void;
  };
};

export function parseUserRecord(raw: string | null): UserRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { fullName, token, role } = value as Record<string, unknown>;
    if (typeof fullName !== 'string' || !fullName) return null;
    return {
      fullName,
      token: typeof token === 'string' ? token : '',
      role: ROLES.includes(role as Role) ? (role as Role) : 'cashier',
    };
  } catch {
    return null;
  }
}

// The record is stored bare (`{ fullName, token, role }`), not in zustand's `{ state, version }`
// envelope, so that the key means the same to every reader of local storage.
const userRecordStorage: PersistStorage<UserRecord> = {
  getItem: (name) => {
    const record = parseUserRecord(localStorage.getItem(name));
    return record ? { state: record, version: 0 } : null;
  },
  setItem: (name, { state }) => {
    if (state.fullName) localStorage.setItem(name, JSON.stringify(state));
    else localStorage.removeItem(name);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      fullName: '',
      token: '',
      role: null,
      isAdmin: false,
      actions: {
        signedIn: (record) => set({ ...record, isAdmin: record.role === 'admin' }),
      },
    }),
    {
      name: USER_KEY,
      version: 0,
      // Read as the module loads in a browser; the export is drawn with nothing stored.
      storage: typeof window === 'undefined' ? undefined : userRecordStorage,
      partialize: ({ fullName, token, role }) => ({ fullName, token, role: role ?? 'cashier' }),
      merge: (persisted, current) => {
        const record = persisted as UserRecord | undefined;
        return record ? { ...current, ...record, isAdmin: record.role === 'admin' } : current;
      },
    },
  ),
);

/** Logged in = the store holds a full name, or a stored user record exists. */
export function isLoggedIn(): boolean {
  return (
    Boolean(useAuthStore.getState().fullName) ||
    parseUserRecord(localStorage.getItem(USER_KEY)) !== null
  );
}

export const useAuthActions = () => useAuthStore((s) => s.actions);
