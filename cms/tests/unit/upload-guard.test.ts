import { judgeDimensions, judgeFile, sniffType } from '../../src/domain/upload-guard';
import { findingHash } from '../../src/domain/content-hash';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]);
const pdf = Buffer.from('%PDF-1.7\n');
const html = Buffer.from('<html><script>alert(1)</script></html>');

describe('upload guard', () => {
  it('recognises images and PDFs by their first bytes', () => {
    expect(sniffType(png)).toBe('image/png');
    expect(sniffType(jpeg)).toBe('image/jpeg');
    expect(sniffType(webp)).toBe('image/webp');
    expect(sniffType(pdf)).toBe('application/pdf');
    expect(sniffType(html)).toBeNull();
  });

  it('accepts images as images and PDFs as PDFs only', () => {
    expect(judgeFile('image', png, 100)).toEqual({ ok: true, type: 'image/png', extension: '.png' });
    expect(judgeFile('pdf', pdf, 100)).toEqual({ ok: true, type: 'application/pdf', extension: '.pdf' });
    expect(judgeFile('image', pdf, 100)).toMatchObject({ ok: false, status: 400 });
    expect(judgeFile('pdf', png, 100)).toMatchObject({ ok: false, status: 400 });
    expect(judgeFile('image', html, 100)).toMatchObject({
      ok: false,
      status: 400,
      message: 'Only a JPEG, PNG or WebP image is accepted',
    });
  });

  it('refuses files over the size limit with 413 and empty files with 400', () => {
    expect(judgeFile('image', png, 10 * 1024 * 1024 + 1)).toMatchObject({ ok: false, status: 413 });
    expect(judgeFile('pdf', pdf, 20 * 1024 * 1024)).toMatchObject({ ok: true });
    expect(judgeFile('pdf', pdf, 20 * 1024 * 1024 + 1)).toMatchObject({ ok: false, status: 413 });
    expect(judgeFile('image', png, 0)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('finding hash', () => {
  const base = {
    variant: 'laos',
    pageUrl: 'https://example.org/a',
    caption: 'ນົມ  ແມ່',
    imageHashes: ['b'.repeat(64), 'a'.repeat(64)],
  };
  it('is the same for the same finding whatever the image order and spacing', () => {
    expect(findingHash(base)).toBe(findingHash({ ...base, caption: ' ນົມ ແມ່ ', imageHashes: ['a'.repeat(64), 'b'.repeat(64)] }));
  });
  it('differs when the variant, page, caption or images differ', () => {
    const h = findingHash(base);
    expect(findingHash({ ...base, variant: 'international' })).not.toBe(h);
    expect(findingHash({ ...base, pageUrl: 'https://example.org/b' })).not.toBe(h);
    expect(findingHash({ ...base, caption: 'other' })).not.toBe(h);
    expect(findingHash({ ...base, imageHashes: ['a'.repeat(64)] })).not.toBe(h);
  });
});

describe('image dimensions', () => {
  it('refuses absurd dimensions with 413 (16384 px a side, 64 megapixels) and unreadable images with 400', () => {
    expect(judgeDimensions({ width: 4000, height: 3000 })).toEqual({ ok: true });
    expect(judgeDimensions({ width: 16384, height: 3000 })).toEqual({ ok: true });
    expect(judgeDimensions({ width: 16385, height: 10 })).toMatchObject({ ok: false, status: 413 });
    expect(judgeDimensions({ width: 10, height: 20000 })).toMatchObject({ ok: false, status: 413 });
    expect(judgeDimensions({ width: 9000, height: 9000 })).toMatchObject({ ok: false, status: 413 });
    expect(judgeDimensions({ width: 30000, height: 30000 })).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringMatching(/30000×30000/),
    });
    expect(judgeDimensions({})).toMatchObject({ ok: false, status: 400 });
  });
});
