import fs from 'node:fs';
import path from 'node:path';

import { GENERAL_CODES, codesFor, groupOfCode } from '../src/understand/codes';
import { RULES, type RuleFinding } from '../src/understand/rules';
import { GROUPS } from '../src/understand/vocabulary';

/** The catalogue the CMS seeds (read as text: the detector does not depend on the CMS workspace). */
const catalogue = fs.readFileSync(path.resolve(__dirname, '../../cms/src/seed/catalogue.ts'), 'utf8');
const seeded = new Map<string, string>();
for (const m of catalogue.matchAll(/code: '((?:INT|LA)-[A-Z]{2}-\d{2})',\s*variant: '(\w+)',\s*group: '(\w+)'/g)) {
  seeded.set(m[1], m[2]);
}

describe('violation codes', () => {
  it('reads the seeded catalogue', () => {
    expect(seeded.size).toBeGreaterThan(30);
  });

  it('names only codes of the catalogue, each in its own variant', () => {
    for (const rule of RULES) {
      for (const variant of ['international', 'laos'] as const) {
        for (const code of rule.codes[variant]) expect([code, seeded.get(code)]).toEqual([code, variant]);
      }
    }
    for (const group of GROUPS) {
      expect(seeded.get(GENERAL_CODES[group].international)).toBe('international');
      expect(seeded.get(GENERAL_CODES[group].laos)).toBe('laos');
    }
  });

  it('tells a code’s group from its prefix', () => {
    expect(groupOfCode('LA-CF-02')).toBe('complementary_foods');
    expect(groupOfCode('INT-HW-03')).toBe('health_workers');
    expect(groupOfCode('XX-1')).toBeUndefined();
  });

  it('gives the chosen groups’ firm findings’ codes, or the group’s general code', () => {
    const findings: RuleFinding[] = [
      {
        rule: 'a',
        group: 'promotion_public',
        strength: 0.9,
        hits: [],
        codes: { international: ['INT-PP-03'], laos: ['LA-PP-04'] },
      },
      {
        rule: 'b',
        group: 'promotion_public',
        strength: 0.3,
        hits: [],
        codes: { international: ['INT-PP-06'], laos: ['LA-PP-03'] },
      },
      {
        rule: 'c',
        group: 'prohibited_text',
        strength: 0.9,
        hits: [],
        codes: { international: ['INT-PT-04'], laos: ['LA-PT-03'] },
      },
    ];
    expect(codesFor(findings, ['promotion_public', 'health_workers'], 'laos')).toEqual(['LA-PP-04', 'LA-HW-01']);
  });
});
