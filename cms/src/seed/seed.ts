/**
 * Seeding a running Strapi (the global `strapi`; see scripts/run-seed.js).
 *
 * - `seedCatalogue()` adds the violation codes, violation types and data options of ./catalogue that are missing,
 *   and the default notice letter template of each variant (Lao and English) when the variant has none.
 *   It never changes or deletes a row that is already there: editors may have corrected it in the admin.
 * - `seedDemo(log)` fills an EMPTY database with a demo data set: one account per staff role (the passwords are
 *   printed with `log`, nowhere else) and about sixty detections and reports in every review status, each with
 *   generated images and the review events that tell its history. The review chain's own functions build each
 *   item's state, so the demo data keeps the chain's invariants. Five enforcement cases are then opened and walked
 *   to different stages through the case service (./demo-cases).
 */
import { documents } from '../services/documents';
import { DEFAULT_NOTICE_TEMPLATES } from '../domain/notice-letter';
import { NOTICE_TEMPLATE_UID } from '../services/notice-letter';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  CATEGORY_DETAILS,
  LOCALES,
  PROVINCES,
  REPORT_CATEGORIES,
  REVIEW_STATUSES,
  STAFF_ROLES,
  VARIANTS,
  seededRandom,
  type DetectionOrigin,
  type ProductType,
  type ReportCategory,
  type ReviewStatus,
  type StaffRole,
  type SupervisorDecision,
  type Variant,
} from '@lcmdp/contract';
import { findingHash, sha256 } from '../domain/content-hash';
import {
  decideAsOperator,
  decideAsSupervisor,
  initialStatus,
  isFinal,
  type Actor,
  type ReviewPatch,
  type ReviewState,
  type StaffLevel,
} from '../domain/review-chain';
import { USER_UID } from '../services/accounts';
import { ITEM_UID } from '../services/items';
import { CODE_UID, OPTION_UID, TYPE_UID, createLocalized } from '../services/localized';
import { DEFAULT_LOCALE } from '../domain/localized-fields';
import { settings } from '../settings';
import { REVIEW_EVENT_UID } from '../services/review-log';
import { seedDemoCases } from './demo-cases';
import { throughReviewChain } from '../services/review-lock';
import { sealHistory } from '../services/history-chain';
import {
  DEMO_BRANDS,
  DEMO_CAPTIONS,
  DEMO_COMPANIES,
  DEMO_DATA_OPTIONS,
  DEMO_FEED_BASE_URL,
  LAO_REFERENCES,
  VIOLATION_CODES,
  VIOLATION_TYPES,
  type DemoCaption,
  type SeedBrand,
  type SeedDataOption,
  type SeedViolationCode,
  type SeedViolationType,
} from './catalogue';

const ROLE_UID = 'plugin::users-permissions.role';

type Row = Record<string, unknown>;
type ItemKind = keyof typeof ITEM_UID;
export type Log = (line: string) => void;

// =================================================================================================================
// Catalogue
// =================================================================================================================

export interface CatalogueCounts {
  codes: number;
  types: number;
  options: number;
  /** Notice templates created (a variant's `lo` entry with its `en` localization counts once). */
  noticeTemplates: number;
}

/**
 * The default notice letter template of each variant that has none, in Lao with its English localization; a
 * variant whose template lacks one language gets that language. An existing entry is never changed.
 */
async function seedNoticeTemplates(): Promise<number> {
  let added = 0;
  for (const variant of VARIANTS) {
    const defaults = DEFAULT_NOTICE_TEMPLATES[variant];
    const rows = (await strapi.db.query(NOTICE_TEMPLATE_UID).findMany({
      where: { variant },
      select: ['documentId', 'locale'],
      orderBy: { id: 'asc' },
    })) as { documentId: string; locale: string }[];
    if (!rows.length) {
      const created = await documents(NOTICE_TEMPLATE_UID).create({ locale: 'lo', data: { variant, ...defaults.lo } });
      await documents(NOTICE_TEMPLATE_UID).update({ documentId: created.documentId, locale: 'en', data: { ...defaults.en } });
      added += 1;
      continue;
    }
    const documentId = rows[0].documentId;
    for (const language of LOCALES) {
      if (rows.some((r) => r.documentId === documentId && r.locale === language)) continue;
      await documents(NOTICE_TEMPLATE_UID).update({ documentId, locale: language, data: { variant, ...defaults[language] } });
    }
  }
  return added;
}

const codeKey = (c: { variant: unknown; code: unknown }) => `${String(c.variant)}:${String(c.code)}`;
const typeKey = (t: { key: unknown }) => String(t.key);
const optionKey = (o: { kind: unknown; key: unknown }) => `${String(o.kind)}:${String(o.key)}`;

async function existingKeys(uid: string, fields: string[], keyOf: (row: Row) => string): Promise<Set<string>> {
  const rows = (await strapi.db.query(uid).findMany({ where: { locale: DEFAULT_LOCALE }, select: fields })) as Row[];
  return new Set(rows.map(keyOf));
}

