import { findEvidence, hits } from '../src/understand/evidence';
import { asksForHelpReadingALabel, foreignLanguageLabels, missingExpiryDates } from '../src/understand/label-mentions';
import { understandText } from '../src/understand/verdict';

const said = (text: string) => foreignLanguageLabels(text.toLowerCase()).map((m) => text.slice(m.start, m.end));
const missing = (text: string) => missingExpiryDates(text.toLowerCase()).map((m) => text.slice(m.start, m.end));

describe('a label said to be in another language than Lao (POLICY §4)', () => {
  it.each([
    ['Zenobi 2 (6-12m) label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ 800g', 'label ພາສາອັງກິດ+ຈີນ'],
    ['NUK teats & bottles, label English/German only', 'label English/German'],
    ['ນົມສູດ 1 ສະຫຼາກເປັນພາສາໄທ 198,000 ກີບ', 'ສະຫຼາກເປັນພາສາໄທ'],
    ['Imported tins, English/Chinese label, 330,000 kip', 'English/Chinese label'],
    ['ຂວດນົມ ກ່ອງພາສາຍີ່ປຸ່ນ', 'ກ່ອງພາສາຍີ່ປຸ່ນ'],
    ['Feeding bottles 240ml, box only Korean language, 95k/pc', 'box only Korean'],
    ['Label is all Japanese but I will translate', 'Label is all Japanese'],
    ['ກ່ອງ ແລະ ຄູ່ມື ເປັນພາສາອັງກິດທັງໝົດ', 'ກ່ອງ ແລະ ຄູ່ມື ເປັນພາສາອັງກິດ'],
    ['FirstBite baby cereal, Thai-language box only', 'Thai-language box'],
    ['GoldKid 2 800g 338,000 LAK. Label language: Thai / English', 'Label language: Thai / English'],
    // Lao named as missing is no Lao label.
    ['Pre-order BabyStar 1 900g = 330k Label ພາສາຫວຽດ ບໍ່ມີລາວ', 'Label ພາສາຫວຽດ'],
    ['Feeding bottles, label Korean, no Lao', 'label Korean'],
  ])('finds it in "%s"', (text, mention) => {
    expect(said(text)).toEqual([mention]);
  });

  it.each([
    'Zenobi 2 Lao/English label 800g',
    'ສະຫຼາກພາສາລາວ ແລະ ອັງກິດ ຄົບ',
    'English + Lao label on every tin',
    'Label: see the back of the tin',
    'ນຳເຂົ້າຈາກໄທ ກ່ອງລະ 50,000 ກີບ',
  ])('finds nothing in "%s" (a Lao label, or no language said)', (text) => {
    expect(said(text)).toEqual([]);
  });

  it('joins the lexicon\'s "label not in Lao" cue, once per stretch', () => {
    const evidence = findEvidence('Zenobi 2 label ພາສາອັງກິດ+ຈີນ ຢ່າງດຽວ, Thai label too', 'caption');
    expect(hits(evidence, 'label.not_lao').map((h) => h.found)).toEqual(
      expect.arrayContaining(['label ພາສາອັງກິດ+ຈີນ', 'Thai label']),
    );
    expect(hits(evidence, 'label.not_lao')).toHaveLength(2);
  });

  it.each([
    ['Kidvia 2 at 50% off, expiry date print rubbed off but milk fine', 'expiry date print rubbed off'],
    ['ນົມ stage 1 ກະປ໋ອງ ສະຫຼາກຫຼຸດ EXP ບໍ່ເຫັນ', 'EXP ບໍ່ເຫັນ'],
    ['ນົມຫິ້ວຈາກຈີນ stage 1 ກ່ອງບໍ່ມີ EXP date', 'ບໍ່ມີ EXP date'],
    ['a batch arrived without the expiry date stamped on the base', 'without the expiry date'],
    ['Note: expiry stickers missing on this batch', 'expiry stickers missing'],
  ])('finds a missing expiry date in "%s"', (text, mention) => {
    expect(missing(text)).toEqual([mention]);
  });

  it.each([
    'ວັນໝົດອາຍຸ 12/2026 ບໍ່ມີສ່ວນຫຼຸດ',
    'Expiry 12/2026, no returns',
    'Near expiry, 50% off while stock lasts',
    'Expiry date clearly printed on the base',
  ])('finds no missing expiry date in "%s"', (text) => {
    expect(missing(text)).toEqual([]);
  });
});

describe('a parent asking for help reading a label', () => {
  it.each([
    'ຊື້ນົມ ສູດ 1 ມາ ສະຫຼາກເປັນພາສາໄທ ອ່ານວິທີຊົງບໍ່ເຂົ້າໃຈ ໃຜຊ່ວຍແປແດ່?',
    'ສະຫຼາກເປັນພາສາໄທ ອ່ານບໍ່ອອກ ຊົງຈັກບ່ວງຕໍ່ນ້ຳຈັກ ml',
    'Can anyone translate the Korean label on this tin? I cannot read it',
  ])('is seen in "%s"', (text) => {
    expect(asksForHelpReadingALabel(text.toLowerCase())).toBe(true);
  });

  it.each(['ນົມສູດ 1 ສະຫຼາກເປັນພາສາໄທ 198,000 ກີບ', 'Label is all Japanese but I will translate it for you'])(
    'is not seen in a seller\'s "%s"',
    (text) => {
      expect(asksForHelpReadingALabel(text.toLowerCase())).toBe(false);
    },
  );

  it("keeps the Lao-label rule off a parent's question, on a seller's notice of an unreadable date", () => {
    const rules = (text: string) => understandText(text, 'caption', 'laos').findings.map((f) => f.rule);
    expect(rules('ແມ່ໆ ຄົນໃດເຄີຍຊື້ ນົມ ສູດ 1 ທີ່ສະຫຼາກເປັນພາສາໄທບໍ່? ອ່ານວິທີຊົງບໍ່ເຂົ້າໃຈ 😥 ຫຼືຄວນໄປຖາມໝໍດີ')).not.toContain(
      'labelling.not_in_lao',
    );
    expect(rules('ນົມ ສູດ 1 ສະຫຼາກພາສາໄທ ອ່ານບໍ່ອອກ ແຕ່ຂອງແທ້ ລາຄາ 150,000 ກີບ')).toContain('labelling.not_in_lao');
  });
});
