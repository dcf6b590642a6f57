import { loadConfig } from '../src/config';
import { loadCurrentClassifier } from '../src/judge/model-store';
import { RULES_ONLY_VERSION, decide, languageOnlyLabel, understandText } from '../src/understand/verdict';

describe('the verdict', () => {
  const text = 'ນົມຜົງເດັກ ສູດ 1 ໃກ້ຄຽງນົມແມ່ ຫຼຸດລາຄາ 20% ສົ່ງຟຣີ';

  it('without a trained model, lets the rules decide and says so', () => {
    const verdict = decide(understandText(text, 'caption', 'laos'));
    expect(verdict).toMatchObject({
      suspected: true,
      groups: ['promotion_public', 'prohibited_text'],
      product: 'infant_formula',
      model_version: RULES_ONLY_VERSION,
    });
    expect(verdict.model).toBeUndefined();
  });

  it("knows when a post's only label fault is the label's language, which counts under laos alone (POLICY §4, §10)", () => {
    const thai = 'Formula stage 1, Thai language label, 165,000 kip';
    expect(languageOnlyLabel(understandText(thai, 'caption', 'international'))).toBe(true);
    expect(languageOnlyLabel(understandText(thai, 'caption', 'laos'))).toBe(false);
    // No expiry date is a fault under both variants.
    expect(languageOnlyLabel(understandText(`${thai}, no expiry date`, 'caption', 'international'))).toBe(false);
    // A label in Lao and English is a Lao label.
    expect(languageOnlyLabel(understandText('Formula stage 1, Lao/English label, 165,000 kip', 'caption', 'international'))).toBe(
      false,
    );
  });

  it('names the codes of the asked variant', () => {
    const laos = decide(understandText(text, 'caption', 'laos')).codes;
    const international = decide(understandText(text, 'caption', 'international')).codes;
    expect(laos.every((c) => c.startsWith('LA-'))).toBe(true);
    expect(international.every((c) => c.startsWith('INT-'))).toBe(true);
    expect(laos).toEqual(expect.arrayContaining(['LA-PP-04', 'LA-PT-02']));
  });

  it('explains itself: each match says which rule used which words, and where', () => {
    const understanding = understandText(text, 'caption', 'laos');
    const verdict = decide(understanding);
    const idealising = verdict.matches.find((m) => m.rule === 'prohibited.idealising');
    expect(idealising).toMatchObject({ group: 'prohibited_text', kind: 'cue:claim.idealise', where: 'caption' });
    expect(understanding.evidence.text.slice(idealising?.start, idealising?.end)).toBe(idealising?.found);
  });

  it('is not suspected and names no group or code for a harmless post', () => {
    const verdict = decide(understandText('ກາເຟລາວ ຫຼຸດລາຄາ 20% ທຸກວັນສຸກ', 'caption', 'laos'));
    expect(verdict).toMatchObject({ suspected: false, groups: [], codes: [], product: 'none' });
  });

  it('holds no labelling fault against a photographed label that carries all it must, and judges the rest (POLICY §4)', () => {
    const classifier = loadCurrentClassifier(loadConfig().modelsDir);
    // What OCR read from a tin's back panel: notice, directions, nutrition table, expiry date, in English.
    const panel = [
      'IMPORTANT NOTICE / Breastfeeding is best for babies. / Infant formula should be used on medical advice.',
      'HOW TO PREPARE / 1. Wash hands; boil water 5 minutes. / 3. Add 1 level scoop per 30 ml water.',
      'NUTRITION FACTS / Per 100 ml Amount / Energy 67 kcal / Protein 1.3 g / Fat 3.5 g',
      'Mamilac 1 Infant Formula - 0-6 months - 400 g / Batch: ML2503-08 / Expiry: 07/03/2027',
    ].join('\n');
    // The heads alone read a pack's words as a label fault (the committed model: suspected 0.9, labeling_required).
    expect(decide(understandText(panel, 'image_ocr', 'international'), classifier)).toMatchObject({
      suspected: false,
      groups: [],
    });
    // Under laos the same English-only label is the fault.
    expect(decide(understandText(panel, 'image_ocr', 'laos'), classifier)).toMatchObject({
      suspected: true,
      groups: ['labeling_required'],
    });
    // A claim or a price sticker on a complete label is still judged, though the label's words hold its head down.
    const claim = `${panel}\nStronger immunity / Builds brain power with DHA`;
    expect(decide(understandText(claim, 'image_ocr', 'international'), classifier)).toMatchObject({
      suspected: true,
      groups: ['prohibited_text'],
    });
    const sticker = `${panel}\nSALE 20% OFF buy 2 get 1 free`;
    expect(decide(understandText(sticker, 'image_ocr', 'international'), classifier)).toMatchObject({
      suspected: true,
      groups: ['promotion_public'],
    });
  });
});