/** Creates the entries whose key is not in `have`; answers how many it created. */
async function createMissing<T>(
  uid: typeof CODE_UID | typeof TYPE_UID | typeof OPTION_UID,
  entries: readonly T[],
  have: Set<string>,
  keyOf: (entry: T) => string,
  toData: (entry: T) => Row,
): Promise<number> {
  let added = 0;
  for (const entry of entries) {
    const key = keyOf(entry);
    if (have.has(key)) continue;
    // The `lo` entry and its `en` localization.
    await createLocalized(uid, toData(entry));
    have.add(key);
    added += 1;
  }
  return added;
}

const codeData = (c: SeedViolationCode): Row => ({
  code: c.code,
  variant: c.variant,
  group: c.group,
  nameLo: c.name.lo,
  nameEn: c.name.en,
  legalReference: c.legalReference,
  legalReferenceLo: LAO_REFERENCES[c.legalReference] ?? null,
  referenceConfirmed: c.referenceConfirmed,
  sortOrder: c.sortOrder,
});

const typeData = (t: SeedViolationType): Row => ({
  key: t.key,
  variant: t.variant,
  nameLo: t.name.lo,
  nameEn: t.name.en,
  color: t.color,
});

/** A demo source's address on the demo feed the environment names (DEMO_FEED_URL), other addresses as written. */
function demoFeedUrl(url: string | undefined): string | null {
  if (!url) return null;
  return url.startsWith(DEMO_FEED_BASE_URL) ? settings().DEMO_FEED_URL + url.slice(DEMO_FEED_BASE_URL.length) : url;
}

const optionData = (o: SeedDataOption): Row => ({
  kind: o.kind,
  variant: o.variant,
  key: o.key,
  nameLo: o.name.lo,
  nameEn: o.name.en,
  parentKey: o.parentKey ?? null,
  url: demoFeedUrl(o.url),
  platform: o.platform ?? null,
  intervalMinutes: o.intervalMinutes ?? null,
  active: true,
});

/**
 * Adds the missing violation codes (by variant and code), violation types (by key) and data options (by kind and
 * key). Existing rows are left exactly as they are.
 */
export async function seedCatalogue(): Promise<CatalogueCounts> {
  return strapi.db.transaction(async () => {
    const codes = await createMissing(
      CODE_UID,
      VIOLATION_CODES,
      await existingKeys(CODE_UID, ['variant', 'code'], (r) => codeKey({ variant: r.variant, code: r.code })),
      codeKey,
      codeData,
    );
    const types = await createMissing(
      TYPE_UID,
      VIOLATION_TYPES,
      await existingKeys(TYPE_UID, ['key'], (r) => typeKey({ key: r.key })),
      typeKey,
      typeData,
    );
    const options = await createMissing(
      OPTION_UID,
      DEMO_DATA_OPTIONS,
      await existingKeys(OPTION_UID, ['kind', 'key'], (r) => optionKey({ kind: r.kind, key: r.key })),
      optionKey,
      optionData,
    );
    const noticeTemplates = await seedNoticeTemplates();
    return { codes, types, options, noticeTemplates };
  });
}

// =================================================================================================================
// Demo data: helpers
// =================================================================================================================

// The demo data set is the same on every fresh database.
const random = seededRandom(20240601);
const between = (min: number, max: number): number => min + random() * (max - min);
const intBetween = (min: number, max: number): number => Math.floor(between(min, max + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A moment `minDays`..`maxDays` before `now`. */
function daysBefore(now: Date, minDays: number, maxDays: number): Date {
  return new Date(now.getTime() - between(minDays, maxDays) * DAY);
}

/** A moment `minHours`..`maxHours` after `t`, never later than `now`. */
function hoursAfter(t: Date, minHours: number, maxHours: number, now: Date): Date {
  return new Date(Math.min(t.getTime() + between(minHours, maxHours) * HOUR, now.getTime() - 60_000));
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password (crypto-strong, not from the seeded PRNG). */
export function randomPassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

async function count(uid: string): Promise<number> {
  return Number(await strapi.db.query(uid).count({}));
}

/** Demo data goes only into a database that holds no detection, no report and no account yet. */
async function databaseIsEmpty(): Promise<boolean> {
  const counts = await Promise.all([count(ITEM_UID.detection), count(ITEM_UID.report), count(USER_UID)]);
  return counts.every((n) => n === 0);
}

// =================================================================================================================
// Demo data: accounts
// =================================================================================================================

interface DemoUser extends Actor {
  label: string;
  /** The account's sign-in, returned to the caller of seedDemo (the e2e stack) and printed once, nowhere else. */
  email: string;
  password: string;
}

type Staff = Record<StaffRole, DemoUser>;

const DEMO_ACCOUNTS: Record<StaffRole, { fullName: string; phoneNumber: string }> = {
  supervisor: { fullName: 'Demo Supervisor', phoneNumber: '+8562055501001' },
  operator: { fullName: 'Demo Operator', phoneNumber: '+8562055501002' },
  admin: { fullName: 'Demo Admin', phoneNumber: '+8562055501003' },
};

async function roleIdOf(type: StaffRole): Promise<number> {
  const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type }, select: ['id'] })) as { id: number } | null;
  if (!role) throw new Error(`The ${type} role is missing (the bootstrap creates it)`);
  return role.id;
}

