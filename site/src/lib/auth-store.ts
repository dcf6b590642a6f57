/**
 * Persisted client state (spec §3): two slices, `app` and `auth`, kept together in localStorage under the key
 * `persist:root`. A small external store so components subscribe with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import type { LoginResponse, StaffRole } from '@lcmdp/contract';

export const STORAGE_KEY = 'persist:root';

export interface AuthState {
  isLoggedIn: boolean;
  user_id: number | null;
  role: StaffRole | null;
  email: string | null;
  full_name: string | null;
  token: string | null;
}

export interface AppState {
  tab: string;
}

export interface RootState {
  app: AppState;
  auth: AuthState;
}

const signedOut: AuthState = { isLoggedIn: false, user_id: null, role: null, email: null, full_name: null, token: null };
const initial: RootState = { app: { tab: 'home' }, auth: signedOut };

function read(): RootState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return initial;
    const parsed = JSON.parse(raw) as Partial<RootState>;
    return { app: { ...initial.app, ...parsed.app }, auth: { ...signedOut, ...parsed.auth } };
  } catch {
    return initial;
  }
}

let state: RootState = typeof localStorage === 'undefined' ? initial : read();
const listeners = new Set<() => void>();

function write(next: RootState): void {
  state = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the session still works in memory.
  }
  listeners.forEach((l) => l());
}

export const store = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(login: LoginResponse) {
    write({
      ...state,
      auth: {
        isLoggedIn: true,
        user_id: login.user_id,
        role: login.role,
        email: login.user.email,
        full_name: login.user.full_name,
        token: login.token,
      },
    });
    localStorage.setItem('role', login.role);
  },
  /** Sign-out removes the stored role and clears user id, role, token and email (spec §4). */
  signOut() {
    localStorage.removeItem('role');
    write({ ...state, auth: signedOut });
  },
  setTab(tab: string) {
    if (tab !== state.app.tab) write({ ...state, app: { ...state.app, tab } });
  },
  /** Tests start from a clean slate. */
  reset() {
    state = read();
    listeners.forEach((l) => l());
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(store.subscribe, () => store.get().auth);
}
