/**
 * Who becomes the Strapi super admin. Strapi hands the super-admin role to whoever opens the admin panel first;
 * on a server reachable from the network that is a race anyone can win. So the first admin comes from the
 * configuration (ADMIN_EMAIL / ADMIN_PASSWORD), and a production start with neither an admin nor those variables
 * refuses to start.
 */
export interface FirstAdminInput {
  hasAdmin: boolean;
  production: boolean;
  email?: string;
  password?: string;
}

export type FirstAdminPlan =
  | { action: 'keep' }
  | { action: 'create'; email: string; password: string }
  | { action: 'refuse'; message: string };

export const MISSING_FIRST_ADMIN =
  'No Strapi admin exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD so the first super admin is created at start ' +
  '(otherwise whoever opens /admin first becomes super admin)';

export function planFirstAdmin(input: FirstAdminInput): FirstAdminPlan {
  if (input.hasAdmin) return { action: 'keep' };
  if (input.email && input.password) return { action: 'create', email: input.email, password: input.password };
  if (input.production) return { action: 'refuse', message: MISSING_FIRST_ADMIN };
  return { action: 'keep' };
}

/** Strapi's own rule for an admin password (its register-admin validation): checked at start, not at first login. */
export const ADMIN_PASSWORD_RULES: { test: RegExp; message: string }[] = [
  { test: /^.{8,}$/s, message: 'Use at least 8 characters' },
  { test: /[a-z]/, message: 'Use at least one lowercase letter' },
  { test: /[A-Z]/, message: 'Use at least one uppercase letter' },
  { test: /\d/, message: 'Use at least one number' },
];