async function createAccount(role: StaffRole, log: Log): Promise<DemoUser> {
  const email = `${role}@lcmdp.local`;
  const password = randomPassword();
  const { fullName, phoneNumber } = DEMO_ACCOUNTS[role];
  const created = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: `demo-${role}`,
      email,
      password,
      fullName,
      phoneNumber,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: await roleIdOf(role),
    })) as { id: number };
  log(`  ${role.padEnd(10)} ${email.padEnd(24)} password: ${password}`);
  return { userId: created.id, role, label: fullName, email, password };
}

async function createAccounts(log: Log): Promise<Staff> {
  log('Demo accounts (these passwords are shown only here; change them after the first sign-in):');
  const staff: Partial<Staff> = {};
  for (const role of STAFF_ROLES) staff[role] = await createAccount(role, log);
  return staff as Staff;
}

// =================================================================================================================
// Demo data: what each item is about
// =================================================================================================================

interface CatalogueRefs {
  /** Code id by `variant:code`. */
  codes: Map<string, number>;
  /** Type id by key. */
  types: Map<string, number>;
  /** Monitored sources by variant. */
  sources: Map<Variant, { id: number; url: string; platform: string }[]>;
}

async function loadCatalogueRefs(): Promise<CatalogueRefs> {
  // Items link the `lo` entries of the catalogues.
  const lo = { locale: DEFAULT_LOCALE };
  const codes = (await strapi.db.query(CODE_UID).findMany({ where: lo, select: ['id', 'variant', 'code'] })) as Row[];
  const types = (await strapi.db.query(TYPE_UID).findMany({ where: lo, select: ['id', 'key'] })) as Row[];
  const sources = (await strapi.db.query(OPTION_UID).findMany({
    where: { kind: 'source', ...lo },
    select: ['id', 'variant', 'url', 'platform'],
  })) as Row[];
  const byVariant = new Map<Variant, { id: number; url: string; platform: string }[]>();
  for (const s of sources) {
    const variants: Variant[] = s.variant === 'both' ? ['international', 'laos'] : [s.variant as Variant];
    for (const v of variants) {
      byVariant.set(v, [
        ...(byVariant.get(v) ?? []),
        { id: Number(s.id), url: String(s.url ?? ''), platform: String(s.platform ?? 'website') },
      ]);
    }
  }
  return {
    codes: new Map(codes.map((c) => [codeKey({ variant: c.variant, code: c.code }), Number(c.id)])),
    types: new Map(types.map((t) => [String(t.key), Number(t.id)])),
    sources: byVariant,
  };
}

type Theme = 'promotion' | 'labelling' | 'health_claims' | 'sponsorship' | 'cross_promotion';

const TYPE_KEYS: Record<Theme, Record<Variant, string>> = {
  promotion: { international: 'int_promotion', laos: 'la_promotion' },
  labelling: { international: 'int_labelling', laos: 'la_labelling' },
  health_claims: { international: 'int_health_claims', laos: 'la_health_claims' },
  sponsorship: { international: 'int_sponsorship', laos: 'la_conflict_of_interest' },
  cross_promotion: { international: 'int_cross_promotion', laos: 'la_cross_promotion' },
};

/** The violation type a code belongs to, from the seed catalogue's group (health claims by name). */
function themeOf(code: string): Theme {
  const seed = VIOLATION_CODES.find((c) => c.code === code);
  if (!seed) return 'promotion';
  if (/claim/i.test(seed.name.en)) return 'health_claims';
  switch (seed.group) {
    case 'labeling_required_text':
    case 'prohibited_text':
      return 'labelling';
    case 'information_health_workers':
    case 'sponsorship_conflict_of_interest':
      return 'sponsorship';
    case 'complementary_foods':
      return 'cross_promotion';
    default:
      return 'promotion';
  }
}

interface Findings {
  codes: string[];
  codeIds: number[];
  typeKeys: string[];
  typeIds: number[];
}

/** The caption's codes that exist in the item's variant, and the types they fall under. */
function findingsFor(caption: DemoCaption, variant: Variant, refs: CatalogueRefs): Findings {
  const codes = caption.codes.filter((c) => refs.codes.has(codeKey({ variant, code: c })));
  const typeKeys = [...new Set(codes.map((c) => TYPE_KEYS[themeOf(c)][variant]))].filter((k) => refs.types.has(k));
  return {
    codes,
    codeIds: codes.map((c) => refs.codes.get(codeKey({ variant, code: c }))!),
    typeKeys,
    typeIds: typeKeys.map((k) => refs.types.get(k)!),
  };
}

/** Words in a caption that name a demo brand family (Latin and Lao spellings). */
const BRAND_WORDS: { prefix: string; words: string[] }[] = [
  { prefix: 'daonoy', words: ['DaoNoy', 'ດາວນ້ອຍ'] },
  { prefix: 'buathong', words: ['BuaThong', 'ບົວທອງ'] },
  { prefix: 'thongna', words: ['ThongNa', 'ທົ່ງນາ'] },
  { prefix: 'sangnoy', words: ['SangNoy', 'ຊ້າງນ້ອຍ'] },
  { prefix: 'phufa', words: ['PhuFa', 'ພູຟ້າ'] },
];

