/**
 * The legacy /api-laos paths of the review calls (spec §7). The names stay at this edge; the screens speak of
 * kind (detection / report), variant and level.
 */
import type { Variant } from '@lcmdp/contract/vocabulary';
import type { StaffLevel } from './chain-rules';

export type ItemKind = 'detection' | 'report';

const KIND = { detection: 'detect', report: 'report' } as const;
const laos = (variant: Variant) => (variant === 'laos' ? '_laos' : '');

/** update_supervisor_status_detect, update_operator_status_report_laos, … */
export const statusEndpoint = (kind: ItemKind, variant: Variant, level: StaffLevel) =>
  `/update_${level}_status_${KIND[kind]}${laos(variant)}`;

/** update_violation_code_detect, update_violation_code_report_laos, … */
export const codesEndpoint = (kind: ItemKind, variant: Variant) => `/update_violation_code_${KIND[kind]}${laos(variant)}`;

/** update_violation_type_detect, update_violation_type_report_laos, … */
export const typesEndpoint = (kind: ItemKind, variant: Variant) => `/update_violation_type_${KIND[kind]}${laos(variant)}`;

/** Archive / restore: update_status serves detections of both variants; reports have one call per variant. */
export const archiveEndpoint = (kind: ItemKind, variant: Variant) =>
  kind === 'detection' ? '/update_status' : `/update_status_report${laos(variant)}`;
