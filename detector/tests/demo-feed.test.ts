/**
 * The demo site of fictional brands: it starts on a free port, its two feeds read through the feed adapter (the
 * guard's allow-list naming the demo's host:port) with every entry and picture, and its pages and pictures serve.
 */
import sharp from 'sharp';

import { BUATHONG_POSTS, DEMO_IMAGE_FILES, MEKONG_POSTS } from '../src/demo-feed/content';
import { startDemoFeed, type DemoFeed } from '../src/demo-feed/server';
import { createFeedAdapter } from '../src/watch/adapters';
import { isFeedSource } from '../src/watch/adapters/feed';
import type { Source } from '../src/watch/types';

let feed: DemoFeed;

beforeAll(async () => {
  feed = await startDemoFeed({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await feed.close();
});

const source = (path: string, platform: string): Source => ({
  key: path,
  name: path,
  url: `${feed.url}${path}`,
  platform,
  variant: 'laos',
  intervalMinutes: 5,
});

const adapter = () => createFeedAdapter({ guard: { allowPrivateHosts: false, allowedHosts: [new URL(feed.url).host] } });

test('starts on a free port of 127.0.0.1', () => {
  expect(feed.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(new URL(feed.url).port).not.toBe('5100');
});

test('the Mekong Nutrition RSS reads as 8 entries, Lao and English, with their pictures', async () => {
  const s = source('/mekong-nutrition/feed.xml', 'facebook');
  expect(isFeedSource(s)).toBe(true);
  const { items, problems } = await adapter().collect(s, new AbortController().signal);
  expect(problems).toEqual([]);
  expect(items).toHaveLength(MEKONG_POSTS.length);
  expect(items).toHaveLength(8);
  // Newest first, each at its own post page.
  expect(items.map((i) => i.pageUrl)).toEqual(MEKONG_POSTS.map((p) => `${feed.url}/mekong-nutrition/posts/${p.id}`));
  expect(items.map((i) => i.postedAt)).toEqual(MEKONG_POSTS.map((p) => new Date(p.published).toISOString()));
  items.forEach((item, n) => {
    const post = MEKONG_POSTS[n];
    expect(item.text).toBe(`${post.title}\n${post.body}`);
    expect(item.images.map((i) => i.url)).toEqual(post.images.map((i) => `${feed.url}/images/${i.file}`));
  });
  expect(items.some((i) => /ດີກວ່ານົມແມ່/.test(i.text))).toBe(true);
  expect(items.reduce((n, i) => n + i.images.length, 0)).toBe(6);
  // The post whose violation is only in its picture: the <img> inside the description, resolved.
  const picture = items.find((i) => i.pageUrl.endsWith('mn-2026-11-12-new-tin'))!;
  expect(picture.images.map((i) => i.url)).toEqual([`${feed.url}/images/img-tr-05.png`]);
});

test('the BuaThong Atom reads as 5 entries with their pictures', async () => {
  const { items, problems } = await adapter().collect(source('/buathong/atom.xml', 'tiktok'), new AbortController().signal);
  expect(problems).toEqual([]);
  expect(items).toHaveLength(BUATHONG_POSTS.length);
  expect(items).toHaveLength(5);
  items.forEach((item, n) => {
    const post = BUATHONG_POSTS[n];
    expect(item.pageUrl).toBe(`${feed.url}/buathong/posts/${post.id}`);
    // The summary and the content both carry the body: said once.
    expect(item.text).toBe(`${post.title}\n${post.body}`);
    expect(item.images.map((i) => i.url)).toEqual(post.images.map((i) => `${feed.url}/images/${i.file}`));
  });
  expect(items.reduce((n, i) => n + i.images.length, 0)).toBe(4);
});

test('a mix a reviewer expects: violations and look-alikes that are fine', () => {
  const posts = [...MEKONG_POSTS, ...BUATHONG_POSTS];
  expect(posts.filter((p) => p.suspected)).toHaveLength(9);
  expect(posts.filter((p) => !p.suspected)).toHaveLength(4);
  expect(posts.some((p) => p.lang === 'lo') && posts.some((p) => p.lang === 'en')).toBe(true);
});

test('the pages serve as HTML with absolute picture addresses, and every picture is an image', async () => {
  for (const path of ['/', '/daonoy/', '/baby-market/', '/health-centre/', `/buathong/posts/${BUATHONG_POSTS[0].id}`]) {
    const response = await fetch(`${feed.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    for (const [, src] of html.matchAll(/<img src="([^"]+)"/g)) expect(src.startsWith(`${feed.url}/images/`)).toBe(true);
  }
  expect(await (await fetch(`${feed.url}/baby-market/`)).text()).toContain('ຂວດນົມຊ້າງນ້ອຍ');
  expect(await (await fetch(`${feed.url}/daonoy/`)).text()).toContain('ສູດໃກ້ຄຽງນົມແມ່ທີ່ສຸດ');
  for (const file of DEMO_IMAGE_FILES) {
    const response = await fetch(`${feed.url}/images/${file}`);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBeGreaterThan(100);
  }
});

test('nothing else is served', async () => {
  expect((await fetch(`${feed.url}/images/../../package.json`)).status).toBe(404);
  expect((await fetch(`${feed.url}/images/ads.json`)).status).toBe(404);
  expect((await fetch(`${feed.url}/images/img-tr-03.png`)).status).toBe(404);
  expect((await fetch(`${feed.url}/buathong/posts/nope`)).status).toBe(404);
  expect((await fetch(`${feed.url}/daonoy/`, { method: 'POST' })).status).toBe(405);
});