/** The brand a caption talks about; captions that name none get one in turn (`fallback`). */
function brandFor(caption: DemoCaption, fallback: number): SeedBrand {
  const family = BRAND_WORDS.find((b) => b.words.some((w) => caption.text.includes(w)));
  const candidates = family ? DEMO_BRANDS.filter((b) => b.key.startsWith(family.prefix)) : DEMO_BRANDS;
  const junior = /1-3|Kids|ຈູເນຍ|ຄິດສ໌|growing/i.test(caption.text);
  const preferred = candidates.find((b) => junior === b.productTypes.includes('grow_on_formula'));
  return family ? (preferred ?? candidates[0]) : candidates[fallback % candidates.length];
}

interface Product {
  company: string | null;
  brand: string | null;
  brandKey: string | null;
  productType: ProductType | null;
}

function productOf(brand: SeedBrand | null, lang: 'lo' | 'en'): Product {
  if (!brand) return { company: null, brand: null, brandKey: null, productType: null };
  const company = DEMO_COMPANIES.find((c) => c.key === brand.companyKey);
  return {
    company: company ? company.name[lang] : null,
    brand: brand.name[lang],
    brandKey: brand.key,
    productType: brand.productTypes[0],
  };
}

/** Image text uses the Latin brand name, whatever the caption's language. */
const englishBrandName = (key: string | null): string | null => DEMO_BRANDS.find((b) => b.key === key)?.name.en ?? null;

class CaptionDeck {
  private readonly suspected = DEMO_CAPTIONS.filter((c) => c.suspected);
  private readonly fine = DEMO_CAPTIONS.filter((c) => !c.suspected);
  private nextSuspected = 0;
  private nextFine = 0;

  draw(suspected: boolean): DemoCaption {
    if (suspected) return this.suspected[this.nextSuspected++ % this.suspected.length];
    return this.fine[this.nextFine++ % this.fine.length];
  }
}

// =================================================================================================================
// Demo data: review histories
// =================================================================================================================

interface Step {
  level: StaffLevel;
  decision: SupervisorDecision;
  /** The admin acts instead of the supervisor / operator. */
  byAdmin?: boolean;
  note?: string;
}

const S = (decision: SupervisorDecision, extra: Partial<Step> = {}): Step => ({ level: 'supervisor', decision, ...extra });
const O = (decision: SupervisorDecision, extra: Partial<Step> = {}): Step => ({ level: 'operator', decision, ...extra });

const SCENARIOS = {
  untouched: [],
  pending_violation: [S('violation')],
  pending_non_violation: [S('non_violation')],
  to_be_updated: [S('to_be_updated', { note: 'The image is too small to read the label; find a clearer capture.' })],
  sent_back_then_to_be_updated: [
    S('non_violation'),
    O('to_be_updated', { note: 'The caption offers free samples; please look again.' }),
    S('to_be_updated', { note: 'Asked the field team for the full post.' }),
  ],
  violation: [S('violation'), O('violation')],
  violation_by_admin: [S('violation', { byAdmin: true }), O('violation', { byAdmin: true })],
  violation_after_update: [S('to_be_updated', { note: 'Waiting for the product label.' }), S('violation'), O('violation')],
  violation_sent_back: [
    S('violation'),
    O('to_be_updated', { note: 'Please add the labelling codes as well.' }),
    S('violation'),
    O('violation'),
  ],
  non_violation: [S('non_violation'), O('non_violation')],
} satisfies Record<string, Step[]>;

type ScenarioName = keyof typeof SCENARIOS;

interface ItemPlan {
  scenario: ScenarioName;
  /** The caption breaches the code (the AI suspects it); otherwise an unrelated or pro-breastfeeding post. */
  suspected: boolean;
  archived?: boolean;
  origin?: DetectionOrigin;
}

const times = (n: number, plan: ItemPlan): ItemPlan[] => Array.from({ length: n }, () => ({ ...plan }));

/** 36 detections: every review status, both AI verdicts, a few staff checks and a few archived items. */
const DETECTION_PLAN: ItemPlan[] = [
  ...times(5, { scenario: 'untouched', suspected: true }),
  { scenario: 'untouched', suspected: true, origin: 'check' },
  { scenario: 'untouched', suspected: true, archived: true },
  ...times(3, { scenario: 'untouched', suspected: false }),
  ...times(3, { scenario: 'pending_violation', suspected: true }),
  { scenario: 'pending_violation', suspected: true, origin: 'check' },
  ...times(2, { scenario: 'pending_non_violation', suspected: false }),
  ...times(2, { scenario: 'to_be_updated', suspected: true }),
  { scenario: 'sent_back_then_to_be_updated', suspected: true },
  ...times(7, { scenario: 'violation', suspected: true }),
  { scenario: 'violation', suspected: true, origin: 'check' },
  ...times(2, { scenario: 'violation', suspected: true, archived: true }),
  { scenario: 'violation_by_admin', suspected: true },
  { scenario: 'violation_after_update', suspected: true },
  { scenario: 'violation_sent_back', suspected: true },
  ...times(2, { scenario: 'non_violation', suspected: false }),
  { scenario: 'non_violation', suspected: true },
  { scenario: 'non_violation', suspected: false, archived: true },
];

