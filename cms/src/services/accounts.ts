/**
 * Staff accounts (users-permissions users with a staff role). Operators manage supervisor and operator
 * accounts; only an admin creates, changes or deletes admin accounts. Everyone edits their own profile.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole, WireUser, addUserSchema, updateUserSchema } from '@lcmdp/contract';
import type { z } from 'zod';
import type { Actor } from '../domain/review-chain';
import { HttpFailure, badRequest, conflict, forbidden, notFound } from '../http/failure';
import { endSessions } from './sessions';

export const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

export interface StoredUser {
  id: number;
  documentId: string;
  email: string;
  username: string;
  fullName?: string | null;
  phoneNumber?: string | null;
  password?: string;
  blocked?: boolean;
  role?: { id: number; type: string } | null;
}

export function toWireUser(u: StoredUser): WireUser {
  const role = (u.role?.type ?? null) as StaffRole | null;
  return { _id: u.id, user_id: u.id, email: u.email, full_name: u.fullName ?? null, phone_number: u.phoneNumber ?? null, role };
}

export async function findUser(id: number | string): Promise<StoredUser | null> {
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric <= 0) return null;
  return (await strapi.db.query(USER_UID).findOne({ where: { id: numeric }, populate: ['role'] })) as StoredUser | null;
}

export async function findUserByEmail(email: string): Promise<StoredUser | null> {
  return (await strapi.db
    .query(USER_UID)
    .findOne({ where: { email: email.toLowerCase() }, populate: ['role'] })) as StoredUser | null;
}

async function roleId(type: StaffRole): Promise<number> {
  const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type }, select: ['id'] })) as { id: number } | null;
  if (!role) throw new Error(`The ${type} role is missing; the bootstrap creates it`);
  return role.id;
}

export async function listUsers(): Promise<WireUser[]> {
  const rows = (await strapi.db
    .query(USER_UID)
    .findMany({ populate: ['role'], orderBy: { id: 'asc' }, limit: 1000 })) as StoredUser[];
  return rows.map(toWireUser);
}

function mayManage(actor: Actor, targetRole: string | null | undefined): boolean {
  if (actor.role === 'admin') return true;
  return actor.role === 'operator' && targetRole !== 'admin';
}

export async function addUser(actor: Actor, input: z.output<typeof addUserSchema>): Promise<WireUser> {
  if (!mayManage(actor, input.role)) throw forbidden('Only an admin may create admin accounts');
  if (await findUserByEmail(input.email)) throw conflict('An account with this email already exists');
  const created = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: `${input.email.split('@')[0]}-${randomUUID().slice(0, 8)}`,
      email: input.email,
      password: input.password,
      fullName: input.full_name,
      phoneNumber: input.phone_number,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: await roleId(input.role),
    })) as StoredUser;
  return toWireUser((await findUser(created.id))!);
}

let dummyHash: Promise<string> | undefined;
/** A hash made like the real ones (same rounds), for checking a password when there is no account. */
function hashOfNobody(): Promise<string> {
  if (!dummyHash) {
    const hashed: Promise<{ password: string }> = strapi
      .plugin('users-permissions')
      .service('user')
      .ensureHashedPasswords({ password: randomUUID() });
    dummyHash = hashed.then((values) => values.password);
  }
  return dummyHash;
}

/**
 * Checks a password against an account's. Without an account (or a password) the check is still made against a
 * dummy hash and fails: a missing account costs the same time as a wrong password and reveals nothing.
 */
export async function verifyPassword(user: StoredUser | null, password: string): Promise<boolean> {
  const users = strapi.plugin('users-permissions').service('user');
  if (!user?.password) {
    await users.validatePassword(password, await hashOfNobody());
    return false;
  }
  return users.validatePassword(password, user.password);
}

/** A change to one's own email or password needs the current password (else a stolen session takes the account). */
async function requireCurrentPassword(userId: number, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw badRequest('The current password is required', { currentPassword: 'current_password_required' });
  const full = (await strapi.db.query(USER_UID).findOne({ where: { id: userId } })) as StoredUser;
  if (!(await verifyPassword(full, currentPassword))) {
    throw badRequest('The current password is incorrect', { currentPassword: 'current_password_incorrect' });
  }
}

/**
 * Updates an account. Own profile: any staff member, and a new password or email needs the current password. Someone
 * else's: account managers only (within the admin rule), no current password needed, and role changes allowed.
 */
export async function updateUser(actor: Actor, input: z.output<typeof updateUserSchema>): Promise<WireUser> {
  const target = await findUser(input._id);
  if (!target) throw notFound('User');
  const self = target.id === actor.userId;
  if (!self && !mayManage(actor, target.role?.type)) {
    throw forbidden(
      actor.role === 'supervisor' ? 'You may only edit your own account' : 'Only an admin may change admin accounts',
    );
  }
  if (input.role && input.role !== target.role?.type) {
    if (self) throw forbidden('You cannot change your own role');
    if (!mayManage(actor, input.role)) throw forbidden('Only an admin may give the admin role');
  }
  const emailChanges = input.email !== undefined && input.email !== target.email;
  if (self && (input.password || emailChanges)) await requireCurrentPassword(target.id, input.currentPassword);
  if (input.email && emailChanges) {
    const other = await findUserByEmail(input.email);
    if (other && other.id !== target.id) throw conflict('An account with this email already exists');
  }
  const data: Record<string, unknown> = {};
  if (input.full_name !== undefined) data.fullName = input.full_name;
  if (input.email !== undefined) data.email = input.email;
  // A reset link mailed to the old address must not open the account under its new one.
  if (emailChanges) data.resetPasswordToken = null;
  if (input.phone_number !== undefined) data.phoneNumber = input.phone_number;
  if (input.password) data.password = input.password;
  if (input.role && input.role !== target.role?.type) data.role = await roleId(input.role);
  if (Object.keys(data).length === 0) throw badRequest('Nothing to update', { _: 'Send at least one field to change' });
  await strapi.plugin('users-permissions').service('user').edit(target.id, data);
  // A new password or role ends the account's sessions; so does a manager moving someone's account to another email
  // (whoever held the old mailbox or a session keeps nothing). One's own email change keeps one's session: it took
  // the current password.
  if (data.password || data.role || (emailChanges && !self)) await endSessions(target.id);
  return toWireUser((await findUser(target.id))!);
}

export async function deleteUser(actor: Actor, id: string): Promise<void> {
  const target = await findUser(id);
  if (!target) throw notFound('User');
  if (target.id === actor.userId) throw new HttpFailure(409, 'You cannot delete your own account');
  if (!mayManage(actor, target.role?.type)) throw forbidden('Only an admin may delete admin accounts');
  await strapi.plugin('users-permissions').service('user').remove({ id: target.id });
}
