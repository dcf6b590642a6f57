/**
 * The violation codes a check found, grouped by violation group with the catalogue's names. The detector names a
 * code by its code ("LD-5") or its id; a code the catalogue does not know is still shown, without a group.
 */
import type { ViolationGroup, WireViolationCode } from '@lcmdp/contract';
import type { DetectorFinding } from '@/lib/detector-verdict';

export interface FoundCode {
  code: string;
  entry: WireViolationCode | null;
}

export interface FoundGroup {
  /** null for codes outside the catalogue. */
  group: ViolationGroup | string | null;
  codes: FoundCode[];
}

/**
 * Every code the answer names (`answerCodes`, the answer's own list: a match carries only the codes of its group)
 * and every code of a finding, once each. Groups come in the order the answer names them (`namedGroups`), then in
 * the order found, codes outside the catalogue last; a group without codes is left out (no empty heading).
 */
export function foundCodeGroups(
  findings: readonly DetectorFinding[],
  catalogue: readonly WireViolationCode[],
  namedGroups: readonly string[] = [],
  answerCodes: readonly string[] = [],
): FoundGroup[] {
  const seen = new Set<string>();
  const groups = new Map<string | null, FoundCode[]>();
  for (const raw of [...answerCodes, ...findings.flatMap((f) => f.codes)]) {
    const wanted = raw.trim();
    const entry =
      catalogue.find((c) => c._id === wanted) ?? catalogue.find((c) => c.code.toLowerCase() === wanted.toLowerCase()) ?? null;
    const code = entry?.code ?? wanted;
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const group = entry?.group ?? null;
    groups.set(group, [...(groups.get(group) ?? []), { code, entry }]);
  }
  const rank = (group: string | null) => {
    if (group === null) return Number.MAX_SAFE_INTEGER;
    const named = namedGroups.indexOf(group);
    return named === -1 ? namedGroups.length : named;
  };
  // A stable sort: groups the answer does not name keep the order they were found in.
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([group, codes]) => ({ group, codes }));
}
