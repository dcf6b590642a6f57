/** Which of a company's items may join a case: the server's rule (joinItems), so the list offers nothing it refuses. */
import type { WireCase, WireCompanyItem } from '@lcmdp/contract';

/**
 * Confirmed violations of the case's variant that are not in it already, and whose own case (if any) has not gone
 * past "opened" (such a case merges in; a case under way keeps its items).
 */
export function joinableItems(items: readonly WireCompanyItem[], value: Pick<WireCase, '_id' | 'variant'>): WireCompanyItem[] {
  return items.filter(
    (item) =>
      item.confirmed &&
      item.variant === value.variant &&
      item.caseId !== value._id &&
      (item.caseId === null || item.caseStage === 'opened'),
  );
}
