/** A staff page check's answer read as the finding a crawler would have posted (domain/page-check.ts). */
import { checkAnswerSchema, pageCheckAnswerSchema } from '@lcmdp/contract';
import { HttpFailure } from '../../src/http/failure';
import { readAnswer } from '../../src/services/detector-client';
import { pageCheckFinding, platformOf } from '../../src/domain/page-check';

const match = (rule: string, where: string, group: string, codes: string[], term = '', excerpt = '') => ({
  rule,
  term,
  found: term,
  group,
  where,
  excerpt,
  codes,
});

const answer = (over: Record<string, unknown> = {}) =>
  pageCheckAnswerSchema.parse({
    status: 'suspected_violation',
    suspected: true,
    score: 0.91,
    groups: ['promotion_to_public', 'labeling_required_text'],
    product: 'infant_formula',
    codes: ['LA-PP-01', 'LA-LB-02'],
    model_version: 'lr2-test',
    page_text: '  ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20%  ',
    matches: [
      match('promotion.discount', 'page', 'promotion_to_public', ['LA-PP-01'], 'ຫຼຸດລາຄາ', 'ຫຼຸດລາຄາ 20%'),
      match('ocr.brand', 'image', 'labeling_required_text', ['LA-LB-02']),
    ],
    evidence: {
      url: 'https://facebook.com/shop/posts/9',
      final_url: 'https://m.facebook.com/shop/posts/9',
      screenshot_sha256: 'f'.repeat(64),
      html_sha256: 'a'.repeat(64),
      screenshot_bytes: 100,
      html_bytes: 10,
      http_status: 200,
      captured_at: '2026-11-20T03:04:05.000Z',
      stored: true,
    },
    ...over,
  });

describe('platformOf', () => {
  it.each([
    ['https://www.facebook.com/shop/posts/1', 'facebook'],
    ['https://m.facebook.com/story.php?id=1', 'facebook'],
    ['https://fb.watch/abc', 'facebook'],
    ['https://www.tiktok.com/@shop/video/1', 'tiktok'],
    ['https://youtu.be/xyz', 'youtube'],
    ['https://music.youtube.com/watch?v=1', 'youtube'],
    ['https://www.instagram.com/p/1', 'instagram'],
    ['https://notfacebook.com/page', 'website'],
    ['https://facebook.com.evil.example/page', 'website'],
    ['not a url', 'website'],
  ])('%s is %s', (url, platform) => {
    expect(platformOf(url)).toBe(platform);
  });
});

describe('pageCheckFinding', () => {
  it('is a finding of origin check on the final page, with the matches where a detection says them', () => {
    const finding = pageCheckFinding('laos', { url: 'https://facebook.com/shop/posts/9', desc: ' ໂພສຂາຍນົມ ' }, answer());
    expect(finding).toMatchObject({
      variant: 'laos',
      origin: 'check',
      platform: 'facebook',
      pageUrl: 'https://m.facebook.com/shop/posts/9',
      caption: 'ໂພສຂາຍນົມ',
      crawledAt: '2026-11-20T03:04:05.000Z',
      aiScore: 0.91,
      aiSuspected: true,
      modelVersion: 'lr2-test',
    });
    expect(finding.aiFindings?.map((f) => [f.rule, f.where, f.codes])).toEqual([
      ['promotion.discount', 'page_text', ['LA-PP-01']],
      ['ocr.brand', 'image_ocr', ['LA-LB-02']],
    ]);
  });

  it('takes the start of the page text as caption when staff wrote nothing, bounded', () => {
    expect(pageCheckFinding('international', { url: 'https://example.org/a' }, answer()).caption).toBe(
      'ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20%',
    );
    const long = pageCheckFinding('international', { url: 'https://example.org/a' }, answer({ page_text: 'x'.repeat(5000) }));
    expect(long.caption).toHaveLength(2000);
  });

  it("keeps the page pictures' perceptual hashes, so the same ad is recognised later (none when the detector sent none)", () => {
    const base = answer().evidence;
    const pictured = answer({ evidence: { ...base, image_phashes: ['0f0f0f0f0f0f0f0f', '00ff00ff00ff00ff'] } });
    expect(pageCheckFinding('laos', { url: base.url }, pictured).imagePhashes).toEqual(['0f0f0f0f0f0f0f0f', '00ff00ff00ff00ff']);
    expect(pageCheckFinding('laos', { url: base.url }, answer()).imagePhashes).toEqual([]);
    expect(pageCheckAnswerSchema.safeParse({ ...answer(), evidence: { ...base, image_phashes: ['xyz'] } }).success).toBe(false);
  });

  it('reads an answer without matches as one without findings', () => {
    const finding = pageCheckFinding('international', { url: 'https://example.org/a' }, answer({ matches: [] }));
    expect(finding.aiFindings).toEqual([]);
  });

  it('refuses an answer without its evidence', () => {
    expect(pageCheckAnswerSchema.safeParse({ suspected: false, score: 0.1 }).success).toBe(false);
  });
});

describe("reading the detector's answer", () => {
  it('reads an answer of the contract, and an image check needs no evidence', () => {
    const { evidence: _evidence, page_text: _page, ...imageAnswer } = answer();
    expect(readAnswer(checkAnswerSchema, imageAnswer)).toEqual(imageAnswer);
    expect(checkAnswerSchema.safeParse(imageAnswer).success).toBe(true);
    expect(pageCheckAnswerSchema.safeParse(imageAnswer).success).toBe(false);
  });

  it('answers 502 naming the field when the answer does not fit the contract', () => {
    const wrong = { ...answer(), groups: ['promotion_public'] };
    let failure: unknown;
    try {
      readAnswer(checkAnswerSchema, wrong);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(HttpFailure);
    expect((failure as HttpFailure).status).toBe(502);
    expect((failure as HttpFailure).message).toMatch(/^The detector's answer could not be read \(groups\.0: /);
    expect(() => readAnswer(checkAnswerSchema, null)).toThrow(/could not be read/);
  });
});
