import type { StaffRole } from '@lcmdp/contract';
import { STAFF_ROLES } from '@lcmdp/contract';
import type { Context } from 'koa';
import type { Actor } from '../domain/review-chain';
import { HttpFailure } from './failure';

export interface RequestUser {
  id: number;
  documentId: string;
  email: string;
  fullName?: string | null;
  role?: { type?: string } | null;
}

/** Who is calling: a staff member (by role), the detector (an API token), or an anonymous visitor. */
export type Caller = { kind: 'staff'; actor: Actor; user: RequestUser } | { kind: 'detector' } | { kind: 'public' };

export function callerOf(ctx: Context): Caller {
  const user = ctx.state.user as RequestUser | undefined;
  if (user) {
    const role = user.role?.type;
    if (role && (STAFF_ROLES as readonly string[]).includes(role)) {
      return { kind: 'staff', actor: { userId: user.id, role: role as StaffRole }, user };
    }
    return { kind: 'public' };
  }
  if (ctx.state.auth?.strategy?.name === 'content-api-token') return { kind: 'detector' };
  return { kind: 'public' };
}

export function isStaff(caller: Caller): caller is Extract<Caller, { kind: 'staff' }> {
  return caller.kind === 'staff';
}

export function requireStaff(ctx: Context): Extract<Caller, { kind: 'staff' }> {
  const caller = callerOf(ctx);
  if (!isStaff(caller)) throw new HttpFailure(403, 'Only staff may do this');
  return caller;
}
