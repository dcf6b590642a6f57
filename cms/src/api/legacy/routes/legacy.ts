import { LEGACY_ROUTES } from '../route-table';

export default {
  type: 'content-api',
  routes: LEGACY_ROUTES.map((r) => ({
    method: r.method,
    path: r.path,
    handler: `legacy.${r.action}`,
    config: {
      description: r.summary,
      // The access rule is enforced twice: by users-permissions' permission rows (granted from this table at
      // start-up) and by this policy, so a permission ticked by mistake in the admin panel opens nothing.
      policies: [{ name: 'global::has-access', config: { access: r.access } }],
      middlewares: r.limiter ? [{ name: 'global::rate-limit', config: { limiter: r.limiter } }] : [],
    },
  })),
};
