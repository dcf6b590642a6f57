/** The details of a timeline step worth showing, in a fixed order, each with how to write it. */
import type { WireCaseStep } from '@lcmdp/contract';

export type DetailKind = 'date' | 'measures' | 'kip' | 'text' | 'count' | 'captures' | 'letter';

export type DetailKey =
  | 'responseDueOn'
  | 'receivedOn'
  | 'measures'
  | 'fineKip'
  | 'removalDueOn'
  | 'legalBasis'
  | 'items'
  | 'captures'
  | 'letter';

const SHOWN: [DetailKey, DetailKind][] = [
  ['responseDueOn', 'date'],
  ['receivedOn', 'date'],
  ['measures', 'measures'],
  ['fineKip', 'kip'],
  ['removalDueOn', 'date'],
  ['legalBasis', 'text'],
  ['items', 'count'],
  ['captures', 'captures'],
  ['letter', 'letter'],
];

export function stepDetails(step: Pick<WireCaseStep, 'details'>): { key: DetailKey; kind: DetailKind; value: unknown }[] {
  return SHOWN.filter(([key]) => {
    const v = step.details[key];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  }).map(([key, kind]) => ({ key, kind, value: step.details[key] }));
}
