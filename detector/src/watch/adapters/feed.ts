/**
 * RSS 2.0 (and 1.0) and Atom feeds: one item per entry, newest first, at most 50. The feed and the images its
 * entries show are fetched with the guarded fetch (never Chromium): an entry's text is its title and its
 * summary/description/content without markup; its images come from `enclosure` (image/*), Atom `link
 * rel="enclosure"`, `media:content`, `media:thumbnail` and the `<img src>` inside its HTML, at most 4 each. An image
 * that cannot be fetched or is not an image is a problem of that entry; the entry is still judged without it.
 *
 * Which sources are feeds: those whose platform is `rss`, or whose URL path ends in `.xml`, `.rss`, `.atom`,
 * `/feed` or `/rss` (a trailing slash allowed). The web-page adapter takes every other source.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';

import type { GuardOptions } from '../../service/address-guard';
import { guardedFetch, type FetchedBody, type GuardedFetchOptions } from '../guarded-fetch';
import type { Collected, ItemProblem, Source, SourceAdapter, SourceImage, SourceItem } from '../types';

export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** All the pictures of one feed together (50 entries × 4 pictures × 8 MB would be 1.6 GB in memory). */
export const FEED_IMAGES_TOTAL_MAX_BYTES = 64 * 1024 * 1024;
export const MAX_ENTRIES = 50;
export const MAX_IMAGES_PER_ENTRY = 4;
/** Images fetched at once within one feed. */
const IMAGE_CONCURRENCY = 3;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/** Whether a source is read as a feed (see the module comment). */
export function isFeedSource(source: Pick<Source, 'url' | 'platform'>): boolean {
  if (source.platform.trim().toLowerCase() === 'rss') return true;
  let path: string;
  try {
    path = new URL(source.url).pathname.toLowerCase();
  } catch {
    return false;
  }
  return /\.(xml|rss|atom)$/.test(path) || /\/(feed|rss)\/?$/.test(path);
}

/** One entry as read from the feed, before its images are fetched. */
export interface FeedEntry {
  title: string;
  /** Title and summary/content as plain text. */
  text: string;
  pageUrl: string;
  postedAt?: string;
  /** Absolute http(s) addresses, at most MAX_IMAGES_PER_ENTRY, without repeats. */
  imageUrls: string[];
}

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

type Node = unknown;
type Obj = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Entities a feed declares itself are bounded by the parser's own limits (count, size, expansions).
  processEntities: true,
  // Atom content and summaries stay raw, so XHTML keeps its order (read by atomHtml).
  stopNodes: ['feed.entry.content', 'feed.entry.summary'],
});

const asArray = (node: Node): Node[] => (node === undefined || node === null ? [] : Array.isArray(node) ? node : [node]);
const isObj = (node: Node): node is Obj => typeof node === 'object' && node !== null && !Array.isArray(node);
const attr = (node: Node, name: string): string | undefined => {
  const value = isObj(node) ? node[`@_${name}`] : undefined;
  return typeof value === 'string' ? value.trim() : undefined;
};

/** The text of a node: a string, `#text` beside attributes, or (XHTML content) the text of its children. */
function textOf(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  return Object.entries(node as Obj)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([key, value]) => (key === 'br' ? '\n' : textOf(value)))
    .join(' ');
}

/**
 * An Atom text construct kept raw by the parser (stopNodes): XHTML as it is; escaped HTML or text unescaped once
 * (outside CDATA sections), which gives HTML for htmlToText.
 */
function atomHtml(node: Node): string {
  const raw = textOf(node);
  if (attr(node, 'type') === 'xhtml') return raw;
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeEntities(part)))
    .join('');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  euro: '€',
};

