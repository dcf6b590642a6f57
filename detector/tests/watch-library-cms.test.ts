/**
 * The brand library read from a real CMS (Strapi on SQLite in a child process, seeded with the demo library): an
 * operator adds a brand with a product picture through /api-laos, the detector reads the brand and company lists
 * with its token, hashes the picture from the CMS's /uploads, and then recognises the brand by name and by picture.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { DEMO_BRANDS, DEMO_COMPANIES } from '@lcmdp/contract';
import sharp from 'sharp';

import { findEvidence } from '../src/understand/evidence';
import { hammingDistance, perceptualHash } from '../src/understand/phash';
import { readLibrary } from '../src/watch/library';
import { judgeItem } from '../src/watch/pipeline';
import { CMS_TOKEN, createTestCms, type TestCms } from './helpers/cms';

jest.setTimeout(300_000);

const AD = fs.readFileSync(path.resolve(__dirname, '../data/images/files/img-tr-01.png'));

let cms: TestCms;

beforeAll(async () => {
  cms = await createTestCms();
  await cms.start();
  const login = await fetch(`${cms.url}/api-laos/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cms.accounts.operator),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const add = async (fields: Record<string, string>, picture?: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (picture) form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'dragon-milk.png');
    const response = await fetch(`${cms.url}/api-laos/add-data-options-laos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
  };
  await add({ kind: 'company', key: 'dragon_foods', nameLo: 'ບໍລິສັດ ອາຫານມັງກອນ', nameEn: 'Dragon Foods' });
  await add({ kind: 'brand', key: 'dragon_milk', nameLo: 'ນົມມັງກອນ', nameEn: 'Dragon Milk', parentKey: 'dragon_foods' }, AD);
});

afterAll(async () => {
  await cms?.dispose();
});

it('reads the library’s brands, companies and reference pictures, and recognises a brand staff added', async () => {
  const log: string[] = [];
  const library = await readLibrary({ cmsUrl: cms.url, token: CMS_TOKEN, log: (m) => log.push(m) });
  expect(log).toEqual([]);

  // The seeded demo library (the contract's list) and the operator's new entries.
  const brandKeys = library.brands.map((b) => b.key);
  for (const demo of DEMO_BRANDS) expect(brandKeys).toContain(demo.key);
  for (const demo of DEMO_COMPANIES) expect(library.companies.map((c) => c.key)).toContain(demo.key);
  expect(library.brands.find((b) => b.key === 'dragon_milk')).toEqual({
    key: 'dragon_milk',
    names: ['ນົມມັງກອນ', 'Dragon Milk'],
    companyKey: 'dragon_foods',
    products: [],
  });
  expect(library.references).toHaveLength(1);
  expect(library.references[0]).toMatchObject({ brandKey: 'dragon_milk', url: expect.stringContaining(`${cms.url}/uploads/`) });
  expect(hammingDistance(library.references[0].phash, await perceptualHash(AD))).toBeLessThanOrEqual(8);

  // Named in a post, in Lao: the brand and its company.
  const evidence = findEvidence('ນົມມັງກອນ ສູດ 1 ລາຄາພິເສດ', 'caption', library.lexicon);
  expect(evidence.brands.map((hit) => hit.brand.key)).toEqual(['dragon_milk']);

  // Shown in a post's picture (resized, re-encoded), with nothing in the text.
  const near = await sharp(AD).resize({ width: 500 }).jpeg({ quality: 70 }).toBuffer();
  const { finding } = await judgeItem(
    {
      source: {
        key: 'src',
        name: 'Source',
        url: 'https://shop.example/',
        platform: 'website',
        variant: 'laos',
        intervalMinutes: 60,
      },
      pageUrl: 'https://shop.example/post/1',
      text: 'New in our shop',
      images: [{ url: 'https://shop.example/1.jpg', body: near }],
      capturedAt: new Date().toISOString(),
    },
    {
      recognise: async () => ({ text: '', confidence: 0, ms: 0 }),
      evidence: { put: async (data) => createHash('sha256').update(data).digest('hex') },
      phash: perceptualHash,
      postMinScore: 0,
      library,
      maxImages: 0,
      ocrBudgetMs: 1000,
    },
  );
  expect(finding).toMatchObject({ brand: 'Dragon Milk', company: 'Dragon Foods' });
  expect(finding?.aiFindings[0]).toMatchObject({ rule: 'product.reference_image', where: 'image_match', term: 'Dragon Milk' });
  expect(finding?.aiFindings[0].excerpt).toMatch(/^picture 1 is \d bits from a reference image of Dragon Milk$/);
});
