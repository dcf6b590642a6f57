import { loadConfig } from '../src/config';
import { loadCurrentClassifier } from '../src/judge/model-store';
import { isNeutralShelfTag } from '../src/understand/shelf-tag';
import { decide, understandText } from '../src/understand/verdict';

const neutral = (text: string, source: 'image_ocr' | 'caption' = 'image_ocr', variant: 'laos' | 'international' = 'laos') => {
  const { evidence, findings } = understandText(text, source, variant);
  return isNeutralShelfTag(evidence, findings);
};

describe('a photographed shelf tag (labelling guide §2: a neutral price notice)', () => {
  it.each([
    'Kiddo Grow 3   ລາຄາ / Price\nນົມສຳລັບເດັກ 1-3 ປີ\n900 g   310,000 LAK\n8850001234567   ລະຫັດ: KG3-900',
    'ຕຸກນົມ SoftNip 260 ມລ\nFeeding bottle 260 ml\n45,000 ກີບ\n8 851234 567890',
  ])('is neutral: %s', (text) => {
    expect(neutral(text)).toBe(true);
  });

  it.each([
    ['an offer on the tag', 'Kiddo Grow 3 ນົມສຳລັບເດັກ 1-3 ປີ SALE -20% 248,000 LAK\n8850001234567'],
    ['a claim on the tag', 'Kiddo Grow 3 ສູງໄວ ສະໝອງດີ 310,000 LAK\n8850001234567'],
    ['a label said to be Thai (under laos)', 'Kiddo Grow 3 ສະຫຼາກພາສາໄທ 310,000 LAK\n8850001234567'],
    ['no barcode', 'Kiddo Grow 3 ນົມສຳລັບເດັກ 1-3 ປີ 310,000 LAK'],
  ])('is not neutral with %s', (_, text) => {
    expect(neutral(text)).toBe(false);
  });

  it('is a picture, never a caption (a shop writing a barcode in a post is still writing an advert)', () => {
    expect(neutral('Kiddo Grow 3 ນົມສຳລັບເດັກ 1-3 ປີ 310,000 LAK 8850001234567', 'caption')).toBe(false);
  });
});

describe('the verdict on a shelf tag, by the committed model', () => {
  const classifier = loadCurrentClassifier(loadConfig().modelsDir);
  const verdict = (text: string) => decide(understandText(text, 'image_ocr', 'international'), classifier);

  it('is the same without a model (the rules alone)', () => {
    const tag = 'Kiddo Grow 3 ລາຄາ / Price ນົມສຳລັບເດັກ 1-3 ປີ 310,000 LAK 8850001234567';
    expect(decide(understandText(tag, 'image_ocr', 'international')).suspected).toBe(false);
    expect(decide(understandText(`${tag} SALE -20% ຊື້ 2 ແຖມ 1`, 'image_ocr', 'international')).suspected).toBe(true);
  });

  it('leaves a neutral tag unsuspected and still flags a tag with an offer', () => {
    const tag =
      'Kiddo Grow 3                ລາຄາ / Price\nງົມສໍາລັບເດັກ 1-3 ປີ\n310,000\nFu LAK\n8850001234567    ລະທັດ: KG3-900';
    expect(verdict(tag).suspected).toBe(false);
    expect(verdict(`${tag}\nSALE -20% ຊື້ 2 ແຖມ 1`).suspected).toBe(true);
  });
});
