/**
 * Serves the built public site (site/dist) under /laos, so one origin carries the site and /api-laos. Hashed
 * assets are cached for a year; any other path under /laos gets index.html (the site's router takes over). A public
 * list's index.html also names the files of its lazy page (`route-preloads.json`, written by the site's build) as
 * `modulepreload` links, so a phone fetches them with the main script rather than after running it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { settings } from '../settings';

const BASE = '/laos';

/** index.html with preload links for `files` (JavaScript as module preloads, CSS as style preloads) in its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const safe = files.filter((f) => /^\/laos\/assets\/[\w.-]+\.(js|css)$/.test(f));
  const links = safe.map((f) =>
    f.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${f}">`
      : `<link rel="modulepreload" crossorigin href="${f}">`,
  );
  return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
}

/** Every page path's preloads, from the build's route-preloads.json (none when the file is missing or bad). */
async function readPreloads(root: string): Promise<Map<string, string[]>> {
  try {
    const all = JSON.parse(await readFile(resolve(root, 'route-preloads.json'), 'utf8')) as Record<string, unknown>;
    return new Map(
      Object.entries(all)
        .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
        .map(([page, files]) => [page, files.filter((f): f is string => typeof f === 'string')]),
    );
  } catch {
    return new Map();
  }
}

export default () => {
  const root = resolve(process.cwd(), settings().SITE_DIR);
  const indexFile = resolve(root, 'index.html');
  // Checked on each request until the site is built, then never again (no disk check per asset).
  let built = false;
  // Each public list's index.html with its preload links, by path.
  let pages: Promise<Map<string, string>> | undefined;
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
    // Read once the site is built (a build's files never change under it), not on every page request.
    pages ??= readPreloads(root).then(async (preloads) => {
      const html = preloads.size ? await readFile(indexFile, 'utf8') : '';
      return new Map([...preloads].map(([page, files]) => [page, withPreloads(html, files)]));
    });
    const page = (await pages).get(relative.replace(/\/+$/, '') || '/');
    if (!page) return send(ctx, 'index.html', { root });
    ctx.type = 'html';
    ctx.body = page;
  };
};
