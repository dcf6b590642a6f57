/** Wire payloads for the items feature's component tests (shaped like the CMS's public answers). */
import type { Page, WireDetection, WireReport, WireReviewEvent, WireViolationCode, WireViolationType } from '@lcmdp/contract';

export const CODE_LD5: WireViolationCode = {
  _id: 'codeld5aaaaaaaaaaaaaaaaa',
  code: 'LD-5',
  variant: 'laos',
  group: 'promotion_to_public',
  names: [
    { locale: 'lo', name: 'ຫ້າມໂຄສະນາອາຫານທົດແທນນົມແມ່ຕໍ່ສາທາລະນະ' },
    { locale: 'en', name: 'No advertising of breast-milk substitutes to the public' },
  ],
  legal_reference: 'Decree 472/PM, Article 5',
  legal_reference_lo: 'ດຳລັດ ເລກທີ 472/ນຍ, ມາດຕາ 5',
  reference_confirmed: true,
};

export const CODE_LD9: WireViolationCode = {
  _id: 'codeld9aaaaaaaaaaaaaaaaa',
  code: 'LD-9',
  variant: 'laos',
  group: 'prohibited_text',
  names: [{ locale: 'lo', name: 'ຫ້າມອ້າງຄຸນປະໂຫຍດດ້ານສຸຂະພາບ' }],
  legal_reference: 'Decree 472/PM, Article 9',
  legal_reference_lo: null,
  reference_confirmed: false,
};

export const TYPE_ADVERT: WireViolationType = {
  _id: 'typeadvertaaaaaaaaaaaaaa',
  key: 'advertising',
  variant: 'laos',
  color: '#a8071a',
  violations: [
    { locale: 'lo', name: 'ການໂຄສະນາ', color: '#a8071a' },
    { locale: 'en', name: 'Advertising', color: '#a8071a' },
  ],
};

export function detection(overrides: Partial<WireDetection> = {}): WireDetection {
  return {
    _id: 'det1aaaaaaaaaaaaaaaaaaaa',
    kind: 'detection',
    variant: 'laos',
    route: 'violation-laos',
    status: 'violation',
    lcmdp_status: 'suspected_violation',
    supervisor_status: 'violation',
    supervisor_at: '2025-03-02T09:00:00.000Z',
    operator_status: 'violation',
    operator_at: '2025-03-03T09:00:00.000Z',
    approved_at: '2025-03-03T09:00:00.000Z',
    violation: 2,
    violation_codes: [CODE_LD5, CODE_LD9],
    violation_types: [TYPE_ADVERT],
    tracking_date: '2025-03-04T09:00:00.000Z',
    company: 'Acme Nutrition',
    brand: 'BabyGold',
    product_type: 'infant_formula',
    images: [{ url: '/uploads/babygold_1.jpg', name: 'babygold_1.jpg', width: 800, height: 600, mime: 'image/jpeg' }],
    created_at: '2025-03-01T08:00:00.000Z',
    origin: 'crawler',
    platform: 'facebook',
    link: 'https://www.facebook.com/babygold/posts/1',
    caption: 'BabyGold: better than breast milk!',
    crawl_date: '2025-03-01T08:00:00.000Z',
    public_date: '2025-02-27T08:00:00.000Z',
    evidence: { screenshot: null },
    ...overrides,
  };
}

export function report(overrides: Partial<WireReport> = {}): WireReport {
  return {
    _id: 'rep1aaaaaaaaaaaaaaaaaaaa',
    kind: 'report',
    variant: 'laos',
    route: 'verified-laos',
    status: 'violation',
    lcmdp_status: null,
    supervisor_status: 'violation',
    supervisor_at: '2025-04-02T09:00:00.000Z',
    operator_status: 'violation',
    operator_at: '2025-04-03T09:00:00.000Z',
    approved_at: '2025-04-03T09:00:00.000Z',
    violation: 1,
    violation_codes: [CODE_LD5],
    violation_types: [TYPE_ADVERT],
    tracking_date: null,
    company: 'Milky Co',
    brand: 'MilkStar',
    product_type: 'follow_on_formula',
    images: [],
    created_at: '2025-04-01T08:00:00.000Z',
    observed_on: '2025-03-31',
    province: 'luang_prabang',
    place: 'points_of_sale',
    category: 'promotion_at_point_of_sale',
    details: ['price_reduction', 'buy1get1'],
    activity: 'Discount stand next to the cashier',
    url: null,
    suspected_text: null,
    suspected_link: null,
    description: 'Seen on Saturday morning.',
    additional_info: null,
    ...overrides,
  };
}

export function page<T>(data: T[], { page = 1, pageSize = 20, total = data.length } = {}): Page<T> {
  return { data, meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } } };
}

export function event(overrides: Partial<WireReviewEvent> & Pick<WireReviewEvent, 'level' | 'action'>): WireReviewEvent {
  return {
    _id: `ev-${overrides.level}-${overrides.action}`,
    from_status: null,
    to_status: null,
    codes: null,
    types: null,
    at: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Strapi's error body, as the CMS sends it. */
export function errorBody(status: number, message: string) {
  return { data: null, error: { status, name: status === 404 ? 'NotFoundError' : 'ApplicationError', message, details: {} } };
}

/** antd's breakpoints ask matchMedia; this makes every min-width query match (a desktop screen). */
export function withDesktopScreen() {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('min-width'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
