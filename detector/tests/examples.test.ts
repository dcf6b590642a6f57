import { decisionToTrainingText, cmsDecisionSchema, classifyInputSchema } from '../src/data/examples';
import { loadConfig } from '../src/config';

describe('data formats', () => {
  it('turns a CMS decision into a training example (codes tell groups, contract keys are mapped)', () => {
    const decision = cmsDecisionSchema.parse({
      id: 42,
      variant: 'laos',
      text: 'ນົມສູດ 3 ຫຼຸດລາຄາ',
      decision: 'violation',
      codes: ['LA-PP-04', 'INT-PT-04'],
      productType: 'grow_on_formula',
    });
    expect(decisionToTrainingText(decision)).toEqual({
      id: 'cms:42',
      variant: 'laos',
      text: 'ນົມສູດ 3 ຫຼຸດລາຄາ',
      suspected: true,
      groups: ['promotion_public', 'prohibited_text'],
      product: 'growing_up_milk',
    });
  });

  it('keeps no groups for a non-violation', () => {
    const decision = cmsDecisionSchema.parse({
      id: 'r1',
      variant: 'international',
      text: 'Breastfeeding week',
      decision: 'non_violation',
      groups: ['promotion_to_public'],
    });
    expect(decisionToTrainingText(decision)).toMatchObject({ suspected: false, groups: [], product: undefined });
  });

  it('accepts a caption or an image line, not both and not neither', () => {
    expect(classifyInputSchema.safeParse({ id: 'a', variant: 'laos', text: 'x' }).success).toBe(true);
    expect(classifyInputSchema.safeParse({ id: 'a', variant: 'laos', image: 'a.png' }).success).toBe(true);
    expect(classifyInputSchema.safeParse({ id: 'a', variant: 'laos', text: 'x', image: 'a.png' }).success).toBe(false);
    expect(classifyInputSchema.safeParse({ id: 'a', variant: 'lao', text: 'x' }).success).toBe(false);
  });

  it('validates the configuration and names a bad variable', () => {
    expect(loadConfig({}).ocrWorkers).toBe(2);
    expect(() => loadConfig({ DETECTOR_OCR_WORKERS: 'many' })).toThrow(/DETECTOR_OCR_WORKERS/);
  });
});
