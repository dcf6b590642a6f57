/** A staff page check's answer read as the finding a crawler would have posted (domain/page-check.ts). */
import { pageCheckAnswerSchema, pageCheckFinding, platformOf } from '../../src/domain/page-check';

const answer = (over: Record<string, unknown> = {}) =>
  pageCheckAnswerSchema.parse({
    suspected: true,
    score: 0.91,
    model_version: 'lr2-test',
    page_text: '  ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20%  ',
    matches: [
      { rule: 'promotion.discount', term: 'ຫຼຸດລາຄາ', where: 'page', excerpt: 'ຫຼຸດລາຄາ 20%', codes: ['LA-PP-01'] },
      { rule: 'ocr.brand', where: 'image', codes: ['LA-LB-02'] },
    ],
    evidence: {
      final_url: 'https://m.facebook.com/shop/posts/9',
      screenshot_sha256: 'f'.repeat(64),
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

  it('reads an answer without matches as one without findings', () => {
    const finding = pageCheckFinding('international', { url: 'https://example.org/a' }, answer({ matches: undefined }));
    expect(finding.aiFindings).toEqual([]);
  });

  it('refuses an answer without its evidence', () => {
    expect(pageCheckAnswerSchema.safeParse({ suspected: false, score: 0.1 }).success).toBe(false);
  });
});
