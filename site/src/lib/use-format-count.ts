import { useTranslation } from 'react-i18next';

/** Counts as the reader's language writes them (digit grouping of `lo` or `en`). */
export function useFormatCount(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => value.toLocaleString(i18n.language);
}
