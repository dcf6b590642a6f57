import type { LoginResponse } from '@lcmdp/contract';
import { ROLE_KEY, STORAGE_KEY, store } from './auth-store';

const login: LoginResponse = {
  user: { _id: 7, user_id: 7, email: 'op@lcmdp.test', full_name: 'Op', phone_number: null, role: 'operator' },
  user_id: 7,
  role: 'operator',
  token: 'jwt-7',
};

const stored = (storage: Storage) => JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as { auth?: { token?: string } } | null;

afterEach(() => {
  store.signOut();
  sessionStorage.clear();
});

describe('the persisted session (spec §3, §4)', () => {
  it('keeps a remembered session in localStorage, where it outlives the browser', () => {
    store.signIn(login, true);
    expect(stored(localStorage)?.auth?.token).toBe('jwt-7');
    expect(localStorage.getItem(ROLE_KEY)).toBe('operator');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    // A reload reads it back.
    store.reset();
    expect(store.get().auth).toMatchObject({ isLoggedIn: true, user_id: 7, role: 'operator', token: 'jwt-7' });
  });

  it('keeps any other session in sessionStorage only: a reload keeps it, a closed browser does not', () => {
    store.signIn(login, false);
    expect(stored(sessionStorage)?.auth?.token).toBe('jwt-7');
    expect(sessionStorage.getItem(ROLE_KEY)).toBe('operator');
    expect(stored(localStorage)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    store.reset();
    expect(store.get().auth.isLoggedIn).toBe(true);
    // A new browser session: sessionStorage is gone.
    sessionStorage.clear();
    store.reset();
    expect(store.get().auth.isLoggedIn).toBe(false);
  });

  it('never stores the password', () => {
    store.signIn(login, true);
    expect(localStorage.getItem(STORAGE_KEY)).not.toMatch(/password/i);
  });

  it('signs out everywhere: both storages lose the session and the stored role', () => {
    store.signIn(login, true);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: { isLoggedIn: true, token: 'stale' } }));
    sessionStorage.setItem(ROLE_KEY, 'admin');
    store.signOut();
    expect(store.get().auth).toEqual({ isLoggedIn: false, user_id: null, role: null, email: null, full_name: null, token: null });
    expect(stored(localStorage)?.auth?.token).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(sessionStorage.getItem(ROLE_KEY)).toBeNull();
  });

  it("updates the signed-in user's name and email, and only theirs", () => {
    store.signIn(login, false);
    store.updateUser({ user_id: 8, email: 'other@lcmdp.test', full_name: 'Other' });
    expect(store.get().auth.email).toBe('op@lcmdp.test');
    store.updateUser({ user_id: 7, email: 'new@lcmdp.test', full_name: 'New name' });
    expect(store.get().auth).toMatchObject({ email: 'new@lcmdp.test', full_name: 'New name', token: 'jwt-7' });
    expect(stored(sessionStorage)).toMatchObject({ auth: { email: 'new@lcmdp.test' } });
  });
});
