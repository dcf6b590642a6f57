import { notificationPreferencesUpdateSchema } from '@lcmdp/contract';
import { requireStaff } from '../../../http/actor';
import { parse } from '../../../http/failure';
import * as notifications from '../../../services/notifications';
import { bodyOf, type Handler } from './types';

/** The signed-in staff member's email notification preferences, defaults filled in. */
export const getMyNotifications: Handler = async (ctx) => {
  const { user } = requireStaff(ctx);
  return { data: await notifications.preferencesFor(user.id) };
};

/** Changes the named preferences of the signed-in staff member; the others stay. */
export const updateMyNotifications: Handler = async (ctx) => {
  const { user } = requireStaff(ctx);
  const update = parse(notificationPreferencesUpdateSchema, bodyOf(ctx));
  return { data: await notifications.savePreferences(user.id, update) };
};
