/**
 * Labels of vocabulary keys in the reader's language (the `vocab` namespace). A key the vocabulary does not know
 * (data older than the vocabulary) is shown as it is rather than as a missing translation.
 */
import { useTranslation } from 'react-i18next';
import {
  ARCHIVE_FLAGS,
  LABEL_PROBLEMS,
  OBSERVATION_PLACES,
  PRODUCT_TYPES,
  PROMOTION_KINDS,
  PROVINCES,
  REPORT_CATEGORIES,
  VIOLATION_GROUPS,
  isReviewStatus,
} from '@lcmdp/contract/vocabulary';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

type Key = string | null | undefined;

export function useVocab() {
  const { t } = useTranslation(['vocab', 'items']);
  return {
    status: (key: Key) =>
      !key
        ? null
        : isReviewStatus(key)
          ? t(`vocab:status.${key}`)
          : isOneOf(ARCHIVE_FLAGS, key)
            ? t(`items:tracking.archive.${key}`)
            : key,
    productType: (key: Key) => (!key ? null : isOneOf(PRODUCT_TYPES, key) ? t(`vocab:productType.${key}`) : key),
    province: (key: Key) => (!key ? null : isOneOf(PROVINCES, key) ? t(`vocab:province.${key}`) : key),
    place: (key: Key) => (!key ? null : isOneOf(OBSERVATION_PLACES, key) ? t(`vocab:place.${key}`) : key),
    category: (key: Key) => (!key ? null : isOneOf(REPORT_CATEGORIES, key) ? t(`vocab:category.${key}`) : key),
    group: (key: Key) => (!key ? null : isOneOf(VIOLATION_GROUPS, key) ? t(`vocab:group.${key}`) : key),
    /** A report detail is a promotion kind or a label problem, depending on the category. */
    detail: (key: string) =>
      isOneOf(PROMOTION_KINDS, key)
        ? t(`vocab:promotionKind.${key}`)
        : isOneOf(LABEL_PROBLEMS, key)
          ? t(`vocab:labelProblem.${key}`)
          : key,
  };
}
