/**
 * The watcher's brand library: wire options into brands and companies, reference pictures fetched and hashed
 * (from static files served by this test on 127.0.0.1, standing in for the CMS's /uploads only; a failure is
 * skipped and logged), and the pipeline naming a brand from a picture near one of its reference pictures.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { WireDataOption } from '@lcmdp/contract';
import sharp from 'sharp';

import { hammingDistance, perceptualHash } from '../src/understand/phash';
import {
  buildLibrary,
  builtInBrandLibrary,
  matchReferenceImages,
  toKnownBrand,
  toKnownCompany,
  type BrandLibrary,
} from '../src/watch/library';
import { judgeItem, type PipelineDeps } from '../src/watch/pipeline';
import type { SourceItem } from '../src/watch/types';

const FILES = path.resolve(__dirname, '../data/images/files');
const AD = fs.readFileSync(path.join(FILES, 'img-tr-01.png'));
const OTHER = fs.readFileSync(path.join(FILES, 'img-tr-02.jpg'));
/** The size cap of the test: both pictures fit. */
const CAP = Math.max(AD.length, OTHER.length);

let server: http.Server;
let base = '';
let near: Buffer;
const requested: string[] = [];

const option = (overrides: Partial<WireDataOption>): WireDataOption => ({
  _id: 'doc',
  kind: 'brand',
  variant: 'both',
  key: 'dragon_milk',
  names: [
    { locale: 'lo', name: 'ນົມມັງກອນ' },
    { locale: 'en', name: 'Dragon Milk' },
  ],
  aliases: [],
  parent_key: 'dragon_foods',
  images: [],
  active: true,
  ...overrides,
});

const image = (url: string) => ({ url, name: path.basename(url), width: null, height: null, mime: 'image/png' });

const DRAGON_FOODS = option({
  kind: 'company',
  key: 'dragon_foods',
  names: [
    { locale: 'lo', name: 'ບໍລິສັດ ອາຫານມັງກອນ' },
    { locale: 'en', name: 'Dragon Foods' },
  ],
  aliases: [],
  parent_key: null,
});

