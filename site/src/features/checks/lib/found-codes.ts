/**
 * The violation codes a check found, grouped by violation group with the catalogue's names. The detector names a
 * code by its code ("LD-5") or its id; a code the catalogue does not know is still shown, without a group.
 */
import type { ViolationGroup, WireViolationCode } from '@lcmdp/contract';
import type { DetectorFinding } from '@/features/report/lib/detector-verdict';

export interface FoundCode {
  code: string;
  entry: WireViolationCode | null;
}

export interface FoundGroup {
  /** null for codes outside the catalogue and groups the answer named without codes. */
  group: ViolationGroup | string | null;
  codes: FoundCode[];
}

export function foundCodeGroups(
  findings: readonly DetectorFinding[],
  catalogue: readonly WireViolationCode[],
  namedGroups: readonly string[] = [],
): FoundGroup[] {
  const seen = new Set<string>();
  const groups = new Map<string | null, FoundCode[]>();
  for (const raw of findings.flatMap((f) => f.codes)) {
    const wanted = raw.trim();
    const entry =
      catalogue.find((c) => c._id === wanted) ?? catalogue.find((c) => c.code.toLowerCase() === wanted.toLowerCase()) ?? null;
    const code = entry?.code ?? wanted;
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const group = entry?.group ?? null;
    groups.set(group, [...(groups.get(group) ?? []), { code, entry }]);
  }
  for (const group of namedGroups) if (!groups.has(group)) groups.set(group, []);
  // Known groups first, in the order they were found; unknown codes last.
  return [...groups.entries()]
    .sort(([a], [b]) => Number(a === null) - Number(b === null))
    .map(([group, codes]) => ({ group, codes }));
}
