import { assignSplits, splitOf } from '../src/data/splits';

describe('splits by writer and template', () => {
  const plan = { team: 'train', w1: 'train', w4: 'dev', w5: 'test', i2: 'by-template' } as const;

  it('puts each writer wholly in its split', () => {
    expect(splitOf({ id: 'a', writer: 'w4' }, plan)).toBe('dev');
    expect(splitOf({ id: 'b' }, plan)).toBe('train'); // the team's own data
  });

  it('refuses a writer the plan does not name (never trains on it by accident)', () => {
    expect(() => splitOf({ id: 'x', writer: 'w9' }, plan)).toThrow(/w9/);
  });

  it('keeps every template of a by-template writer on one side, and uses both sides', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `i2-${i}`, writer: 'i2', template: `t${i % 20}` }));
    const splits = assignSplits(items, plan);
    expect(splits.dev.length).toBeGreaterThan(0);
    expect(splits.test.length).toBeGreaterThan(0);
    const devTemplates = new Set(splits.dev.map((x) => x.template));
    expect(splits.test.some((x) => devTemplates.has(x.template))).toBe(false);
  });
});
