import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './services/first-admin';
import { deleteFilesOfDeletedRecords } from './services/orphan-files';
import { lockFieldsInContentManager, registerReviewLock } from './services/review-lock';
import { setUp } from './services/setup';
import { settings } from './settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Validate the configuration before anything else, so a bad variable stops start-up with its name.
    settings();
    deleteFilesOfDeletedRecords(strapi);
    // The review chain's fields and log change only through the chain, whoever writes (the admin panel included).
    registerReviewLock(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin();
    await setUp();
    await lockFieldsInContentManager(strapi);
    strapi.log.info('LCMDP: roles, permissions and settings are in place');
  },
};