/** 24 reports (a report starts in `reviewing`: the public has no AI verdict). */
const REPORT_PLAN: ItemPlan[] = [
  ...times(5, { scenario: 'untouched', suspected: true }),
  ...times(3, { scenario: 'pending_violation', suspected: true }),
  ...times(2, { scenario: 'pending_non_violation', suspected: false }),
  ...times(2, { scenario: 'to_be_updated', suspected: true }),
  { scenario: 'sent_back_then_to_be_updated', suspected: true },
  ...times(4, { scenario: 'violation', suspected: true }),
  { scenario: 'violation', suspected: true, archived: true },
  { scenario: 'violation_sent_back', suspected: true },
  { scenario: 'violation_by_admin', suspected: true },
  ...times(3, { scenario: 'non_violation', suspected: false }),
  { scenario: 'non_violation', suspected: false, archived: true },
];

interface EventDraft {
  level: 'ai' | 'supervisor' | 'operator' | 'public' | 'staff';
  action: 'created' | 'status' | 'codes' | 'types' | 'archive';
  fromStatus?: string;
  toStatus?: string;
  codes?: string[];
  types?: string[];
  actor?: DemoUser;
  actorLabel?: string;
  note?: string;
  at: Date;
}

/** An item's review fields after its history, and the events that tell that history in order. */
interface Story {
  fields: ReviewPatch & { reviewStatus: ReviewStatus; archived: boolean };
  events: EventDraft[];
  /** Whether a supervisor chose codes (a violation decision at some point). */
  coded: boolean;
}

function actorFor(step: Step, staff: Staff): DemoUser {
  if (step.byAdmin) return staff.admin;
  return step.level === 'supervisor' ? staff.supervisor : staff.operator;
}

/** Every stored state must satisfy the review chain's invariants; a scenario that breaks one is a bug here. */
function assertChainInvariants(f: Story['fields']): void {
  const broken = (why: string) => new Error(`Demo scenario breaks the review chain: ${why} (${JSON.stringify(f)})`);
  if (f.reviewStatus === 'pending_approval' && f.supervisorStatus !== 'violation' && f.supervisorStatus !== 'non_violation') {
    throw broken('pending_approval needs a supervisor verdict');
  }
  if (isFinal(f.reviewStatus)) {
    if (f.supervisorStatus !== f.reviewStatus || f.operatorStatus !== f.reviewStatus) throw broken('final status not approved');
    const signed = f.supervisorBy && f.operatorBy && f.supervisorAt && f.operatorAt && f.approvedAt;
    if (!signed) throw broken('final status without its reviewers');
  }
  if (f.reviewStatus === 'to_be_updated' && f.supervisorStatus !== 'to_be_updated') {
    throw broken('to_be_updated needs the supervisor');
  }
}

/** Plays a scenario through the review chain, starting `start` and ending before `now`. */
function tellStory(
  scenario: ScenarioName,
  start: { status: ReviewStatus; at: Date },
  findings: Findings,
  archived: boolean,
  staff: Staff,
  now: Date,
): Story {
  let state: ReviewState = { reviewStatus: start.status, supervisorStatus: null, operatorStatus: null, archived: false };
  const fields: Story['fields'] = { reviewStatus: start.status, archived: false };
  const events: EventDraft[] = [];
  let at = start.at;
  let coded = false;
  for (const step of SCENARIOS[scenario] as Step[]) {
    at = hoursAfter(at, 2, step.level === 'supervisor' ? 96 : 48, now);
    const actor = actorFor(step, staff);
    if (step.level === 'supervisor' && step.decision === 'violation' && !coded && findings.codes.length) {
      events.push({ level: 'supervisor', action: 'codes', codes: findings.codes, actor, at: new Date(at.getTime() - 120_000) });
      if (findings.typeKeys.length) {
        events.push({
          level: 'supervisor',
          action: 'types',
          types: findings.typeKeys,
          actor,
          at: new Date(at.getTime() - 60_000),
        });
      }
      coded = true;
    }
    const decide = step.level === 'supervisor' ? decideAsSupervisor : decideAsOperator;
    const decision = decide(state, step.decision, actor, at);
    if (!decision.ok) throw new Error(`Demo scenario ${scenario}: ${decision.reason}`);
    if (!decision.changed) continue;
    Object.assign(fields, decision.patch);
    state = { ...state, ...decision.patch, archived: false } as ReviewState;
    events.push({
      level: step.level,
      action: 'status',
      fromStatus: decision.from,
      toStatus: decision.to,
      actor,
      note: step.note,
      at,
    });
  }
  if (archived) {
    at = hoursAfter(at, 24, 24 * 20, now);
    fields.archived = true;
    events.push({ level: 'staff', action: 'archive', fromStatus: 'no_archive', toStatus: 'archived', actor: staff.operator, at });
  }
  assertChainInvariants(fields);
  return { fields, events, coded };
}

