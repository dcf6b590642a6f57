/** The names a breakdown's bars need, in the reader's language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVINCES, REPORT_CATEGORIES, VARIANTS } from '@lcmdp/contract/vocabulary';
import type { BucketLabelDictionary } from '../lib/bucket-labels';

export function useBucketLabels(): BucketLabelDictionary {
  // react-i18next gives a new `t` when the language changes.
  const { t, i18n } = useTranslation(['analysis', 'vocab']);
  return useMemo(
    () => ({
      other: t('analysis:buckets.other'),
      unknown: t('analysis:buckets.unknown'),
      province: Object.fromEntries(PROVINCES.map((p) => [p, t(`vocab:province.${p}`)])),
      variant: Object.fromEntries(VARIANTS.map((v) => [v, t(`analysis:variant.${v}`)])),
      place: Object.fromEntries(REPORT_CATEGORIES.map((c) => [c, t(`vocab:category.${c}`)])),
      language: i18n.language,
    }),
    [t, i18n.language],
  );
}
