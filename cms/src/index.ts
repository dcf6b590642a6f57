import type { Core } from '@strapi/strapi';
import { lockFieldsInContentManager, registerReviewLock } from './services/review-lock';
import { setUp } from './services/setup';
import { settings } from './settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Validate the configuration before anything else, so a bad variable stops start-up with its name.
    settings();
    // The review chain's fields and log change only through the chain, whoever writes (the admin panel included).
    registerReviewLock(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await setUp();
    await lockFieldsInContentManager(strapi);
    strapi.log.info('LCMDP: roles, permissions and settings are in place');
  },
};