// =================================================================================================================
// Demo data: images
// =================================================================================================================

const PALETTE = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b', '#17becf', '#e377c2'];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function colourOf(key: string): string {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

/** A small PNG: the brand's name (Latin letters: the image is rendered with whatever fonts the host has). */
async function demoPng(title: string, subtitle: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
  <rect width="100%" height="100%" fill="${colour}"/>
  <rect x="16" y="16" width="448" height="288" fill="none" stroke="#ffffff" stroke-width="3" rx="12"/>
  <text x="240" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
  <text x="240" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#ffffff" text-anchor="middle">${escapeXml(subtitle)}</text>
  <text x="240" y="280" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" fill="#ffffff" text-anchor="middle">LCMDP demo image (fictional)</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface StoredImages {
  ids: number[];
  hashes: string[];
}

/** Generates and stores an item's images through the upload plugin; answers their ids and SHA-256 digests. */
async function storeDemoImages(
  dir: string,
  name: string,
  title: string,
  subtitles: string[],
  colour: string,
): Promise<StoredImages> {
  const files = [];
  const hashes: string[] = [];
  for (const [i, subtitle] of subtitles.entries()) {
    const png = await demoPng(title, subtitle, colour);
    const filepath = join(dir, `${name}-${i + 1}.png`);
    await writeFile(filepath, png);
    files.push({ filepath, originalFilename: `${name}-${i + 1}.png`, mimetype: 'image/png', size: png.length });
    hashes.push(sha256(png));
  }
  const uploaded = (await strapi.plugin('upload').service('upload').upload({ data: {}, files })) as { id: number }[];
  return { ids: uploaded.map((f) => f.id), hashes };
}

// =================================================================================================================
// Demo data: items
// =================================================================================================================

interface DemoContext {
  staff: Staff;
  refs: CatalogueRefs;
  deck: CaptionDeck;
  dir: string;
  now: Date;
  counts: { events: number; images: number; byStatus: Map<string, number> };
}

interface Subject {
  variant: Variant;
  caption: DemoCaption;
  product: Product;
  findings: Findings;
}

function subjectFor(kind: ItemKind, plan: ItemPlan, index: number, ctx: DemoContext): Subject {
  const variant: Variant = index % 2 === 0 ? 'laos' : 'international';
  const caption = ctx.deck.draw(plan.suspected);
  // Unrelated posts name no brand; a report always names one (the form requires it).
  const brand = plan.suspected || kind === 'report' ? brandFor(caption, index) : null;
  return { variant, caption, product: productOf(brand, caption.lang), findings: findingsFor(caption, variant, ctx.refs) };
}

/** The review fields every item stores, from its story and findings. */
function reviewData(story: Story, findings: Findings): Row {
  const f = story.fields;
  return {
    reviewStatus: f.reviewStatus,
    supervisorStatus: f.supervisorStatus ?? null,
    supervisorBy: f.supervisorBy ?? null,
    supervisorAt: f.supervisorAt ?? null,
    operatorStatus: f.operatorStatus ?? null,
    operatorBy: f.operatorBy ?? null,
    operatorAt: f.operatorAt ?? null,
    approvedAt: f.approvedAt ?? null,
    trackedAt: f.trackedAt ?? null,
    archived: f.archived,
    violationCodes: story.coded ? findings.codeIds : [],
    violationTypes: story.coded ? findings.typeIds : [],
    violationCount: story.coded ? findings.codeIds.length : 0,
  };
}

async function writeEvents(
  kind: ItemKind,
  documentId: string,
  variant: Variant,
  events: EventDraft[],
  ctx: DemoContext,
): Promise<void> {
  for (const e of events) {
    await documents(REVIEW_EVENT_UID).create({
      data: {
        itemKind: kind,
        itemId: documentId,
        variant,
        level: e.level,
        action: e.action,
        fromStatus: e.fromStatus ?? null,
        toStatus: e.toStatus ?? null,
        codes: e.codes ?? null,
        types: e.types ?? null,
        actor: e.actor?.userId ?? null,
        actorLabel: e.actorLabel ?? e.actor?.label ?? null,
        note: e.note ?? null,
        at: e.at.toISOString(),
      },
    });
    ctx.counts.events += 1;
  }
}

/** Strapi stamps createdAt with the time of the seed run; the demo dates it back to the item's story. */
async function backdate(kind: ItemKind, documentId: string, createdAt: Date): Promise<void> {
  await strapi.db.query(ITEM_UID[kind]).update({ where: { documentId }, data: { createdAt } });
}

function tally(ctx: DemoContext, kind: ItemKind, story: Story): void {
  const key = `${kind}:${story.fields.reviewStatus}${story.fields.archived ? ' (archived)' : ''}`;
  ctx.counts.byStatus.set(key, (ctx.counts.byStatus.get(key) ?? 0) + 1);
}

