/** Creates the first Strapi super admin from the configuration, when the rules in domain/first-admin say so. */
import { planFirstAdmin } from '../domain/first-admin';
import { settings } from '../settings';

export async function ensureFirstAdmin(): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV } = settings();
  const users = strapi.service('admin::user');
  const plan = planFirstAdmin({
    hasAdmin: Boolean(await users.exists()),
    production: NODE_ENV === 'production',
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  if (plan.action === 'refuse') throw new Error(plan.message);
  if (plan.action === 'keep') return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: plan.email,
    password: plan.password,
    firstname: 'Administrator',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`LCMDP: created the first super admin ${plan.email}`);
}
