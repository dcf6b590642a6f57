/**
 * Serves the built public site (site/dist) under /laos, so one origin carries the site and /api-laos. Hashed
 * assets are cached for a year; any other path under /laos gets index.html (the site's router takes over).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { settings } from '../settings';

const BASE = '/laos';

export default () => {
  const root = resolve(process.cwd(), settings().SITE_DIR);
  const indexFile = resolve(root, 'index.html');
  // Checked on each request until the site is built, then never again (no disk check per asset).
  let built = false;
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || (ctx.path !== BASE && !ctx.path.startsWith(`${BASE}/`))) return next();
    built ||= existsSync(indexFile);
    if (!built) {
      ctx.status = 503;
      ctx.body = 'The public site is not built yet: run `npm run build -w @lcmdp/site` (npm start does it).';
      return;
    }
    const relative = ctx.path.slice(BASE.length) || '/';
    const isAsset = /\.[a-z0-9]+$/i.test(relative);
    if (isAsset) {
      try {
        await send(ctx, relative, {
          root,
          immutable: relative.startsWith('/assets/'),
          maxage: relative.startsWith('/assets/') ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
        });
      } catch {
        ctx.status = 404;
      }
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
};