function aiVerdict(subject: Subject) {
  const { caption, findings } = subject;
  const score = caption.suspected ? between(0.72, 0.98) : between(0.04, 0.3);
  return {
    aiStatus: caption.suspected ? 'suspected_violation' : 'non_violation',
    aiScore: Math.round(score * 100) / 100,
    aiFindings: findings.codes.map((code) => ({
      rule: code,
      where: 'caption',
      excerpt: caption.text.slice(0, 120),
      codes: [code],
    })),
  };
}

async function createDetection(plan: ItemPlan, index: number, ctx: DemoContext): Promise<void> {
  const subject = subjectFor('detection', plan, index, ctx);
  const { variant, caption, product, findings } = subject;
  const sources = ctx.refs.sources.get(variant) ?? [];
  const source = sources.length ? sources[index % sources.length] : null;
  const n = index + 1;
  const crawledAt = daysBefore(ctx.now, 10, 365);
  const postedAt = new Date(crawledAt.getTime() - between(1, 72) * HOUR);
  // A post next to the source's feed or page: `…/daonoy/` and `…/mekong-nutrition/feed.xml` give `…/posts/1001`.
  const pageUrl = new URL(`posts/${1000 + n}`, source?.url || 'https://example.org/demo/').href;
  const images = await storeDemoImages(
    ctx.dir,
    `demo-detection-${n}`,
    englishBrandName(product.brandKey) ?? 'Demo post',
    plan.suspected ? [`Post ${n}`, `Post ${n}: detail`].slice(0, 1 + (n % 2)) : [`Post ${n}`],
    colourOf(product.brandKey ?? `post-${n}`),
  );
  ctx.counts.images += images.ids.length;
  const ai = aiVerdict(subject);
  const status = initialStatus('detection', caption.suspected);
  const createdAt = new Date(crawledAt.getTime() + between(1, 30) * 60_000);
  const story = tellStory(plan.scenario, { status, at: createdAt }, findings, Boolean(plan.archived), ctx.staff, ctx.now);
  const created = (await documents(ITEM_UID.detection).create({
    data: {
      origin: plan.origin ?? 'crawler',
      platform: source?.platform ?? 'website',
      pageUrl,
      caption: caption.text,
      images: images.ids,
      evidenceHashes: Object.fromEntries(images.hashes.map((h, i) => [`image:${i}`, h])),
      crawledAt: crawledAt.toISOString(),
      postedAt: postedAt.toISOString(),
      contentHash: findingHash({ variant, pageUrl, caption: caption.text, imageHashes: images.hashes }),
      source: source?.id ?? null,
      variant,
      ...ai,
      company: product.company,
      brand: product.brand,
      productType: product.productType,
      ...reviewData(story, findings),
    },
  })) as unknown as { documentId: string };
  const events: EventDraft[] = [
    {
      level: 'ai',
      action: 'created',
      toStatus: status,
      actorLabel: plan.origin === 'check' ? 'LCMDP detector (staff check)' : 'LCMDP detector',
      note: `AI score ${ai.aiScore.toFixed(2)}; ${ai.aiFindings.length} finding(s)`,
      at: createdAt,
    },
    ...story.events,
  ];
  await writeEvents('detection', created.documentId, variant, events, ctx);
  await backdate('detection', created.documentId, createdAt);
  tally(ctx, 'detection', story);
}

const ACTIVITIES: Record<ReportCategory, string[]> = {
  promotion_to_public: ["A sponsored post in a parents' group on Facebook", 'A banner next to the market entrance'],
  promotion_at_point_of_sale: ['A discount shelf at the entrance of a mini-mart', 'A buy-one-get-one offer at a pharmacy'],
  inappropriate_labeling: ['A tin on sale with an English-only label', 'A cereal box showing a smiling baby'],
  health_settings_workers: [
    "Company leaflets at the district hospital's maternity ward",
    'A sales representative visiting the health centre',
  ],
};

const ORGANISATIONS = ['Village health volunteers (demo)', 'Provincial health office (demo)', "Mothers' support group (demo)"];

function reportDetails(category: ReportCategory): string[] {
  const options = CATEGORY_DETAILS[category];
  const first = intBetween(0, options.length - 1);
  return [...new Set([options[first], options[(first + 3) % options.length]])].slice(0, 1 + (first % 2));
}

function reportFields(subject: Subject, index: number, observedOn: Date): Row {
  // Variants alternate with the index; categories and reporters follow other cycles so both variants get all kinds.
  const category = REPORT_CATEGORIES[Math.floor(index / 2) % REPORT_CATEGORIES.length];
  const n = index + 1;
  const online = category === 'promotion_to_public';
  return {
    observedOn: observedOn.toISOString().slice(0, 10),
    province: pick(PROVINCES),
    category,
    details: reportDetails(category),
    activity: pick(ACTIVITIES[category]),
    url: online ? `https://example.org/reported/${n}` : null,
    suspectedText: subject.caption.text,
    suspectedLink: online ? `https://example.org/reported/${n}#post` : null,
    description: `Demo report ${n}: ${subject.product.brand ?? 'a product'} seen ${online ? 'online' : 'in person'}.`,
    additionalInfo: n % 3 === 0 ? 'Photos taken by the reporter on the same day.' : null,
    reporter:
      n % 4 < 2
        ? {
            fullName: `Demo Reporter ${n}`,
            email: `reporter${n}@example.org`,
            organisation: ORGANISATIONS[n % ORGANISATIONS.length],
          }
        : null,
    submittedFromIpHash: sha256(`demo-report-${n}`).slice(0, 32),
  };
}

