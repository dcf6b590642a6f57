/**
 * Violation codes of the CMS catalogue (cms/src/seed/catalogue.ts) that a verdict can name. Rules carry their own
 * codes (rules.ts); a group that only the model found gets its group's general code. A test checks every code here
 * and in the rules against the catalogue.
 */
import type { Variant } from '@lcmdp/contract/vocabulary';

import type { RuleFinding } from './rules';
import type { Group } from './vocabulary';

export const GENERAL_CODES: Record<Group, Record<Variant, string>> = {
  promotion_public: { international: 'INT-PP-01', laos: 'LA-PP-01' },
  labeling_required: { international: 'INT-LR-01', laos: 'LA-LR-02' },
  prohibited_text: { international: 'INT-PT-02', laos: 'LA-PT-02' },
  information_education: { international: 'INT-IE-02', laos: 'LA-IE-01' },
  health_workers: { international: 'INT-HW-01', laos: 'LA-HW-01' },
  sponsorship_coi: { international: 'INT-SP-02', laos: 'LA-SP-02' },
  complementary_foods: { international: 'INT-CF-01', laos: 'LA-CF-01' },
};

/** Code prefixes of the catalogue, per group: how a CMS decision's codes tell its groups. */
export const CODE_PREFIX_GROUPS: Record<string, Group> = {
  PP: 'promotion_public',
  LR: 'labeling_required',
  PT: 'prohibited_text',
  IE: 'information_education',
  HW: 'health_workers',
  SP: 'sponsorship_coi',
  CF: 'complementary_foods',
};

export function groupOfCode(code: string): Group | undefined {
  const match = /^(?:INT|LA)-([A-Z]{2})-\d+$/.exec(code);
  return match ? CODE_PREFIX_GROUPS[match[1]] : undefined;
}

/**
 * The codes of a chosen group's firm findings (strength at least `firm`), else of its strongest finding, else the
 * group's general code when only the model found the group.
 */
export function codesFor(findings: readonly RuleFinding[], groups: readonly Group[], variant: Variant, firm = 0.5): string[] {
  const out = new Set<string>();
  for (const group of groups) {
    const inGroup = [...findings.filter((f) => f.group === group)].sort((a, b) => b.strength - a.strength);
    if (inGroup.length === 0) {
      out.add(GENERAL_CODES[group][variant]);
      continue;
    }
    const chosen = inGroup.filter((f) => f.strength >= firm);
    for (const finding of chosen.length > 0 ? chosen : inGroup.slice(0, 1)) {
      for (const code of finding.codes[variant]) out.add(code);
    }
  }
  return [...out];
}
