import { HttpResponse } from 'msw';
/** Staff accounts and sign-ins for the accounts and auth component tests (shaped like the CMS's answers). */
import type { LoginResponse, StaffRole, WireUser } from '@lcmdp/contract';
import { store } from '@/lib/auth-store';

export function staffUser(overrides: Partial<WireUser> = {}): WireUser {
  const id = overrides.user_id ?? overrides._id ?? 2;
  return {
    _id: id,
    user_id: id,
    email: 'operator@lcmdp.test',
    full_name: 'Demo Operator',
    phone_number: '02055512345',
    role: 'operator',
    ...overrides,
  };
}

export const ADMIN = staffUser({ user_id: 1, _id: 1, email: 'admin@lcmdp.test', full_name: 'Demo Admin', role: 'admin' });
export const OPERATOR = staffUser();
export const SUPERVISOR = staffUser({
  user_id: 3,
  _id: 3,
  email: 'supervisor@lcmdp.test',
  full_name: 'Demo Supervisor',
  phone_number: '02055567890',
  role: 'supervisor',
});

export function loginResponse(user: WireUser = OPERATOR, token = `token-of-${user.user_id}`): LoginResponse {
  return { user, user_id: user.user_id, role: user.role as StaffRole, token };
}

/** Starts the test signed in as `user` (for this tab only, as a sign-in without "remember password"). */
export function signInAs(user: WireUser) {
  store.signIn(loginResponse(user), false);
}

/** Strapi's error body, with field messages and a reason when given. */
export function errorBody(status: number, message: string, fields?: Record<string, string>) {
  return { data: null, error: { status, name: 'ApplicationError', message, details: fields ? { fields } : {} } };
}

/** A 429 as the CMS answers it: Retry-After in seconds, and the wait in minutes in the details. */
export function tooManyAnswer(minutes: number) {
  const body = {
    data: null,
    error: {
      status: 429,
      name: 'RateLimitError',
      message: 'Too many attempts; wait and try again',
      details: { retryAfterSeconds: minutes * 60, retryAfterMinutes: minutes },
    },
  };
  return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(minutes * 60) } });
}
