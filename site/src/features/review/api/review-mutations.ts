/**
 * The review calls of one item: a decision at a level, the violation codes or types chosen, archive / restore.
 * Payloads follow the legacy contract (spec §7): `_id`, `status`, `names`, `violations`, `route` (the level),
 * `usercheck` (who acted; the CMS takes the actor from the token and ignores it).
 */
import type { ArchiveFlag, Variant } from '@lcmdp/contract/vocabulary';
import { api } from '@/lib/api-client';
import type { Decision, StaffLevel } from '../lib/chain-rules';
import { archiveEndpoint, codesEndpoint, statusEndpoint, typesEndpoint, type ItemKind } from '../lib/review-endpoints';

export interface ReviewTarget {
  kind: ItemKind;
  variant: Variant;
  id: string;
}

export interface StatusAnswer {
  success: true;
  status: string;
  changed: boolean;
}

export type ReviewChange =
  | { action: 'status'; level: StaffLevel; status: Decision }
  | { action: 'codes'; level: StaffLevel; ids: string[] }
  | { action: 'types'; level: StaffLevel; ids: string[] }
  | { action: 'archive'; status: ArchiveFlag };

export function sendReviewChange(target: ReviewTarget, change: ReviewChange, usercheck: number | null): Promise<unknown> {
  const { kind, variant, id } = target;
  switch (change.action) {
    case 'status':
      return api.post<StatusAnswer>(statusEndpoint(kind, variant, change.level), { _id: id, status: change.status, usercheck });
    case 'codes':
      return api.post(codesEndpoint(kind, variant), { _id: id, names: change.ids, route: change.level, usercheck });
    case 'types':
      return api.post(typesEndpoint(kind, variant), { _id: id, violations: change.ids, route: change.level, usercheck });
    case 'archive':
      return api.put(archiveEndpoint(kind, variant), { _id: id, status: change.status });
  }
}
