import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  Classifier,
  FEATURE_VERSION,
  blendScore,
  fitBlend,
  trainClassifier,
  type LabelledFeatures,
} from '../src/understand/classifier';
import { loadCurrentClassifier, saveClassifier } from '../src/understand/model-store';
import { understandText } from '../src/understand/verdict';
import type { Group, Product } from '../src/understand/vocabulary';

function example(text: string, suspected: boolean, groups: Group[], product: Product): LabelledFeatures {
  return { features: understandText(text, 'caption').features, suspected, groups, product };
}

const EXAMPLES: LabelledFeatures[] = [
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

const OPTIONS = {
  sources: { test: EXAMPLES.length },
  blend: { rules: 1, model: 1, informational: 0, bias: 0 },
  groupThreshold: 0.9,
  trainedAt: '2025-01-01T00:00:00.000Z',
};

describe('the classifier', () => {
  const classifier = trainClassifier(EXAMPLES, OPTIONS);

  it('learns suspected, groups and product from labelled examples', () => {
    const promo = classifier.score(understandText('ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ ສົ່ງຟຣີ', 'caption').features);
    const ministry = classifier.score(understandText('ນົມແມ່ດີທີ່ສຸດ ກະຊວງສາທາລະນະສຸກ', 'caption').features);
    expect(promo.suspected).toBeGreaterThan(0.7);
    expect(ministry.suspected).toBeLessThan(0.3);
    expect(promo.groups.promotion_public).toBeGreaterThan(promo.groups.prohibited_text);
    expect(promo.product.product).toBe('infant_formula');
  });

  it('names its version from its content: same data, same version; other data, another version', () => {
    expect(trainClassifier(EXAMPLES, OPTIONS).version).toBe(classifier.version);
    expect(trainClassifier(EXAMPLES.slice(1), OPTIONS).version).not.toBe(classifier.version);
    expect(classifier.version).toMatch(new RegExp(`^nb${FEATURE_VERSION}-[0-9a-f]{10}$`));
  });

  it('saves to classifier-<version>.json, loads back as current and scores the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-model-'));
    try {
      const file = saveClassifier(dir, classifier);
      expect(path.basename(file)).toBe(`classifier-${classifier.version}.json`);
      const loaded = loadCurrentClassifier(dir);
      expect(loaded?.version).toBe(classifier.version);
      const features = understandText('ນົມສູດ 2 ເສີມສະໝອງ', 'caption').features;
      expect(loaded?.score(features)).toEqual(classifier.score(features));
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

  it('fits a blend that separates what it was shown', () => {
    const points = [
      ...Array.from({ length: 20 }, () => ({ rules: 0.9, model: 0.8, informational: false, suspected: true })),
      ...Array.from({ length: 20 }, () => ({ rules: 0, model: 0.3, informational: false, suspected: false })),
      ...Array.from({ length: 10 }, () => ({ rules: 0.3, model: 0.7, informational: true, suspected: false })),
    ];
    const blend = fitBlend(points);
    expect(blendScore(blend, { rules: 0.9, model: 0.8, informational: false })).toBeGreaterThan(0.8);
    expect(blendScore(blend, { rules: 0, model: 0.3, informational: false })).toBeLessThan(0.2);
    expect(blend.informational).toBeLessThan(0);
  });
});
