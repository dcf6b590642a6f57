/** Test data made through the real app: staff accounts, tokens, image and PDF files, detector posts. */
import request from 'supertest';
import sharp from 'sharp';
import type { Booted } from './strapi';
import { DETECTOR_TOKEN } from './strapi';

export type Role = 'supervisor' | 'operator' | 'admin';
export const ROLES: Role[] = ['supervisor', 'operator', 'admin'];

export interface StaffAccount {
  id: number;
  email: string;
  password: string;
  role: Role;
}

let counter = 0;
/** A distinct client address per call, so per-IP rate limits never couple unrelated tests. */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export async function createStaff(app: Booted, role: Role, overrides: Partial<StaffAccount> = {}): Promise<StaffAccount> {
  counter += 1;
  const email = overrides.email ?? `${role}${counter}@test.lcmdp`;
  const password = overrides.password ?? `pass-${role}-${counter}`;
  const roleRow = (await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } })) as {
    id: number;
  };
  const user = (await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: `${role}-${counter}`,
      email,
      password,
      fullName: `Test ${role} ${counter}`,
      phoneNumber: '02055512345',
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roleRow.id,
    })) as { id: number };
  return { id: user.id, email, password, role };
}

/** A JWT straight from users-permissions (no login call, so no login rate limit involved). */
export async function tokenFor(app: Booted, account: StaffAccount): Promise<string> {
  return app.strapi.plugin('users-permissions').service('jwt').issue({ id: account.id, iatMs: Date.now() });
}

export async function staffTokens(app: Booted): Promise<Record<Role, { account: StaffAccount; token: string }>> {
  const out = {} as Record<Role, { account: StaffAccount; token: string }>;
  for (const role of ROLES) {
    const account = await createStaff(app, role);
    out[role] = { account, token: await tokenFor(app, account) };
  }
  return out;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const detectorAuth = () => bearer(DETECTOR_TOKEN);

export async function png(seed = 0, size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: seed % 255, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}
export async function jpeg(seed = 0): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: seed % 255, b: 60 } } })
    .jpeg()
    .toBuffer();
}
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface FindingOptions {
  variant?: 'international' | 'laos';
  pageUrl?: string;
  caption?: string;
  aiSuspected?: boolean;
  images?: Buffer[];
  imagePhashes?: string[];
  company?: string;
}

/** Posts a finding as the detector does (multipart: `data` JSON + evidence files). */
export async function postFinding(app: Booted, options: FindingOptions = {}) {
  const data = {
    variant: options.variant ?? 'international',
    platform: 'website',
    pageUrl: options.pageUrl ?? `https://shop.example.org/item/${++counter}`,
    caption: options.caption ?? 'Better than breast milk! Free samples for newborns',
    company: options.company ?? 'Mekong Nutrition Co.',
    brand: 'DemoMilk Gold',
    productType: 'infant_formula',
    crawledAt: new Date().toISOString(),
    aiScore: 0.91,
    aiSuspected: options.aiSuspected ?? true,
    aiFindings: [{ rule: 'idealising_text', term: 'better than breast milk', where: 'caption', codes: ['INT-PT-01'] }],
    ...(options.imagePhashes ? { imagePhashes: options.imagePhashes } : {}),
  };
  let req = request(app.server).post('/api-laos/add_detection').set(detectorAuth()).field('data', JSON.stringify(data));
  for (const [i, image] of (options.images ?? [await png(counter)]).entries()) req = req.attach('images', image, `ad-${i}.png`);
  req = req.attach('screenshot', await png(counter + 1, 64), 'screenshot.png');
  req = req.attach('html', Buffer.from(`<html><body>${data.caption}</body></html>`), 'page.html');
  return req;
}

export async function createDetectionId(app: Booted, options: FindingOptions = {}): Promise<string> {
  const res = await postFinding(app, options);
  if (res.status !== 201) throw new Error(`add_detection answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
}

export const REPORT_FIELDS = {
  variant: 'laos',
  observedOn: '2026-10-01',
  province: 'vientiane_capital',
  category: 'promotion_at_point_of_sale',
  details: 'price_reduction,gifts_free_items',
  activity: 'ຫຼຸດລາຄານົມຜົງສຳລັບເດັກອ່ອນ',
  company: 'Mekong Nutrition Co.',
  brand: 'DemoMilk Gold',
  productType: 'infant_formula',
  description: 'Discount shelf for infant formula at the pharmacy entrance',
  reporterName: 'Secret Reporter',
  reporterEmail: 'secret.reporter@example.org',
  reporterOrganisation: 'Village Health Volunteers',
};

export async function submitReport(app: Booted, fields: Record<string, string> = REPORT_FIELDS, images: Buffer[] = []) {
  let req = request(app.server).post('/api-laos/submit_report').set('X-Forwarded-For', freshIp());
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  for (const [i, image] of images.entries()) req = req.attach('images', image, `photo-${i}.jpg`);
  return req;
}