async function createReport(plan: ItemPlan, index: number, ctx: DemoContext): Promise<void> {
  const subject = subjectFor('report', plan, index, ctx);
  const { variant, product, findings } = subject;
  const n = index + 1;
  const observedOn = daysBefore(ctx.now, 12, 365);
  const createdAt = hoursAfter(observedOn, 2, 72, ctx.now);
  const title = englishBrandName(product.brandKey) ?? 'Reported product';
  const images = await storeDemoImages(
    ctx.dir,
    `demo-report-${n}`,
    title,
    [`Report ${n}`],
    colourOf(product.brandKey ?? `report-${n}`),
  );
  ctx.counts.images += images.ids.length;
  const status = initialStatus('report');
  const story = tellStory(plan.scenario, { status, at: createdAt }, findings, Boolean(plan.archived), ctx.staff, ctx.now);
  const created = (await documents(ITEM_UID.report).create({
    data: {
      ...reportFields(subject, index, observedOn),
      images: images.ids,
      variant,
      company: product.company,
      brand: product.brand,
      productType: product.productType,
      ...reviewData(story, findings),
    },
  })) as unknown as { documentId: string };
  const events: EventDraft[] = [
    { level: 'public', action: 'created', toStatus: status, actorLabel: 'public report', at: createdAt },
    ...story.events,
  ];
  await writeEvents('report', created.documentId, variant, events, ctx);
  await backdate('report', created.documentId, createdAt);
  tally(ctx, 'report', story);
}

// =================================================================================================================
// Demo data: entry point
// =================================================================================================================

export interface DemoSummary {
  accounts: number;
  /** The demo accounts' sign-ins (for test stacks; `npm run seed` only prints them). */
  credentials: Record<StaffRole, { email: string; password: string }>;
  detections: number;
  reports: number;
  events: number;
  images: number;
  /** Enforcement cases opened and walked to different stages. */
  cases: number;
}

function logStatuses(log: Log, byStatus: Map<string, number>): void {
  const order = (key: string) => {
    const [kind, rest] = key.split(':');
    const status = rest.replace(' (archived)', '') as ReviewStatus;
    return `${kind}:${REVIEW_STATUSES.indexOf(status)}:${rest.includes('archived') ? 1 : 0}`;
  };
  for (const key of [...byStatus.keys()].sort((a, b) => order(a).localeCompare(order(b)))) {
    log(`  ${key.padEnd(40)} ${byStatus.get(key)}`);
  }
}

/**
 * Fills an empty database with demo accounts and items. Does nothing (and says so) when the database already
 * holds a detection, a report or an account. Everything is written in one transaction.
 */
export async function seedDemo(log: Log): Promise<DemoSummary | null> {
  if (!(await databaseIsEmpty())) {
    log('demo data skipped: the database already has data');
    return null;
  }
  const dir = await mkdtemp(join(tmpdir(), 'lcmdp-demo-'));
  try {
    // The demo writes the review chain's fields and events directly, as the chain would have.
    const summary = await throughReviewChain(() =>
      strapi.db.transaction(async () => {
        const ctx: DemoContext = {
          staff: await createAccounts(log),
          refs: await loadCatalogueRefs(),
          deck: new CaptionDeck(),
          dir,
          now: new Date(),
          counts: { events: 0, images: 0, byStatus: new Map() },
        };
        for (const [i, plan] of DETECTION_PLAN.entries()) await createDetection(plan, i, ctx);
        for (const [i, plan] of REPORT_PLAN.entries()) await createReport(plan, i, ctx);
        // Cases go through the case service, which checks each step and appends it to the history chain.
        const cases = await seedDemoCases({ operator: ctx.staff.operator, admin: ctx.staff.admin }, ctx.now);
        return {
          ctx,
          summary: {
            accounts: STAFF_ROLES.length,
            credentials: Object.fromEntries(
              STAFF_ROLES.map((role) => [role, { email: ctx.staff[role].email, password: ctx.staff[role].password }]),
            ) as DemoSummary['credentials'],
            detections: DETECTION_PLAN.length,
            reports: REPORT_PLAN.length,
            events: ctx.counts.events,
            images: ctx.counts.images,
            cases: cases.cases,
          },
        };
      }),
    );
    // The demo's review events and case steps are linked into the history chain before the seed reports.
    await sealHistory();
    const s = summary.summary;
    log(
      `Demo data: ${s.detections} detections, ${s.reports} reports, ${s.events} review events, ${s.images} images, ${s.cases} enforcement cases.`,
    );
    logStatuses(log, summary.ctx.counts.byStatus);
    return s;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
