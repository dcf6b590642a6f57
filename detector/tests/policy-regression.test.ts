/**
 * Hard cases taken from the labelling policy (POLICY.md), judged by the committed model as `classify` judges a
 * caption. Each case names the section it comes from. They are the policy's own examples, not the test split.
 */
import fs from 'node:fs';
import path from 'node:path';

import { loadConfig } from '../src/config';
import { detectText } from '../src/judge/judge';
import { loadCurrentClassifier } from '../src/judge/model-store';
import type { Group, Product } from '../src/understand/vocabulary';

interface Case {
  policy: string;
  variant: 'laos' | 'international';
  text: string;
  suspected: boolean;
  groups?: Group[];
  product?: Product;
}

const CASES = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/policy-cases.json'), 'utf8')) as Case[];
const classifier = loadCurrentClassifier(loadConfig().modelsDir);

describe('the policy hard cases, judged by the committed model', () => {
  it('has a model to judge with', () => {
    expect(classifier).toBeDefined();
  });

  it.each(CASES.map((c) => [`${c.policy} ${c.variant}: ${c.text}`, c] as const))('%s', (_, c) => {
    const verdict = detectText(c.text, c.variant, classifier);
    expect(verdict.suspected).toBe(c.suspected);
    if (!c.suspected) expect(verdict.groups).toEqual([]);
    for (const group of c.groups ?? []) expect(verdict.groups).toContain(group);
    if (c.product) expect(verdict.product).toBe(c.product);
  });

  it('shows the reviewer the group scores the verdict was decided on, also when the label guard read the post again', () => {
    const offer = CASES.find((c) => c.text.startsWith('Imported Japanese formula stage 1, Japanese label'));
    expect(offer).toBeDefined();
    const verdict = detectText(offer!.text, offer!.variant, classifier);
    expect(verdict.groups).toContain('promotion_public');
    // Every group named clears its threshold in the scores shown, and the label's language scores nothing here.
    for (const group of verdict.groups) {
      expect(verdict.model!.groups[group]).toBeGreaterThanOrEqual(classifier!.thresholds.groups[group] - 0.001);
    }
    expect(verdict.model!.groups.labeling_required).toBe(0);
  });

  it('cites only sections that exist in POLICY.md', () => {
    const policy = fs.readFileSync(path.join(__dirname, '../POLICY.md'), 'utf8');
    for (const c of CASES) expect(policy).toContain(`## ${c.policy} `);
  });
});
