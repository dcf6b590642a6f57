import type { Core } from '@strapi/strapi';

// Every content-API route, users-permissions' /auth/* included, lives under the legacy prefix /api-laos.
const config: Core.Config.Api = {
  rest: {
    prefix: '/api-laos',
    defaultLimit: 20,
    maxLimit: 100,
    withCount: true,
    strictParams: true,
  },
  documents: {
    strictParams: true,
    strictRelations: true,
  },
};

export default config;
