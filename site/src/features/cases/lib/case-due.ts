/** The deadline a case is waiting on: the company's answer after the notice, the removal after an order to remove. */
import type { WireCase } from '@lcmdp/contract';

export type CaseDue = { kind: 'response' | 'removal'; date: string } | null;

export function caseDue(c: Pick<WireCase, 'stage' | 'responseDueOn' | 'removalDueOn' | 'measures'>): CaseDue {
  if (c.stage === 'notice_sent' && c.responseDueOn) return { kind: 'response', date: c.responseDueOn };
  if (c.stage === 'decided' && c.measures.includes('removal_order') && c.removalDueOn)
    return { kind: 'removal', date: c.removalDueOn };
  return null;
}
