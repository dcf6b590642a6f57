import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless HOST says otherwise (docker-compose sets 0.0.0.0): a fresh CMS is not reachable from the network.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_CMS_URL', ''),
  // Behind a reverse proxy the client IP (for rate limits) comes from X-Forwarded-For; only trust it there.
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  // Uploaded files live in <public>/uploads; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS')!,
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
