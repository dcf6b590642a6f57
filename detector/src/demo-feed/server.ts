/**
 * A small local web site of FICTIONAL brands for demonstrations and tests (`npm run demo-feed -w @lcmdp/detector`):
 * two feeds and three pages the watcher can be pointed at, with the pictures they show. What each holds, and which
 * posts a reviewer should find suspected, is in content.ts.
 *
 *   /                              an index of the paths below
 *   /mekong-nutrition/feed.xml     RSS 2.0, 8 posts (Lao and English)   /mekong-nutrition/posts/<id>  each post
 *   /buathong/atom.xml             Atom, 5 posts                         /buathong/posts/<id>          each post
 *   /daonoy/                       the DaoNoy brand page (HTML)
 *   /baby-market/                  an online shop's page (HTML)
 *   /health-centre/                a village health centre's breastfeeding page (HTML, fine)
 *   /images/<file>                 the pictures (data/images/files)
 *
 * All links are absolute to the server's own address. Nothing else is served.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import {
  BABY_MARKET_PRODUCTS,
  BUATHONG_POSTS,
  DAONOY_PAGE,
  DEMO_IMAGE_FILES,
  HEALTH_CENTRE_PAGE,
  MEKONG_POSTS,
  type DemoImage,
  type DemoPost,
} from './content';

/** data/images/files, from src/demo-feed or dist/demo-feed alike. */
export const DEMO_IMAGES_DIR = path.resolve(__dirname, '..', '..', 'data', 'images', 'files');

export interface DemoFeedOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 5100; 0 = any free port. */
  port?: number;
}