/** Decodes HTML character references (numeric, and the common named ones; unknown ones stay as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: no scripts, styles, comments or tags; entities decoded; tidy whitespace. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote|section|article)\s*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return tidy(decodeEntities(text));
}

const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

function imgSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) =>
    decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''),
  );
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

/** Image addresses an entry names in its enclosures and Media RSS elements, in that order. */
function mediaImages(entry: Obj): string[] {
  const found: string[] = [];
  const looksImage = (type?: string, medium?: string, url?: string) =>
    medium === 'image' || (type ? /^image\//i.test(type) : !medium && !!url && IMAGE_EXTENSION.test(url));
  for (const enclosure of asArray(entry.enclosure)) {
    const url = attr(enclosure, 'url');
    if (url && looksImage(attr(enclosure, 'type'), undefined, url)) found.push(url);
  }
  for (const link of asArray(entry.link)) {
    const href = attr(link, 'href');
    if (href && attr(link, 'rel') === 'enclosure' && looksImage(attr(link, 'type'), undefined, href)) found.push(href);
  }
  const groups = [entry, ...asArray(entry['media:group']).filter(isObj)];
  for (const group of groups) {
    for (const content of asArray(group['media:content'])) {
      const url = attr(content, 'url');
      if (url && looksImage(attr(content, 'type'), attr(content, 'medium'), url)) found.push(url);
    }
  }
  for (const group of groups) {
    for (const thumbnail of asArray(group['media:thumbnail'])) {
      const url = attr(thumbnail, 'url');
      if (url) found.push(url);
    }
  }
  return found;
}

function validDate(raw: string): string | undefined {
  if (!raw.trim()) return undefined;
  const time = Date.parse(raw.trim());
  if (Number.isNaN(time)) return undefined;
  const year = new Date(time).getUTCFullYear();
  return year >= 1995 && year <= 2100 ? new Date(time).toISOString() : undefined;
}

function absolute(raw: string | undefined, base: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a feed document: its entries, newest first, at most MAX_ENTRIES. Throws a FeedError for malformed XML or a
 * document that is not an RSS or Atom feed.
 */
export function parseFeed(xml: string, feedUrl: string): FeedEntry[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedError(`The feed at ${feedUrl} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  let doc: Obj;
  try {
    doc = parser.parse(xml) as Obj;
  } catch (error) {
    throw new FeedError(`The feed at ${feedUrl} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  let raw: { entry: Obj; atom: boolean }[];
  if (isObj(doc.rss)) {
    const channel = asArray((doc.rss as Obj).channel).find(isObj) ?? {};
    raw = asArray(channel.item)
      .filter(isObj)
      .map((entry) => ({ entry, atom: false }));
  } else if (isObj(doc['rdf:RDF'])) {
    raw = asArray((doc['rdf:RDF'] as Obj).item)
      .filter(isObj)
      .map((entry) => ({ entry, atom: false }));
  } else if (isObj(doc.feed) || doc.feed === '') {
    raw = asArray(isObj(doc.feed) ? doc.feed.entry : undefined)
      .filter(isObj)
      .map((entry) => ({ entry, atom: true }));
  } else {
    const root = Object.keys(doc).find((key) => !key.startsWith('?') && !key.startsWith('#')) ?? 'nothing';
    throw new FeedError(`The document at ${feedUrl} is not an RSS or Atom feed (its root element is <${root}>)`);
  }

  const entries = raw.map(({ entry, atom }, index) => readEntry(entry, atom, feedUrl, index));
  // Newest first; entries without a date keep their place after the dated ones.
  const order = entries.map((entry, index) => ({ entry, index, time: entry.postedAt ? Date.parse(entry.postedAt) : -Infinity }));
  order.sort((a, b) => b.time - a.time || a.index - b.index);
  return order.slice(0, MAX_ENTRIES).map((o) => o.entry);
}

function readEntry(entry: Obj, atom: boolean, feedUrl: string, index: number): FeedEntry {
  const title = htmlToText(textOf(entry.title));
  let link: string | undefined;
  let id: string;
  const bodies: Node[] = [];
  let dateRaw: string;
  if (atom) {
    const links = asArray(entry.link);
    const alternate =
      links.find((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate' && attr(l, 'href')) ?? links.find((l) => !attr(l, 'rel'));
    link = absolute(attr(alternate, 'href') ?? (typeof alternate === 'string' ? alternate : undefined), feedUrl);
    id = textOf(entry.id).trim();
    bodies.push(entry.summary, entry.content);
    dateRaw = textOf(entry.published) || textOf(entry.updated) || textOf(entry.issued) || textOf(entry.modified);
  } else {
    link = absolute(textOf(asArray(entry.link)[0]).trim() || attr(entry, 'rdf:about'), feedUrl);
    id = textOf(entry.guid).trim();
    if (!link && id && attr(entry.guid, 'isPermaLink') !== 'false') link = absolute(id, feedUrl);
    // content:encoded is the full text; the description often repeats its start.
    bodies.push(entry['content:encoded'] !== undefined ? entry['content:encoded'] : entry.description);
    dateRaw = textOf(entry.pubDate) || textOf(entry['dc:date']) || textOf(entry.published) || textOf(entry.updated);
  }
  const htmlBodies = bodies.filter((b) => b !== undefined && b !== null).map((b) => (atom ? atomHtml(b) : textOf(b)));
  // A summary that the content repeats is said once.
  const bodyTexts = htmlBodies.map(htmlToText).filter(Boolean);
  const distinct = bodyTexts.filter(
    (t, i) => !bodyTexts.some((other, j) => j !== i && other.includes(t) && (other !== t || j < i)),
  );
  const text = tidy([title, ...distinct].filter(Boolean).join('\n'));

  const base = link ?? feedUrl;
  const candidates = [...mediaImages(entry), ...htmlBodies.flatMap(imgSources)];
  const imageUrls: string[] = [];
  for (const candidate of candidates) {
    const url = absolute(candidate, base);
    if (url && !imageUrls.includes(url)) imageUrls.push(url);
    if (imageUrls.length >= MAX_IMAGES_PER_ENTRY) break;
  }
  const fallback = new URL(feedUrl);
  fallback.hash = id ? encodeURIComponent(id) : `entry-${index + 1}`;
  const postedAt = validDate(dateRaw);
  return { title, text, pageUrl: link ?? fallback.href, ...(postedAt ? { postedAt } : {}), imageUrls };
}

/** The document's text in the charset its answer or XML declaration names (UTF-8 otherwise). */
export function decodeFeed(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(body.subarray(0, 200).toString('latin1'))?.[1] ??
    'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body).replace(/^\uFEFF/, '');
}

export interface FeedAdapterOptions {
  guard: GuardOptions;
  /** The feed document's fetch (default 30 s). */
  feedTimeoutMs?: number;
  /** Each image's fetch (default 20 s). */
  imageTimeoutMs?: number;
  feedMaxBytes?: number;
  imageMaxBytes?: number;
  /** The pictures of one feed together; past it, the remaining pictures are problems (default 64 MB). */
  imagesTotalMaxBytes?: number;
  /** Injected for tests. */
  fetch?: (url: string, options: GuardedFetchOptions) => Promise<FetchedBody>;
  now?: () => Date;
}

type ImageResult = { ok: true; body: Buffer } | { ok: false; message: string };

export function createFeedAdapter(options: FeedAdapterOptions): SourceAdapter {
  const doFetch = options.fetch ?? guardedFetch;
  const now = options.now ?? (() => new Date());
  const imageMaxBytes = options.imageMaxBytes ?? FEED_IMAGE_MAX_BYTES;

  async function fetchImage(url: string, signal: AbortSignal): Promise<ImageResult> {
    try {
      const answer = await doFetch(url, {
        guard: options.guard,
        maxBytes: imageMaxBytes,
        timeoutMs: options.imageTimeoutMs ?? 20_000,
        signal,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
      });
      if (answer.status < 200 || answer.status >= 300) return { ok: false, message: `the image answered HTTP ${answer.status}` };
      let format: string | undefined;
      try {
        format = (await sharp(answer.body).metadata()).format;
      } catch {
        format = undefined;
      }
      if (!format || !IMAGE_FORMATS.has(format)) {
        const type = answer.contentType.split(';')[0].trim() || 'no content type';
        return { ok: false, message: `not an image (${format ? `${format} is not kept` : type})` };
      }
      return { ok: true, body: answer.body };
    } catch (error) {
      if (signal.aborted) throw error; // the whole run is over
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    name: 'feed',
    handles: isFeedSource,
    async collect(source: Source, signal: AbortSignal): Promise<Collected> {
      const answer = await doFetch(source.url, {
        guard: options.guard,
        maxBytes: options.feedMaxBytes ?? FEED_MAX_BYTES,
        timeoutMs: options.feedTimeoutMs ?? 30_000,
        signal,
        accept: FEED_ACCEPT,
      });
      if (answer.status < 200 || answer.status >= 300) {
        throw new FeedError(`The feed at ${source.url} answered HTTP ${answer.status}`);
      }
      const entries = parseFeed(decodeFeed(answer.body, answer.contentType), answer.finalUrl);
      const capturedAt = now().toISOString();

      // Each image once per run, a few at a time.
      const cache = new Map<string, Promise<ImageResult>>();
      const queue: (() => void)[] = [];
      let active = 0;
      let total = 0;
      const budget = options.imagesTotalMaxBytes ?? FEED_IMAGES_TOTAL_MAX_BYTES;
      const withinBudget = async (url: string): Promise<ImageResult> => {
        if (total >= budget) {
          return { ok: false, message: `skipped: the feed's pictures passed ${Math.round(budget / 1024 / 1024)} MB together` };
        }
        const result = await fetchImage(url, signal);
        if (result.ok) total += result.body.length;
        return result;
      };
      const limited = (url: string) =>
        new Promise<ImageResult>((resolve, reject) => {
          const go = () => {
            active += 1;
            withinBudget(url)
              .then(resolve, reject)
              .finally(() => {
                active -= 1;
                queue.shift()?.();
              });
          };
          if (active < IMAGE_CONCURRENCY) go();
          else queue.push(go);
        });
      const image = (url: string) => {
        let result = cache.get(url);
        if (!result) cache.set(url, (result = limited(url)));
        return result;
      };

      const problems: ItemProblem[] = [];
      const items = await Promise.all(
        entries.map(async (entry): Promise<SourceItem> => {
          const images: SourceImage[] = [];
          const results = await Promise.all(entry.imageUrls.map((url) => image(url)));
          entry.imageUrls.forEach((url, i) => {
            const result = results[i];
            if (result.ok) images.push({ url, body: result.body });
            else problems.push({ where: `${entry.pageUrl} image ${url}`, message: result.message });
          });
          return {
            source,
            pageUrl: entry.pageUrl,
            text: entry.text,
            images,
            ...(entry.postedAt ? { postedAt: entry.postedAt } : {}),
            capturedAt,
          };
        }),
      );
      return { items, problems };
    },
  };
}
