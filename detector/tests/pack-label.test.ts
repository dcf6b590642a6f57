import { findEvidence } from '../src/understand/evidence';
import { expiryShown, labelMeetsRequirements, laoLabelText } from '../src/understand/pack-label';

/** What OCR read from a photographed tin's side panel (an English label with its directions and expiry date). */
const englishPanel = [
  'IMPORTANT NOTICE',
  'Breastfeeding is best for babies.',
  'HOW TO PREPARE',
  '1. Wash hands; boil water 5 minutes.',
  '3. Add 1 level scoop per 30 ml water.',
  'NUTRITION FACTS Per 100 ml Energy 67 kcal',
  'Mamilac 1 Infant Formula - 0-6 months - 400 g',
  'Expiry: 07/03/2027',
].join('\n');

const laoLine = 'ນົມຜົງສູດຕໍ່ເນື່ອງ NeoLac 2 ສຳລັບເດັກອາຍຸ 6-12 ເດືອນ ຂໍ້ສັງເກດສຳຄັນ: ນົມແມ່ເປັນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກ';

describe("a photographed pack's label against what it must carry (POLICY §4)", () => {
  it('sees an expiry date only when a date follows its keyword', () => {
    for (const shown of [
      'EXP 19/02/2027',
      'Expiry: 07/03/2027',
      'Use by: 14/04/2026',
      'EXP 02/2027',
      'ວັນໝົດອາຍຸ: 19/02/2027',
      // OCR's misreading of ໝົດ, the date still after "ອາຍຸ:"
      'ວັນເນັດອາຍຸ: 03/2027',
    ])
      expect(expiryShown(shown)).toBe(true);
    for (const notShown of [
      'expiry date not visible',
      'EXP',
      'no expiry date',
      'Batch: ML2503-08',
      'ວັນໝົດອາຍຸ',
      // An age range is no date.
      'ສຳລັບເດັກອາຍຸ 6-12 ເດືອນ',
      'ອາຍຸ: 6-12 ເດືອນ',
    ])
      expect(expiryShown(notShown)).toBe(false);
  });

  it('reads a Lao back label by its directions ("ວິທີປະສົມ") and production date as a photographed label', () => {
    const laoPanel = [
      'ແຈ້ງການສຳຄັນ',
      'ນົມແມ່ແມ່ນອາຫານທີ່ດີທີ່ສຸດສຳລັບເດັກອ່ອນ',
      'ວິທີປະສົມ',
      '1. ລ້າງມື ແລະ ຕົ້ມອຸປະກອນໃຫ້ສະອາດ',
      'ນົມຜົງສຳລັບເດັກອ່ອນ ອາຍຸ 0-6 ເດືອນ',
      'ວັນຜະລິດ: 03/2025',
      'ວັນເນັດອາຍຸ: 03/2027',
    ].join('\n');
    expect(labelMeetsRequirements(findEvidence(laoPanel, 'image_ocr'), 'laos')).toBe(true);
  });

  it("tells a Lao label from OCR's stray Lao letters in an English picture", () => {
    expect(laoLabelText(laoLine)).toBe(true);
    expect(laoLabelText('GOLD 2 / ດເ Stronger immunity / ຈ Easy digestion / ຕ ຊອຍ ກຊກ')).toBe(false);
  });

  it('holds a label with its expiry date as complete under international, and under laos only with Lao on it', () => {
    const english = findEvidence(englishPanel, 'image_ocr');
    expect(labelMeetsRequirements(english, 'international')).toBe(true);
    expect(labelMeetsRequirements(english, 'laos')).toBe(false);
    expect(labelMeetsRequirements(findEvidence(`${englishPanel}\n${laoLine}`, 'image_ocr'), 'laos')).toBe(true);
  });

  it('never holds complete a label without its expiry date, a repacked bag, a caption, or a picture that is no label', () => {
    const noDate = englishPanel.replace('Expiry: 07/03/2027', 'Batch: ML2503-08');
    expect(labelMeetsRequirements(findEvidence(noDate, 'image_ocr'), 'international')).toBe(false);
    expect(labelMeetsRequirements(findEvidence(`${englishPanel}\nrepacked in zip bag`, 'image_ocr'), 'international')).toBe(
      false,
    );
    expect(labelMeetsRequirements(findEvidence(englishPanel, 'caption'), 'international')).toBe(false);
    const poster = 'Mamilac 1 Infant Formula SALE 20% off\nOffer ends 07/03/2027 EXP 07/03/2027';
    expect(labelMeetsRequirements(findEvidence(poster, 'image_ocr'), 'international')).toBe(false);
  });
});
