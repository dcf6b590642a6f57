import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Classifier, FEATURE_VERSION, trainClassifier, type LabelledBag } from '../src/understand/classifier';
import { featureBag } from '../src/understand/features';
import { loadCurrentClassifier, saveClassifier } from '../src/judge/model-store';
import { decide, understandText } from '../src/understand/verdict';
import type { Group, Product } from '../src/understand/vocabulary';

const bagOf = (text: string) => featureBag(understandText(text, 'caption', 'laos'), 'laos');

function example(text: string, suspected: boolean, groups: Group[], product: Product): LabelledBag {
  return { bag: bagOf(text), suspected, groups, product };
}

const EXAMPLES: LabelledBag[] = [
  example('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20% ສົ່ງຟຣີ', true, ['promotion_public'], 'infant_formula'),
  example('ນົມຜົງເດັກ ສູດ 1 ລາຄາພິເສດ ທັກແຊັດ', true, ['promotion_public'], 'infant_formula'),
  example('ນົມສູດ 2 ຊື້ 2 ແຖມ 1 ສົ່ງຟຣີ', true, ['promotion_public'], 'follow_on_formula'),
  example('ນົມສູດ 2 ເສີມສະໝອງ ພູມຄຸ້ມກັນ', true, ['prohibited_text'], 'follow_on_formula'),
  example('ນົມຜົງເດັກ ສູດ 1 ເສີມສະໝອງ DHA', true, ['prohibited_text'], 'infant_formula'),
  example('ນົມແມ່ດີທີ່ສຸດ ລ້ຽງລູກດ້ວຍນົມແມ່ຢ່າງດຽວ', false, [], 'none'),
  example('ນົມແມ່ດີທີ່ສຸດ ກະຊວງສາທາລະນະສຸກ ແນະນຳ', false, [], 'none'),
  example('ຜ້າອ້ອມເດັກ ຫຼຸດລາຄາ ສົ່ງຟຣີ', false, [], 'other_baby_product'),
  example('ຜ້າອ້ອມເດັກ ຫໍ່ໃຫຍ່ ລາຄາພິເສດ', false, [], 'other_baby_product'),
  example('ກາເຟລາວ ຫຼຸດລາຄາ ທຸກວັນສຸກ', false, [], 'none'),
];

const OPTIONS = { sources: { test: EXAMPLES.length }, trainedAt: '2025-01-01T00:00:00.000Z' };

describe('the classifier (logistic heads)', () => {
  const classifier = trainClassifier(EXAMPLES, OPTIONS);

  it('learns suspected, groups and product from labelled examples', () => {
    const promo = classifier.score(bagOf('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ ສົ່ງຟຣີ'));
    const ministry = classifier.score(bagOf('ນົມແມ່ດີທີ່ສຸດ ກະຊວງສາທາລະນະສຸກ'));
    expect(promo.suspected).toBeGreaterThan(0.7);
    expect(ministry.suspected).toBeLessThan(0.3);
    expect(promo.groups.promotion_public).toBeGreaterThan(promo.groups.prohibited_text);
    expect(promo.product.product).toBe('infant_formula');
  });

  it('names its version from its content: same data, same version; other data or thresholds, another version', () => {
    expect(trainClassifier(EXAMPLES, OPTIONS).version).toBe(classifier.version);
    expect(trainClassifier(EXAMPLES.slice(1), OPTIONS).version).not.toBe(classifier.version);
    expect(classifier.version).toMatch(new RegExp(`^lr${FEATURE_VERSION}-[0-9a-f]{10}$`));
    const tuned = classifier.withDecisionSettings({ a: 1, b: 0 }, { ...classifier.thresholds, suspected: 0.6 });
    expect(tuned.version).not.toBe(classifier.version);
  });

  it('decides with its own thresholds: a higher "suspected" threshold turns a borderline post down', () => {
    const understanding = understandText('ນົມຜົງເດັກ ສູດ 1 ລາຄາພິເສດ', 'caption', 'laos');
    const score = classifier.score(bagOf('ນົມຜົງເດັກ ສູດ 1 ລາຄາພິເສດ')).suspected;
    const strict = classifier.withDecisionSettings(classifier.file.calibration, {
      ...classifier.thresholds,
      suspected: score + (1 - score) / 2,
    });
    expect(decide(understanding, strict).suspected).toBe(false);
    const lenient = classifier.withDecisionSettings(classifier.file.calibration, {
      ...classifier.thresholds,
      suspected: score / 2,
    });
    expect(decide(understanding, lenient).suspected).toBe(true);
  });

  it('saves to classifier-<version>.json, loads back as current and scores the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-model-'));
    try {
      const file = saveClassifier(dir, classifier);
      expect(path.basename(file)).toBe(`classifier-${classifier.version}.json`);
      const loaded = loadCurrentClassifier(dir);
      expect(loaded?.version).toBe(classifier.version);
      const bag = bagOf('ນົມສູດ 2 ເສີມສະໝອງ');
      expect(loaded?.score(bag)).toEqual(classifier.score(bag));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('saves a candidate without making it current when asked (a retrained model worse on dev)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-model-'));
    try {
      saveClassifier(dir, classifier);
      const other = trainClassifier(EXAMPLES.slice(2), OPTIONS);
      saveClassifier(dir, other, { makeCurrent: false });
      expect(fs.existsSync(path.join(dir, `classifier-${other.version}.json`))).toBe(true);
      expect(loadCurrentClassifier(dir)?.version).toBe(classifier.version);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a model trained on other features', () => {
    expect(() => new Classifier({ ...classifier.file, featureVersion: FEATURE_VERSION + 1 })).toThrow(/features/);
  });

  it('has no current model in an empty folder', () => {
    expect(loadCurrentClassifier(os.tmpdir() + '/lcmdp-no-such-folder')).toBeUndefined();
  });
});
