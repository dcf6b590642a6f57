/** Takedown verification's judgement of a re-captured page (domain/takedown.ts). */
import { recaptureOutcome, showsSameText } from '../../src/domain/takedown';

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
