/** Takedown verification's judgement of a re-captured page (domain/takedown.ts). */
import sharp from 'sharp';
import phash from 'sharp-phash';
import { recaptureOutcome, scheduledRecaptureDue, showsSamePicture, showsSameText } from '../../src/domain/takedown';

const AD = 'ນົມຜົງ ສູດ 1 ຫຼຸດລາຄາ 20% ມື້ນີ້ເທົ່ານັ້ນ! Free gift for newborns';
const PICTURE = 'a'.repeat(64);

it('recognises the ad text on a page that still carries it, around other text and in other spacing', () => {
  expect(showsSameText(AD, `Shop home · ${AD.replace(/ /g, '  ')} · Contact us`)).toBe(true);
  expect(showsSameText(AD, 'Shop home · New arrivals: rice, fish sauce · Contact us')).toBe(false);
  // Half the ad is not the ad.
  expect(showsSameText(AD, AD.slice(0, AD.length / 2))).toBe(false);
  // Too short a text to recognise an ad by.
  expect(showsSameText('Sale!', 'Sale! Sale!')).toBe(false);
});

it('says still there, changed or gone', () => {
  const ad = { text: AD, imageSha256s: [PICTURE] };
  expect(recaptureOutcome({ reachable: false }, ad)).toBe('gone');
  expect(recaptureOutcome({ reachable: true, pageText: AD, imageSha256s: [] }, ad)).toBe('still_there');
  expect(recaptureOutcome({ reachable: true, pageText: 'Out of stock', imageSha256s: [PICTURE] }, ad)).toBe('still_there');
  expect(recaptureOutcome({ reachable: true, pageText: 'Out of stock', imageSha256s: ['b'.repeat(64)] }, ad)).toBe('changed');
});

/** A poster-like ad picture drawn with sharp (SVG), so the test hashes real pictures with the detector's sharp-phash. */
async function picture(shapes: string, width = 640, height = 480, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">${shapes}</svg>`;
  const image = sharp(Buffer.from(svg)).resize(width, height);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 55 }).toBuffer();
}
const hashOf = async (image: Buffer) => {
  const bits = await phash(image);
  let hex = '';
  for (let i = 0; i < 64; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
};
const FORMULA_AD =
  '<rect width="640" height="480" fill="#fde9b8"/><circle cx="170" cy="240" r="120" fill="#1d5fa8"/>' +
  '<rect x="360" y="80" width="200" height="320" rx="24" fill="#e8452c"/><rect x="390" y="120" width="140" height="60" fill="#ffffff"/>';
const OTHER_PICTURE =
  '<rect width="640" height="480" fill="#20302a"/><rect x="40" y="40" width="260" height="160" fill="#f3f3f3"/>' +
  '<circle cx="480" cy="340" r="110" fill="#9bd46a"/><rect x="60" y="300" width="300" height="120" fill="#6a4bd4"/>';

it('counts the ad picture re-encoded or resized as still there, and a different picture as not', async () => {
  const original = await picture(FORMULA_AD);
  const ad = { text: null, imageSha256s: ['c'.repeat(64)], imagePhashes: [await hashOf(original)] };
  const page = async (image: Buffer) => ({
    reachable: true as const,
    pageText: 'Shop home · Contact us',
    imageSha256s: ['d'.repeat(64)],
    imagePhashes: [await hashOf(image)],
  });

  const reencoded = await picture(FORMULA_AD, 640, 480, 'jpeg');
  const resized = await picture(FORMULA_AD, 320, 240, 'jpeg');
  expect(reencoded.equals(original)).toBe(false);
  expect(recaptureOutcome(await page(reencoded), ad)).toBe('still_there');
  expect(recaptureOutcome(await page(resized), ad)).toBe('still_there');
  expect(showsSamePicture(await page(resized), ad)).toBe(true);

  const other = await picture(OTHER_PICTURE);
  expect(showsSamePicture(await page(other), ad)).toBe(false);
  expect(recaptureOutcome(await page(other), ad)).toBe('changed');
  // A page without pictures, or an ad whose pictures were never hashed, is judged by its text alone.
  expect(recaptureOutcome({ reachable: true, pageText: 'Shop', imageSha256s: [] }, ad)).toBe('changed');
  expect(showsSamePicture(await page(reencoded), { imageSha256s: [] })).toBe(false);
});

it('schedules a re-capture while a removal is ordered and not verified, unless one was taken in the last 20 hours', () => {
  const now = new Date('2026-11-27T03:00:00Z');
  const ordered = { stage: 'decided' as const, measures: ['fine' as const, 'removal_order' as const] };
  expect(scheduledRecaptureDue(ordered, null, now)).toBe(true);
  expect(scheduledRecaptureDue(ordered, '2026-11-26T07:00:00Z', now)).toBe(true); // 20 hours ago
  expect(scheduledRecaptureDue(ordered, '2026-11-26T07:00:01Z', now)).toBe(false);
  expect(scheduledRecaptureDue(ordered, '2026-11-27T02:00:00Z', now)).toBe(false);
  // No removal ordered, verified already, or not decided yet: nothing to watch.
  expect(scheduledRecaptureDue({ stage: 'decided', measures: ['fine'] }, null, now)).toBe(false);
  expect(scheduledRecaptureDue({ stage: 'removal_verified', measures: ['removal_order'] }, null, now)).toBe(false);
  expect(scheduledRecaptureDue({ stage: 'response_recorded', measures: [] }, null, now)).toBe(false);
  expect(scheduledRecaptureDue({ stage: 'closed', measures: ['removal_order'] }, null, now)).toBe(false);
});
