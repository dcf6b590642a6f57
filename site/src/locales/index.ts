/**
 * Every translation, bundled (no translation is fetched at run time): one JSON file per namespace and language,
 * plus `vocab`, the report vocabularies and statuses, built from the contract's labels (shared with the CMS).
 */
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
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enItems from './en/items.json';
import enReport from './en/report.json';
import loCommon from './lo/common.json';
import loHome from './lo/home.json';
import loItems from './lo/items.json';
import loReport from './lo/report.json';

function pick<K extends string>(labels: Record<K, Label>, lang: keyof Label): Record<K, string> {
  return Object.fromEntries(Object.entries<Label>(labels).map(([key, label]) => [key, label[lang]])) as Record<K, string>;
}

function vocab(lang: keyof Label) {
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

export const resources = {
  en: { common: enCommon, home: enHome, items: enItems, report: enReport, vocab: vocab('en') },
  lo: { common: loCommon, home: loHome, items: loItems, report: loReport, vocab: vocab('lo') },
} as const;

export type Namespace = keyof (typeof resources)['en'];
