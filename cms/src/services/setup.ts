/**
 * Start-up: the staff roles, their permissions (derived from the route table), users-permissions settings
 * (no self-registration) and the detector's API token. Idempotent; runs at every start.
 */
import type { Access } from '../api/legacy/access';
import { LEGACY_ROUTES } from '../api/legacy/route-table';
import { STOCK_ROUTES } from '../api/legacy/stock-routes';
import { settings } from '../settings';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

export const STAFF_ROLE_INFO = {
  supervisor: { name: 'Supervisor', description: 'Decides on suspected items (first human review level)' },
  operator: { name: 'Operator', description: 'Approves or sends back supervisor decisions; manages accounts' },
  admin: { name: 'Admin', description: 'Acts at every level and manages everything' },
} as const;

/** Every permission action each audience holds. Logged-in users do not inherit Public's, so staff get them too. */
export function permissionPlan(): Record<Access, string[]> {
  const plan: Record<Access, string[]> = { public: [], supervisor: [], operator: [], admin: [], detector: [] };
  const grant = (action: string, access: readonly Access[]) => {
    for (const audience of Object.keys(plan) as Access[]) {
      const viaPublic = access.includes('public') && audience !== 'detector';
      if (access.includes(audience) || viaPublic) plan[audience].push(action);
    }
  };
  for (const r of LEGACY_ROUTES) grant(`api::legacy.legacy.${r.action}`, r.access);
  for (const r of STOCK_ROUTES) grant(r.action, r.access);
  return plan;
}

async function ensureRole(type: string, name: string, description: string): Promise<number> {
  const existing = (await strapi.db.query(ROLE_UID).findOne({ where: { type }, select: ['id'] })) as { id: number } | null;
  if (existing) return existing.id;
  const created = (await strapi.db.query(ROLE_UID).create({ data: { type, name, description } })) as { id: number };
  return created.id;
}

/** Makes a role's permission rows exactly the planned set (extra rows, e.g. u-p's defaults, are removed). */
async function syncPermissions(roleId: number, actions: string[]): Promise<void> {
  const rows = (await strapi.db.query(PERMISSION_UID).findMany({ where: { role: roleId }, select: ['id', 'action'] })) as {
    id: number;
    action: string;
  }[];
  const wanted = new Set(actions);
  const stale = rows.filter((r) => !wanted.has(r.action)).map((r) => r.id);
  if (stale.length) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: stale } } });
  const have = new Set(rows.map((r) => r.action));
  for (const action of actions) {
    if (!have.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
}

async function configureUsersPermissions(): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      allow_register: false,
      email_confirmation: false,
      unique_email: true,
      default_role: 'supervisor',
      email_reset_password: `${settings().PUBLIC_SITE_URL}/laos/user/new-password`,
    },
  });
}

async function configureUploads(): Promise<void> {
  // Thumbnails are enough for lists; large responsive copies of every evidence image only cost disk and time.
  // Evidence is kept byte for byte: re-encoding (size optimisation, auto-orientation) would make the stored file
  // differ from the SHA-256 recorded for it.
  const upload = strapi.plugin('upload').service('upload');
  const current = (await upload.getSettings()) ?? {};
  await upload.setSettings({ ...current, responsiveDimensions: false, sizeOptimization: false, autoOrientation: false });
}

const DETECTOR_TOKEN_NAME = 'lcmdp-detector';

/** The detector authenticates with DETECTOR_API_TOKEN: a custom token scoped to the detector's actions. */
async function ensureDetectorToken(actions: string[]): Promise<void> {
  const accessKey = settings().DETECTOR_API_TOKEN;
  if (!accessKey) return;
  const tokens = strapi.service('admin::api-token-content-api') as unknown as {
    hash(key: string): string;
    create(attrs: Record<string, unknown>): Promise<{ id: number }>;
  };
  const existing = (await strapi.db.query('admin::api-token').findOne({
    where: { name: DETECTOR_TOKEN_NAME },
    populate: ['permissions'],
  })) as { id: number; accessKey: string; permissions?: { action: string }[] } | null;
  // Left alone when the key and the permissions are already right (the usual start).
  const sameActions = (have: { action: string }[] = []) =>
    have.length === actions.length && have.every((p) => actions.includes(p.action));
  if (existing && existing.accessKey === tokens.hash(accessKey) && sameActions(existing.permissions)) return;
  if (existing) {
    await strapi.db.query('admin::api-token-permission').deleteMany({ where: { token: existing.id } });
    await strapi.db.query('admin::api-token').delete({ where: { id: existing.id } });
  }
  const created = await tokens.create({
    name: DETECTOR_TOKEN_NAME,
    description: 'The LCMDP detector service (posts findings, reads catalogues and monitored sources)',
    type: 'custom',
    lifespan: null,
    permissions: actions,
  });
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(v: string): string };
  await strapi.db.query('admin::api-token').update({
    where: { id: created.id },
    data: { accessKey: tokens.hash(accessKey), encryptedKey: encryption.encrypt(accessKey) },
  });
}

export async function setUp(): Promise<void> {
  const plan = permissionPlan();
  const publicRole = (await strapi.db.query(ROLE_UID).findOne({ where: { type: 'public' }, select: ['id'] })) as { id: number };
  await syncPermissions(publicRole.id, plan.public);
  for (const [type, info] of Object.entries(STAFF_ROLE_INFO)) {
    const id = await ensureRole(type, info.name, info.description);
    await syncPermissions(id, plan[type as keyof typeof STAFF_ROLE_INFO]);
  }
  await configureUsersPermissions();
  await configureUploads();
  await ensureDetectorToken(plan.detector);
}
