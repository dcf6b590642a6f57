/**
 * Persisted client state (spec §3): two slices, `app` and `auth`, kept together under the key `persist:root`.
 * "Remember password" decides where: a remembered session lives in localStorage and survives closing the browser;
 * any other in sessionStorage, which survives a reload but not the browser (or tab) being closed. The password itself
 * is never stored. A small external store so components subscribe with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import type { LoginResponse, StaffRole, WireUser } from '@lcmdp/contract';

export const STORAGE_KEY = 'persist:root';
/** Spec §4: login stores the role; sign-out removes it. */
export const ROLE_KEY = 'role';

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

type Place = 'local' | 'session';

function storage(place: Place): Storage | null {
  try {
    const s = place === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? null;
  } catch {
    // Storage can be off (privacy settings): the session then lives in memory only.
    return null;
  }
}

function parse(raw: string | null | undefined): RootState | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RootState>;
    return { app: { ...initial.app, ...parsed.app }, auth: { ...signedOut, ...parsed.auth } };
  } catch {
    return null;
  }
}

/** A session kept for this tab only wins over the stored one: it is the newer sign-in. */
function read(): { state: RootState; place: Place } {
  const session = parse(storage('session')?.getItem(STORAGE_KEY));
  if (session?.auth.isLoggedIn) return { state: session, place: 'session' };
  return { state: parse(storage('local')?.getItem(STORAGE_KEY)) ?? initial, place: 'local' };
}

let { state, place } = read();
const listeners = new Set<() => void>();

function persist(): void {
  try {
    storage(place)?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full quota: the session still works in memory.
  }
}

function write(next: RootState): void {
  state = next;
  persist();
  listeners.forEach((l) => l());
}

function forget(where: Place): void {
  storage(where)?.removeItem(STORAGE_KEY);
  storage(where)?.removeItem(ROLE_KEY);
}

export const store = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Signs in with the server's login answer. `remember` (the login form's "remember password") keeps the session
   * after the browser is closed; without it the session ends with the browser.
   */
  signIn(login: LoginResponse, remember = true) {
    place = remember ? 'local' : 'session';
    forget(remember ? 'session' : 'local');
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
    try {
      storage(place)?.setItem(ROLE_KEY, login.role);
    } catch {
      // As above: memory only.
    }
  },
  /** Sign-out removes the stored role and clears user id, role, token and email (spec §4), in both storages. */
  signOut() {
    forget('session');
    forget('local');
    place = 'local';
    write({ ...state, auth: signedOut });
  },
  /** The signed-in user changed their own name or email (personal information). */
  updateUser(user: Pick<WireUser, 'user_id' | 'email' | 'full_name'>) {
    if (!state.auth.isLoggedIn || state.auth.user_id !== user.user_id) return;
    write({ ...state, auth: { ...state.auth, email: user.email, full_name: user.full_name } });
  },
  setTab(tab: string) {
    if (tab !== state.app.tab) write({ ...state, app: { ...state.app, tab } });
  },
  /** Tests start from a clean slate (or from what they put in storage). */
  reset() {
    ({ state, place } = read());
    listeners.forEach((l) => l());
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(store.subscribe, () => store.get().auth);
}
