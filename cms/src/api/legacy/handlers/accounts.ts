import {
  addUserSchema,
  deleteUserSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  updateUserSchema,
  verifyPasswordSchema,
} from '@lcmdp/contract';
import { requireStaff } from '../../../http/actor';
import { HttpFailure, parse } from '../../../http/failure';
import * as accounts from '../../../services/accounts';
import * as auth from '../../../services/auth';
import { bodyOf, type Handler } from './types';

export const getUsers: Handler = async (ctx) => {
  requireStaff(ctx);
  return { data: await accounts.listUsers() };
};

export const getProfile: Handler = async (ctx) => {
  const { user } = requireStaff(ctx);
  const found = await accounts.findUser(user.id);
  if (!found) throw new HttpFailure(404, 'User not found');
  return { data: accounts.toWireUser(found) };
};

export const addUser: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  const user = await accounts.addUser(actor, parse(addUserSchema, bodyOf(ctx)));
  ctx.status = 201;
  return { status: 'success', data: user };
};

export const updateUser: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  const user = await accounts.updateUser(actor, parse(updateUserSchema, bodyOf(ctx)));
  return { status: 'success', data: user };
};

export const deleteUser: Handler = async (ctx) => {
  const { actor } = requireStaff(ctx);
  await accounts.deleteUser(actor, parse(deleteUserSchema, bodyOf(ctx)).id);
  return { status: 'success' };
};

/** Checks the caller's own password (the profile form asks before changing it). */
export const verifyCurrentPassword: Handler = async (ctx) => {
  const { user } = requireStaff(ctx);
  const input = parse(verifyPasswordSchema, bodyOf(ctx));
  if (input.user_id !== String(user.id)) throw new HttpFailure(403, 'You may only check your own password');
  const full = (await strapi.db.query(accounts.USER_UID).findOne({ where: { id: user.id } })) as accounts.StoredUser;
  return (await accounts.verifyPassword(full, input.entered_password))
    ? { status: 'success', message: 'Password verified' }
    : { status: 'error', message: 'current_password_incorrect' };
};

export const login: Handler = async (ctx) => {
  const input = parse(loginSchema, bodyOf(ctx));
  return auth.login(input.email, input.password);
};

export const logout: Handler = async (ctx) => {
  const { user } = requireStaff(ctx);
  await auth.logout(user.id);
  return { status: 'success' };
};

/**
 * Answers at once, the same for every email, and only then looks the account up, writes the token and sends the
 * mail: neither the answer nor its timing tells whether the account exists. A failed mail is logged.
 */
export const forgotPassword: Handler = async (ctx) => {
  const { email } = parse(forgotPasswordSchema, bodyOf(ctx));
  const { log } = strapi;
  ctx.res.once('close', () => {
    auth.forgotPassword(email).catch((error: Error) => log.error(`Password reset mail failed: ${error.message}`));
  });
  return { status: 'success', message: 'Password reset link sent to your email!' };
};

export const resetPassword: Handler = async (ctx) => {
  const input = parse(resetPasswordSchema, bodyOf(ctx));
  return auth.resetPassword(input.code, input.password);
};
