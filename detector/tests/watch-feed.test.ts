/**
 * The feed adapter against RSS and Atom fixtures served by this test on 127.0.0.1 (never the internet), through the
 * real guarded fetch and sharp; and which adapter reads which source.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import sharp from 'sharp';

import type { GuardOptions } from '../src/service/address-guard';
import { chooseAdapter, createFeedAdapter, createWebPageAdapter, isFeedSource } from '../src/watch/adapters';
import { decodeEntities, htmlToText, parseFeed } from '../src/watch/adapters/feed';
import type { Source } from '../src/watch/types';

let server: http.Server;
let base = '';
let port = 0;
let png: Buffer;
let jpeg: Buffer;
const hanging = new Set<http.ServerResponse>();
const requested: string[] = [];

const rss = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Fixture</title><link>BASE/</link><description>d</description>
${items}
</channel></rss>`;

const RSS = rss(`
<item>
  <title>Older &amp; wiser: ນົມຜົງ ດາວນ້ອຍ</title>
  <link>BASE/posts/older</link>
  <guid>BASE/posts/older</guid>
  <pubDate>Tue, 10 Nov 2026 08:00:00 GMT</pubDate>
  <description><![CDATA[<p>Tom &amp; Jerry &#3737;&#3771;&#3745; <b>20% off</b></p><script>evil()</script><img src="/img/inline.png" alt="">]]></description>
  <enclosure url="BASE/img/a.png" length="100" type="image/png"/>
  <enclosure url="BASE/audio.mp3" length="100" type="audio/mpeg"/>
</item>
<item>
  <title>Newest</title>
  <link>BASE/posts/newest</link>
  <pubDate>Fri, 20 Nov 2026 08:00:00 +0700</pubDate>
  <description>&lt;p&gt;Escaped &lt;em&gt;HTML&lt;/em&gt; body&lt;/p&gt;</description>
  <media:content url="BASE/img/b.jpg" medium="image"/>
  <media:thumbnail url="BASE/img/a.png"/>
</item>
<item>
  <title>No date, no link</title>
  <guid isPermaLink="false">fixture-3</guid>
  <pubDate>not a date</pubDate>
  <description>plain text</description>
</item>`);

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <id>tag:fixture,2026:feed</id><title>Atom fixture</title><updated>2026-11-20T00:00:00Z</updated>
  <entry>
    <id>tag:fixture,2026:1</id>
    <title type="html">First &lt;b&gt;entry&lt;/b&gt;</title>
    <link rel="alternate" type="text/html" href="BASE/atom/1"/>
    <link rel="enclosure" type="image/jpeg" href="BASE/img/b.jpg"/>
    <updated>2026-11-18T10:00:00Z</updated>
    <summary>ຫຼຸດລາຄາ 30% ນົມຜົງບົວທອງ</summary>
  </entry>
  <entry>
    <id>tag:fixture,2026:2</id>
    <title>Second entry</title>
    <link href="BASE/atom/2"/>
    <published>2026-11-19T10:00:00Z</published>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>XHTML <strong>body</strong></p><img src="../img/a.png"/></div></content>
  </entry>
  <entry>
    <id>tag:fixture,2026:3</id>
    <title>Third entry</title>
    <published>2026-11-17T10:00:00Z</published>
    <content type="html">&lt;p&gt;HTML body&lt;/p&gt;&lt;img src="BASE/img/b.jpg"&gt;&lt;img src='BASE/img/a.png'&gt;</content>
  </entry>
</feed>`;

const BAD_IMAGES = rss(`
<item>
  <title>Entry with a broken picture</title>
  <link>BASE/posts/broken</link>
  <enclosure url="BASE/not-an-image.png" type="image/png" length="10"/>
  <media:content url="BASE/img/missing.png" medium="image"/>
  <description><![CDATA[<img src="BASE/img/a.png">]]></description>
</item>`);

const MANY = rss(
  Array.from(
    { length: 60 },
    (_, i) =>
      `<item><title>Entry ${i}</title><link>BASE/many/${i}</link><pubDate>${new Date(Date.UTC(2026, 0, 1 + i)).toUTCString()}</pubDate></item>`,
  ).join('\n'),
);

const MANY_IMAGES = rss(`
<item><title>Gallery</title><link>BASE/gallery</link>
<description><![CDATA[${Array.from({ length: 6 }, (_, i) => `<img src="BASE/img/a.png?${i}">`).join('')}]]></description>
</item>`);

beforeAll(async () => {
  png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#cc3333' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#3333cc' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requested.push(url);
    const xml = (body: string, type = 'application/rss+xml; charset=utf-8') =>
      res.writeHead(200, { 'content-type': type }).end(body.replaceAll('BASE', base));
    if (url === '/rss.xml') xml(RSS);
    else if (url === '/atom.xml') xml(ATOM, 'application/atom+xml');
    else if (url === '/bad-images.xml') xml(BAD_IMAGES);
    else if (url === '/many.xml') xml(MANY);
    else if (url === '/many-images.xml') xml(MANY_IMAGES);
    else if (url === '/malformed.xml') xml('<rss version="2.0"><channel><item><title>Broken</channel></rss>');
    else if (url === '/not-a-feed.xml') xml('<html><body><p>Just a page</p></body></html>', 'text/html');
    else if (url === '/gone.xml') res.writeHead(404).end('gone');
    else if (url === '/loop.xml') res.writeHead(302, { location: '/loop2.xml' }).end();
    else if (url === '/loop2.xml') res.writeHead(302, { location: '/loop.xml' }).end();
    else if (url === '/hang.xml') hanging.add(res);
    else if (url === '/huge.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
      const item = Buffer.from(`<item><title>${'x'.repeat(1000)}</title></item>\n`.repeat(64));
      let sent = 0;
      const pump = () => {
        while (sent < 6 * 1024 * 1024 && !res.destroyed) {
          sent += item.length;
          if (!res.write(item)) return res.once('drain', pump);
        }
        res.end('</channel></rss>');
      };
      pump();
    } else if (url.startsWith('/img/a.png') || url === '/img/inline.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (url === '/img/b.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (url === '/not-an-image.png') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sorry, log in first</body></html>');
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const guard = (): GuardOptions => ({ allowPrivateHosts: false, allowedHosts: [`127.0.0.1:${port}`] });
const feedSource = (path: string, platform = 'website'): Source => ({
  key: `fixture${path.replace(/\W/g, '_')}`,
  name: 'Fixture feed',
  url: `${base}${path}`,
  platform,
  variant: 'laos',
  intervalMinutes: 60,
});
const signal = () => new AbortController().signal;
const NOW = new Date('2026-11-21T12:00:00Z');

describe('which adapter reads a source', () => {
  const s = (url: string, platform = 'website') => ({ url, platform });
  test.each([
    ['https://example.org/feed.xml', true],
    ['https://example.org/news.rss', true],
    ['https://example.org/posts.ATOM', true],
    ['https://example.org/blog/feed', true],
    ['https://example.org/blog/feed/', true],
    ['https://example.org/rss', true],
    ['https://example.org/feed.xml?page=2', true],
    ['https://example.org/feedback', false],
    ['https://example.org/shop/', false],
    ['https://www.facebook.com/somepage', false],
  ])('%s → feed: %s', (url, expected) => {
    expect(isFeedSource(s(url))).toBe(expected);
  });

  test('the platform rss makes any address a feed', () => {
    expect(isFeedSource(s('https://example.org/news', 'RSS'))).toBe(true);
  });

  test('chooseAdapter gives feeds to the feed adapter and the rest to the web-page adapter', () => {
    const feed = createFeedAdapter({ guard: guard() });
    const web = createWebPageAdapter({ capturer: { capture: async () => Promise.reject(new Error('unused')) } });
    const adapters = [feed, web];
    expect(chooseAdapter(feedSource('/rss.xml'), adapters).name).toBe('feed');
    expect(chooseAdapter(feedSource('/shop/'), adapters).name).toBe('web-page');
    expect(() => chooseAdapter(feedSource('/shop/'), [feed])).toThrow(/No adapter reads the source/);
  });
});

describe('feed text', () => {
  test('markup is stripped and entities decoded', () => {
    expect(
      htmlToText('<p>A &amp; B&nbsp;&#x0E99;&#3737;</p><script>x()</script><style>p{}</style><br>C &unknown; <!-- no -->'),
    ).toBe('A & B ນນ\nC &unknown;');
    expect(decodeEntities('&lt;b&gt; &quot;q&quot; &#39;s&#39; &#0;')).toBe('<b> "q" \'s\' &#0;');
  });

  test('a document that is not a feed, or not XML, is refused', () => {
    expect(() => parseFeed('<html><body/></html>', 'http://x.test/f.xml')).toThrow(
      /not an RSS or Atom feed \(its root element is <html>\)/,
    );
    expect(() => parseFeed('<rss><channel>', 'http://x.test/f.xml')).toThrow(/not well-formed XML/);
    expect(() => parseFeed('', 'http://x.test/f.xml')).toThrow();
  });
});

describe('feed adapter', () => {
  test('RSS: one item per entry, newest first, text without markup, images fetched and resolved', async () => {
    const adapter = createFeedAdapter({ guard: guard(), now: () => NOW });
    const { items, problems } = await adapter.collect(feedSource('/rss.xml'), signal());
    expect(problems).toEqual([]);
    expect(items.map((i) => i.pageUrl)).toEqual([
      `${base}/posts/newest`,
      `${base}/posts/older`,
      `${base}/rss.xml#fixture-3`, // no link: the feed's address and the guid
    ]);
    const [newest, older, undated] = items;
    expect(newest.text).toBe('Newest\nEscaped HTML body');
    expect(newest.postedAt).toBe('2026-11-20T01:00:00.000Z');
    expect(newest.images.map((i) => i.url)).toEqual([`${base}/img/b.jpg`, `${base}/img/a.png`]);
    expect(newest.images[0].body.equals(jpeg)).toBe(true);
    expect(older.text).toBe('Older & wiser: ນົມຜົງ ດາວນ້ອຍ\nTom & Jerry ນົມ 20% off');
    expect(older.text).not.toMatch(/evil/);
    expect(older.postedAt).toBe('2026-11-10T08:00:00.000Z');
    // The image enclosure (not the audio one), then the <img> inside the description, resolved against the entry.
    expect(older.images.map((i) => i.url)).toEqual([`${base}/img/a.png`, `${base}/img/inline.png`]);
    expect(undated.postedAt).toBeUndefined();
    expect(undated.text).toBe('No date, no link\nplain text');
    for (const item of items) {
      expect(item.capturedAt).toBe(NOW.toISOString());
      expect(item.source.key).toBe('fixture_rss_xml');
      expect(item.screenshot).toBeUndefined();
    }
  });

  test('Atom: alternate links, enclosure links, XHTML and HTML content', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    const { items, problems } = await adapter.collect(feedSource('/atom.xml'), signal());
    expect(problems).toEqual([]);
    expect(items.map((i) => [i.pageUrl, i.postedAt])).toEqual([
      [`${base}/atom/2`, '2026-11-19T10:00:00.000Z'],
      [`${base}/atom/1`, '2026-11-18T10:00:00.000Z'],
      [`${base}/atom.xml#${encodeURIComponent('tag:fixture,2026:3')}`, '2026-11-17T10:00:00.000Z'],
    ]);
    expect(items[0].text).toBe('Second entry\nXHTML body');
    expect(items[0].images.map((i) => i.url)).toEqual([`${base}/img/a.png`]); // ../img/a.png against /atom/2
    expect(items[1].text).toBe('First entry\nຫຼຸດລາຄາ 30% ນົມຜົງບົວທອງ');
    expect(items[1].images.map((i) => i.url)).toEqual([`${base}/img/b.jpg`]);
    expect(items[2].text).toBe('Third entry\nHTML body');
    expect(items[2].images.map((i) => i.url)).toEqual([`${base}/img/b.jpg`, `${base}/img/a.png`]);
  });

  test('a picture that is not an image, or missing, is a problem; the entry stays with its good picture', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    const { items, problems } = await adapter.collect(feedSource('/bad-images.xml'), signal());
    expect(items).toHaveLength(1);
    expect(items[0].images.map((i) => i.url)).toEqual([`${base}/img/a.png`]);
    expect(problems).toEqual([
      { where: `${base}/posts/broken image ${base}/not-an-image.png`, message: 'not an image (text/html)' },
      { where: `${base}/posts/broken image ${base}/img/missing.png`, message: 'the image answered HTTP 404' },
    ]);
  });

  test('at most 50 entries, the newest; at most 4 pictures an entry, each fetched once', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    const many = await adapter.collect(feedSource('/many.xml'), signal());
    expect(many.items).toHaveLength(50);
    expect(many.items[0].text).toBe('Entry 59');
    expect(many.items[49].text).toBe('Entry 10');
    requested.length = 0;
    const gallery = await adapter.collect(feedSource('/many-images.xml'), signal());
    expect(gallery.items[0].images).toHaveLength(4);
    expect(requested.filter((u) => u.startsWith('/img/'))).toHaveLength(4);
  });

  test('past the pictures’ budget for one feed, the remaining pictures are problems', async () => {
    const adapter = createFeedAdapter({ guard: guard(), imagesTotalMaxBytes: 1 });
    const { items, problems } = await adapter.collect(feedSource('/many-images.xml'), signal());
    // Three fetches start at once (before the first is counted); the fourth is over the budget.
    expect(items[0].images).toHaveLength(3);
    expect(problems).toEqual([
      { where: `${base}/gallery image ${base}/img/a.png?3`, message: "skipped: the feed's pictures passed 0 MB together" },
    ]);
  });

  test('malformed XML fails the whole source with a clear error', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    await expect(adapter.collect(feedSource('/malformed.xml'), signal())).rejects.toThrow(
      new RegExp(`The feed at ${base}/malformed.xml is not well-formed XML \\(line 1: `),
    );
  });

  test('a document that is not a feed fails the source', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    await expect(adapter.collect(feedSource('/not-a-feed.xml'), signal())).rejects.toThrow(/is not an RSS or Atom feed/);
  });

  test('an error answer fails the source', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    await expect(adapter.collect(feedSource('/gone.xml'), signal())).rejects.toThrow(
      `The feed at ${base}/gone.xml answered HTTP 404`,
    );
  });

  test('a feed over the cap (5 MB) fails the source', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    await expect(adapter.collect(feedSource('/huge.xml'), signal())).rejects.toThrow(/larger than 5 MB/);
  });

  test('a redirect loop fails the source', async () => {
    const adapter = createFeedAdapter({ guard: guard() });
    await expect(adapter.collect(feedSource('/loop.xml'), signal())).rejects.toThrow(/redirects in a loop/);
  });

  test('a server that never answers fails the source at the deadline, or sooner when the run is aborted', async () => {
    const adapter = createFeedAdapter({ guard: guard(), feedTimeoutMs: 500 });
    await expect(adapter.collect(feedSource('/hang.xml'), signal())).rejects.toThrow(/No complete answer .* within 0.5 s/);
    const slow = createFeedAdapter({ guard: guard(), feedTimeoutMs: 30_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(slow.collect(feedSource('/hang.xml'), controller.signal)).rejects.toThrow(/cancelled/);
  });

  test('a private address is refused without the allow-list and read with it', async () => {
    const refusing = createFeedAdapter({ guard: { allowPrivateHosts: false } });
    await expect(refusing.collect(feedSource('/rss.xml'), signal())).rejects.toThrow(/private or local address/);
    const otherPort = createFeedAdapter({ guard: { allowPrivateHosts: false, allowedHosts: [`127.0.0.1:${port + 1}`] } });
    await expect(otherPort.collect(feedSource('/rss.xml'), signal())).rejects.toThrow(/private or local address/);
    const allowing = createFeedAdapter({ guard: guard() });
    await expect(allowing.collect(feedSource('/rss.xml'), signal())).resolves.toMatchObject({ items: expect.any(Array) });
  });
});
