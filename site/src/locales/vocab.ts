/** The `vocab` namespace: report vocabularies and statuses, from the contract's labels (shared with the CMS). */
import {
  LABEL_PROBLEM_LABELS,
  PLACE_LABELS,
  PRODUCT_TYPE_LABELS,
  PROMOTION_KIND_LABELS,
  PROVINCE_LABELS,
  REPORT_CATEGORY_LABELS,
  REVIEW_STATUS_LABELS,
  VIOLATION_GROUP_LABELS,
  type Label,
} from '@lcmdp/contract/vocabulary';

function pick<K extends string>(labels: Record<K, Label>, lang: keyof Label): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label[lang]])) as Record<K, string>;
}

export function vocab(lang: keyof Label) {
  return {
    productType: pick(PRODUCT_TYPE_LABELS, lang),
    place: pick(PLACE_LABELS, lang),
    category: pick(REPORT_CATEGORY_LABELS, lang),
    promotionKind: pick(PROMOTION_KIND_LABELS, lang),
    labelProblem: pick(LABEL_PROBLEM_LABELS, lang),
    province: pick(PROVINCE_LABELS, lang),
    status: pick(REVIEW_STATUS_LABELS, lang),
    group: pick(VIOLATION_GROUP_LABELS, lang),
  };
}
