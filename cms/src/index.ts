import type { Core } from '@strapi/strapi';
import { applyContentManagerConfiguration, ensureLocales } from './services/admin-setup';
import { ensureFirstAdmin } from './services/first-admin';
import { registerHistoryChain, sealHistory } from './services/history-chain';
import { closeListCache, registerListCacheInvalidation } from './services/list-cache';
import { scheduleDailyNotifications } from './services/notifications';
import { deleteFilesOfDeletedRecords } from './services/orphan-files';
import { lockFieldsInContentManager, registerReviewLock } from './services/review-lock';
import { setUp } from './services/setup';
import { closeSignInCache, registerSignInCache } from './services/sign-in-cache';
import { closeRateLimitStore, rateLimitStore } from './middlewares/rate-limit';
import { scheduleRecaptures } from './services/takedown-schedule';
import { settings } from './settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Validate the configuration before anything else, so a bad variable stops start-up with its name.
    settings();
    deleteFilesOfDeletedRecords(strapi);
    // The review chain's fields and log change only through the chain, whoever writes (the admin panel included).
    registerReviewLock(strapi);
    // Every review event and case step is recorded in the transaction that writes it, and linked into the hash chain
    // right after it commits.
    registerHistoryChain(strapi);
    // Cached list pages and counts are outdated by every write to what the lists show.
    registerListCacheInvalidation(strapi);
    // A caller's sign-in (user, role, permissions) is read once, until an account, role or permission changes.
    registerSignInCache(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin();
    // The catalogues are localized: `lo` (default) and `en` must exist before anything reads or writes them.
    await ensureLocales(strapi);
    await setUp();
    // Entries a stopped process recorded and did not link yet.
    await sealHistory();
    // The committed Content Manager configuration first; the review chain's read-only flags on top.
    await applyContentManagerConfiguration(strapi);
    await lockFieldsInContentManager(strapi);
    // Rate-limit counters: connect to Redis now, so the first limited call does not find it still connecting.
    const limits = rateLimitStore();
    if (limits.kind === 'redis' && !(await limits.ready()))
      strapi.log.error('LCMDP: Redis (REDIS_URL) is unreachable: rate-limited calls answer 503 until it is back');
    // Takedown verified on a schedule: the pages of ordered removals are captured again daily.
    scheduleRecaptures(settings().TAKEDOWN_RECAPTURE_CRON);
    // The daily notification digest (and case deadline reminders), at NOTIFICATION_DIGEST_HOUR Lao time.
    scheduleDailyNotifications();
    strapi.log.info('LCMDP: roles, permissions and settings are in place');
  },

  async destroy() {
    await closeRateLimitStore();
    await closeListCache();
    await closeSignInCache();
  },
};