beforeAll(async () => {
  near = await sharp(AD).resize({ width: 400 }).jpeg({ quality: 60 }).toBuffer();
  server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/uploads/dragon.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(AD);
    if (req.url === '/uploads/daonoy.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(OTHER);
    if (req.url === '/uploads/not-an-image.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('hello');
    if (req.url === '/uploads/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(CAP + 1));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('wire options', () => {
  it('become brands (parent_key is the company) and companies', () => {
    expect(toKnownBrand(option({}))).toEqual({
      key: 'dragon_milk',
      names: ['ນົມມັງກອນ', 'Dragon Milk'],
      companyKey: 'dragon_foods',
      products: [],
    });
    expect(toKnownCompany(DRAGON_FOODS)).toEqual({ key: 'dragon_foods', names: ['ບໍລິສັດ ອາຫານມັງກອນ', 'Dragon Foods'] });
    // Older payloads name in an object; a brand without a company has no companyKey.
    const older = { ...option({ parent_key: null }), names: { lo: 'ນົມມັງກອນ', en: 'Dragon Milk' } } as unknown as WireDataOption;
    expect(toKnownBrand(older)).toEqual({ key: 'dragon_milk', names: ['ນົມມັງກອນ', 'Dragon Milk'], products: [] });
    expect(toKnownBrand(option({ active: false }))).toBeUndefined();
    expect(toKnownBrand(option({ names: [] }))).toBeUndefined();
  });
});

describe('buildLibrary', () => {
  it('hashes each brand’s pictures from the CMS, skips and logs the ones that fail, and knows the names', async () => {
    const log: string[] = [];
    const library = await buildLibrary(
      [
        option({ images: [image('/uploads/dragon.png'), image('/uploads/dragon.png'), image('/uploads/missing.png')] }),
        option({
          key: 'daonoy_formula',
          names: [{ locale: 'en', name: 'DaoNoy Formula' }],
          parent_key: 'mekong_nutrition',
          images: [image('/uploads/daonoy.jpg'), image('/uploads/not-an-image.png'), image('/uploads/huge.png')],
        }),
        // The same key again (the other variant's list): the first one counts.
        option({ names: [{ locale: 'en', name: 'Another Dragon' }], images: [image('/uploads/daonoy.jpg')] }),
      ],
      [DRAGON_FOODS],
      { cmsUrl: `${base}/`, maxImageBytes: CAP, log: (m) => log.push(m) },
    );
    expect(library.brands.map((b) => b.key)).toEqual(['dragon_milk', 'daonoy_formula']);
    expect(library.companies.map((c) => c.key)).toEqual(['dragon_foods']);
    expect(library.references).toEqual([
      { brandKey: 'dragon_milk', url: `${base}/uploads/dragon.png`, phash: await perceptualHash(AD) },
      { brandKey: 'daonoy_formula', url: `${base}/uploads/daonoy.jpg`, phash: await perceptualHash(OTHER) },
    ]);
    expect(log).toHaveLength(3);
    expect(log[0]).toMatch(/brand dragon_milk: picture .*\/uploads\/missing\.png skipped: HTTP 404/);
    expect(log[1]).toMatch(/brand daonoy_formula: picture .*\/uploads\/not-an-image\.png skipped/);
    expect(log[2]).toMatch(new RegExp(`brand daonoy_formula: picture .*/uploads/huge\\.png skipped: .*more than ${CAP}`));
    // The recogniser knows the library's names with the built-in ones.
    expect(library.lexicon.brand('dragon_milk')?.companyKey).toBe('dragon_foods');
    expect(library.lexicon.brand('daonoy_formula')?.names).toContain('DaoNoy Formula');
    expect(library.lexicon.brand('lactogen')).toBeDefined();
    expect(library.lexicon.company('dragon_foods')?.names).toContain('Dragon Foods');
  });

  it('fetches a picture it already hashed only once', async () => {
    requested.length = 0;
    const known = new Map([[`${base}/uploads/dragon.png`, '0123456789abcdef']]);
    const library = await buildLibrary([option({ images: [image('/uploads/dragon.png')] })], [], { cmsUrl: base, known });
    expect(library.references).toEqual([
      { brandKey: 'dragon_milk', url: `${base}/uploads/dragon.png`, phash: '0123456789abcdef' },
    ]);
    expect(requested).toEqual([]);
  });
});

describe('the pipeline with reference pictures', () => {
  let library: BrandLibrary;

  beforeAll(async () => {
    library = await buildLibrary(
      [
        option({ images: [image('/uploads/dragon.png')] }),
        option({
          key: 'daonoy_formula',
          names: [{ locale: 'en', name: 'DaoNoy Formula' }],
          parent_key: 'mekong_nutrition',
          images: [],
        }),
      ],
      [DRAGON_FOODS],
      { cmsUrl: base },
    );
  });

  const item = (text: string, images: Buffer[]): SourceItem => ({
    source: {
      key: 'src',
      name: 'Source',
      url: 'https://shop.example/',
      platform: 'website',
      variant: 'laos',
      intervalMinutes: 60,
    },
    pageUrl: 'https://shop.example/post/1',
    text,
    images: images.map((body, i) => ({ url: `https://shop.example/${i}.png`, body })),
    capturedAt: '2026-11-21T10:00:00.000Z',
  });

  const deps = (withLibrary: BrandLibrary | undefined): PipelineDeps => ({
    recognise: async () => ({ text: '', confidence: 0, ms: 0 }),
    evidence: { put: async (data) => createHash('sha256').update(data).digest('hex') },
    phash: perceptualHash,
    postMinScore: 0,
    library: withLibrary,
    maxImages: 0,
    ocrBudgetMs: 1000,
  });

  it('names the brand and its company when a picture is a reference picture, and explains it', async () => {
    const { finding } = await judgeItem(item('New in our shop', [OTHER, AD]), deps(library));
    expect(finding?.brand).toBe('Dragon Milk');
    expect(finding?.company).toBe('Dragon Foods');
    expect(finding?.aiFindings[0]).toEqual({
      rule: 'product.reference_image',
      where: 'image_match',
      term: 'Dragon Milk',
      excerpt: 'picture 2 is 0 bits from a reference image of Dragon Milk',
    });
  });

  it('recognises a resized, re-encoded copy within the near-duplicate distance', async () => {
    const distance = hammingDistance(await perceptualHash(near), await perceptualHash(AD));
    expect(distance).toBeLessThanOrEqual(8);
    const { finding } = await judgeItem(item('', [near]), deps(library));
    expect(finding?.brand).toBe('Dragon Milk');
    expect(finding?.aiFindings[0]?.excerpt).toBe(`picture 1 is ${distance} bits from a reference image of Dragon Milk`);
  });

  it('says nothing of a picture far from every reference', async () => {
    expect(hammingDistance(await perceptualHash(OTHER), await perceptualHash(AD))).toBeGreaterThan(8);
    const { finding } = await judgeItem(item('New in our shop', [OTHER]), deps(library));
    expect(finding?.brand).toBeUndefined();
    expect(finding?.company).toBeUndefined();
    expect(finding?.aiFindings.some((f) => f.rule === 'product.reference_image')).toBe(false);
    expect(matchReferenceImages([await perceptualHash(OTHER), undefined], library)).toBeUndefined();
    expect(matchReferenceImages([await perceptualHash(AD)], builtInBrandLibrary())).toBeUndefined();
  });

  it('takes the product type from a known brand’s picture when the text names no product', async () => {
    const withDaoNoy: BrandLibrary = {
      ...library,
      references: [{ brandKey: 'daonoy_formula', url: `${base}/uploads/daonoy.png`, phash: await perceptualHash(AD) }],
    };
    const { finding } = await judgeItem(item('', [AD]), deps(withDaoNoy));
    expect(finding?.brand).toBe('DaoNoy');
    expect(finding?.company).toBe('Mekong Nutrition');
    expect(finding?.productType).toBe('infant_formula');
  });

  it('recognises a library brand named in the text, with its company', async () => {
    const text = 'ນົມມັງກອນ ສູດ 1 ສຳລັບເດັກແຮກເກີດ ລາຄາພິເສດ ມື້ນີ້';
    expect((await judgeItem(item(text, []), deps(library))).finding?.brand).toBe('Dragon Milk');
    expect((await judgeItem(item(text, []), deps(library))).finding?.company).toBe('Dragon Foods');
    expect((await judgeItem(item(text, []), deps(undefined))).finding?.brand).toBeUndefined();
  });
});