export interface DemoFeed {
  /** `http://host:port` (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const imageType = (file: string) => (file.endsWith('.png') ? 'image/png' : 'image/jpeg');
const imageSize = (file: string) => fs.statSync(path.join(DEMO_IMAGES_DIR, file)).size;

function postHtml(post: DemoPost, base: string, relativeImages: boolean): string {
  const inline = post.images
    .filter((i) => i.as === 'img')
    .map((i) => `<p><img src="${relativeImages ? `/images/${i.file}` : `${base}/images/${i.file}`}" alt="" width="600"></p>`);
  return `<p>${escapeXml(post.body)}</p>${inline.join('')}`;
}

function rss(base: string): string {
  const items = MEKONG_POSTS.map((post) => {
    const link = `${base}/mekong-nutrition/posts/${post.id}`;
    const media = post.images
      .filter((i) => i.as !== 'img')
      .map((i) => {
        const url = `${base}/images/${i.file}`;
        if (i.as === 'enclosure') return `<enclosure url="${url}" length="${imageSize(i.file)}" type="${imageType(i.file)}"/>`;
        if (i.as === 'media:content') return `<media:content url="${url}" medium="image" type="${imageType(i.file)}"/>`;
        return `<media:thumbnail url="${url}"/>`;
      });
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="false">mekong-nutrition:${post.id}</guid>`,
      `      <pubDate>${new Date(post.published).toUTCString()}</pubDate>`,
      // Relative <img> addresses on purpose: a reader resolves them against the entry's link.
      `      <description>${cdata(postHtml(post, base, true))}</description>`,
      ...media.map((m) => `      ${m}`),
      '    </item>',
    ].join('\n');
  });
  const newest = MEKONG_POSTS.map((p) => p.published)
    .sort()
    .at(-1)!;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>ແມ່ຂອງ ໂພຊະນາການ — Mekong Nutrition (demo)</title>
    <link>${base}/mekong-nutrition/</link>
    <atom:link href="${base}/mekong-nutrition/feed.xml" rel="self" type="application/rss+xml"/>
    <description>Posts of a fictional formula company, for LCMDP demonstrations</description>
    <language>lo</language>
    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}

function atom(base: string): string {
  const entries = BUATHONG_POSTS.map((post, index) => {
    const link = `${base}/buathong/posts/${post.id}`;
    const enclosures = post.images
      .filter((i) => i.as === 'enclosure')
      .map(
        (i) =>
          `<link rel="enclosure" type="${imageType(i.file)}" length="${imageSize(i.file)}" href="${base}/images/${i.file}"/>`,
      );
    // One post's content as XHTML, the others as escaped HTML: feeds in the wild use both.
    const content =
      index === 2
        ? `<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${postHtml(post, base, false).replace(/(<img [^>]*[^/])>/g, '$1/>')}</div></content>`
        : `<content type="html">${escapeXml(postHtml(post, base, false))}</content>`;
    return [
      '  <entry>',
      `    <id>tag:demo-feed.lcmdp.local,2026:buathong/${post.id}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}"/>`,
      ...enclosures.map((e) => `    ${e}`),
      `    <published>${post.published}</published>`,
      `    <updated>${post.published}</updated>`,
      `    <summary>${escapeXml(post.body)}</summary>`,
      `    ${content}`,
      '  </entry>',
    ].join('\n');
  });
  const newest = BUATHONG_POSTS.map((p) => p.published)
    .sort()
    .at(-1)!;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="lo">
  <id>tag:demo-feed.lcmdp.local,2026:buathong</id>
  <title>ນົມບົວທອງ — BuaThong (demo)</title>
  <link rel="alternate" type="text/html" href="${base}/buathong/"/>
  <link rel="self" type="application/atom+xml" href="${base}/buathong/atom.xml"/>
  <updated>${newest}</updated>
  <author><name>Golden Lotus Dairy (fictional)</name></author>
${entries.join('\n')}
</feed>
`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="lo">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
  body { font-family: 'Noto Sans Lao', 'Phetsarath OT', sans-serif; max-width: 960px; margin: 2rem auto; padding: 0 1rem; color: #222; }
  .products { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 1rem; }
  .product { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem; }
  img { max-width: 100%; height: auto; }
  .demo { color: #777; font-size: 0.85rem; }
</style>
</head>
<body>
${body}
<p class="demo">Fictional content for LCMDP demonstrations. ຂໍ້ມູນສົມມຸດ ເພື່ອການສາທິດ.</p>
</body>
</html>
`;
}

const img = (base: string, image: DemoImage) => `<img src="${base}/images/${image.file}" alt="" width="600" height="420">`;

function paragraphsPage(base: string, content: { title: string; paragraphs: string[]; images: DemoImage[] }): string {
  return page(
    content.title,
    `<h1>${escapeXml(content.title)}</h1>
${content.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}
${content.images.map((i) => `<p>${img(base, i)}</p>`).join('\n')}`,
  );
}

function shopPage(base: string): string {
  const cards = BABY_MARKET_PRODUCTS.map(
    (p) => `<div class="product">
  <h2>${escapeXml(p.name)}</h2>
  ${p.image ? img(base, p.image) : ''}
  <p>${escapeXml(p.text)}</p>
</div>`,
  );
  return page(
    'ຕະຫຼາດເດັກນ້ອຍ — Baby Market',
    `<h1>ຕະຫຼາດເດັກນ້ອຍ — Baby Market</h1>
<p>ສິນຄ້າແມ່ ແລະ ເດັກ ສົ່ງທົ່ວປະເທດ. Mother and baby products, delivered across Laos.</p>
<div class="products">
${cards.join('\n')}
</div>`,
  );
}

function postPage(base: string, brand: string, post: DemoPost): string {
  return page(
    `${brand}: ${post.title}`,
    `<article>
<h1>${escapeXml(post.title)}</h1>
<p><time datetime="${post.published}">${post.published.slice(0, 10)}</time></p>
<p>${escapeXml(post.body)}</p>
${post.images.map((i) => `<p>${img(base, i)}</p>`).join('\n')}
</article>`,
  );
}

function indexPage(base: string): string {
  const links = [
    ['/mekong-nutrition/feed.xml', 'Mekong Nutrition (DaoNoy): RSS 2.0'],
    ['/buathong/atom.xml', 'BuaThong: Atom'],
    ['/daonoy/', 'DaoNoy brand page'],
    ['/baby-market/', 'Baby Market shop page'],
    ['/health-centre/', 'Village health centre page (breastfeeding support)'],
  ];
  return page(
    'LCMDP demo feed',
    `<h1>LCMDP demo feed</h1><ul>${links.map(([href, label]) => `<li><a href="${base}${href}">${escapeXml(label)}</a></li>`).join('')}</ul>`,
  );
}

type Answer = { status: number; type: string; body: string | Buffer };

function answer(pathname: string, base: string): Answer | undefined {
  const html = (body: string): Answer => ({ status: 200, type: 'text/html; charset=utf-8', body });
  switch (pathname) {
    case '/':
      return html(indexPage(base));
    case '/mekong-nutrition/feed.xml':
      return { status: 200, type: 'application/rss+xml; charset=utf-8', body: rss(base) };
    case '/buathong/atom.xml':
      return { status: 200, type: 'application/atom+xml; charset=utf-8', body: atom(base) };
    case '/daonoy/':
      return html(paragraphsPage(base, DAONOY_PAGE));
    case '/baby-market/':
      return html(shopPage(base));
    case '/health-centre/':
      return html(paragraphsPage(base, HEALTH_CENTRE_PAGE));
  }
  const post = /^\/(mekong-nutrition|buathong)\/posts\/([\w-]+)$/.exec(pathname);
  if (post) {
    const [brand, posts] = post[1] === 'buathong' ? ['BuaThong', BUATHONG_POSTS] : ['Mekong Nutrition', MEKONG_POSTS];
    const found = posts.find((p) => p.id === post[2]);
    return found ? html(postPage(base, brand, found)) : undefined;
  }
  const image = /^\/images\/([\w.-]+)$/.exec(pathname)?.[1];
  if (image && DEMO_IMAGE_FILES.includes(image)) {
    return { status: 200, type: imageType(image), body: fs.readFileSync(path.join(DEMO_IMAGES_DIR, image)) };
  }
  return undefined;
}

export async function startDemoFeed(options: DemoFeedOptions = {}): Promise<DemoFeed> {
  const host = options.host ?? '127.0.0.1';
  let base = '';
  const server = http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', base).pathname;
    } catch {
      pathname = '';
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const found = answer(pathname, base);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const body = typeof found.body === 'string' ? Buffer.from(found.body, 'utf8') : found.body;
    res.writeHead(found.status, {
      'content-type': found.type,
      'content-length': body.length,
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 5100, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
