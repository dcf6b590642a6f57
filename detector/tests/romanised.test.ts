import { findAges } from '../src/understand/ages';
import { has } from '../src/understand/evidence';
import { ROMANISED, mayBeRomanisedLao, romanisedTerms, spellings } from '../src/understand/romanised';
import { groupStrengths } from '../src/understand/rules';
import { understandText } from '../src/understand/verdict';

const evidenceOf = (text: string) => understandText(text, 'caption', 'laos').evidence;
const firm = (text: string, variant: 'laos' | 'international' = 'laos') =>
  [...groupStrengths(understandText(text, 'caption', variant).findings)].filter(([, s]) => s >= 0.5).map(([g]) => g);

describe('Lao written in Latin letters (romanised.ts)', () => {
  it('expands every {a|b} alternative, several per term', () => {
    expect(spellings('nom {pong|phong} {dek|luk}')).toEqual(['nom pong dek', 'nom pong luk', 'nom phong dek', 'nom phong luk']);
    expect(spellings('song free')).toEqual(['song free']);
    expect(() => spellings('nom {pong')).toThrow(/unclosed/);
  });

  it('lists only multi-letter spellings, none of them an empty or one-letter term', () => {
    for (const cue of Object.keys(ROMANISED) as (keyof typeof ROMANISED)[]) {
      for (const term of romanisedTerms(cue)) expect(term.trim().length).toBeGreaterThan(2);
    }
  });

  it('reads the product, its stage and its age however the seller spells them', () => {
    for (const text of ['nom pong dek sut 1 lakha 250k', 'nom phong dek sood 1 lakha 250k', 'nom phong dek noy soot 1 lakha']) {
      const evidence = evidenceOf(text);
      expect(has(evidence, 'product.formula')).toBe(true);
      expect(has(evidence, 'product.infant_stage')).toBe(true);
    }
    expect(findAges('khao piak dek 4 deuan khuen pai')).toEqual([expect.objectContaining({ unit: 'months', fromMonths: 4 })]);
    expect(findAges('nom sut 3 samrap dek 1-3 pi')).toEqual([
      expect.objectContaining({ unit: 'years', fromMonths: 12, toMonths: 36 }),
    ]);
    // A number before a word that only starts like a month or year word is no age.
    expect(findAges('3 pieces, 2 duanes')).toEqual([]);
  });

  it('finds the acts: an offer, a claim, a health worker, a label not in Lao', () => {
    expect(firm('nom pong dek sut 1 lot lakha 20% song free')).toContain('promotion_public');
    expect(has(evidenceOf('nom sut 3 hai luk sa lard, phoum khoum kan dee'), 'claim.health')).toBe(true);
    expect(has(evidenceOf('than mor naenam nom sut 1 hai luk'), 'hw.people')).toBe(true);
    const label = 'mee nom sut 2 kapong 800g, label pha sa thai bor mee pha sa lao, 290k';
    expect(has(evidenceOf(label), 'label.not_lao')).toBe(true);
    expect(firm(label, 'laos')).toContain('labeling_required');
    expect(firm(label, 'international')).not.toContain('labeling_required');
  });

  it('searches a text for romanised terms only when it holds two different everyday Lao words in Latin letters', () => {
    expect(mayBeRomanisedLao('nom sut 1 lot lakha 15%')).toBe(true);
    expect(mayBeRomanisedLao('khai nom sut 1, 150k')).toBe(true);
    expect(mayBeRomanisedLao('stage 1 formula 15% off, free delivery')).toBe(false);
    // One Lao word in an English post (a price in kip) is not enough; the same word twice is one word.
    expect(mayBeRomanisedLao('formula 1 for 250,000 kip, kip only')).toBe(false);
    expect(mayBeRomanisedLao('ນົມຜົງເດັກ ສູດ 1')).toBe(false);
    // Gated, not lost: in a post with no second Lao word the romanised discount is not searched for.
    expect(has(evidenceOf('formula stage 1, lot lakha 20%'), 'promo.discount')).toBe(false);
    expect(has(evidenceOf('nom sut 1 lot lakha 20%'), 'promo.discount')).toBe(true);
  });

  it('leaves English words that only look like romanised Lao alone', () => {
    const evidence = evidenceOf('Our team made a fruit salad, tam tam drums and a new photo');
    expect(has(evidence, 'promo.gift')).toBe(false);
    expect(has(evidence, 'claim.health')).toBe(false);
    expect(has(evidence, 'neg.news_law')).toBe(false);
  });
});
