/**
 * The enforcement figures (issue 13 point 7): cases opened, cases decided, ads removed, and the median days from an
 * item's detection or report to its verified removal. Shown on the home page (per variant, all time) and in the
 * analysis (the filters' period and variant). Plain markup: the home page loads no Ant Design.
 */
import { useTranslation } from 'react-i18next';
import type { EnforcementFigures as Figures } from '@lcmdp/contract/vocabulary';
import { useFormatCount } from '@/lib/use-format-count';
import styles from './enforcement-figures.module.css';

const COUNTS = [
  { key: 'casesOpened', field: 'cases_opened' },
  { key: 'casesDecided', field: 'cases_decided' },
  { key: 'adsRemoved', field: 'ads_removed' },
] as const;

export function EnforcementFigures({ figures }: { figures: Figures | undefined }) {
  const { t, i18n } = useTranslation('common');
  const count = useFormatCount();
  const median = figures?.median_days_to_removal;
  return (
    <dl className={styles.figures} aria-busy={!figures}>
      {COUNTS.map(({ key, field }) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`enforcement.${key}`)}</dt>
          <dd>{figures ? count(figures[field]) : '…'}</dd>
        </div>
      ))}
      <div className={styles.figure}>
        <dt>{t('enforcement.medianDays')}</dt>
        <dd>
          {!figures
            ? '…'
            : median === null || median === undefined
              ? t('enforcement.noRemoval')
              : t('enforcement.days', {
                  count: median,
                  days: median.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                })}
        </dd>
      </div>
    </dl>
  );
}
