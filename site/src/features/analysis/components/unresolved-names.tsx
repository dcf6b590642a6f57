/**
 * Company and brand names as typed that the data-option library does not know: each is its own bar until an editor
 * adds it to the library, or as another spelling of a company or brand there.
 */
import type { AnalysisResponse, Variant } from '@lcmdp/contract/vocabulary';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormatCount } from '@/lib/use-format-count';
import { useBucketLabels } from '../hooks/use-bucket-labels';
import { bucketLabel } from '../lib/bucket-labels';
import styles from './analysis.module.css';

export function UnresolvedNames({ unresolved, variant }: { unresolved: AnalysisResponse['unresolved']; variant: Variant }) {
  const { t } = useTranslation('analysis');
  const count = useFormatCount();
  const labels = useBucketLabels();
  const titleId = useId();
  const rows = (['company', 'brand'] as const).flatMap((kind) => unresolved[kind].map((bucket) => ({ kind, ...bucket })));
  if (!rows.length) return null;
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('unresolved.title')}</h2>
      <p className={styles.cardDescription}>{t('unresolved.description')}</p>
      <table className={styles.visibleTable}>
        <thead>
          <tr>
            <th scope="col">{t('unresolved.name')}</th>
            <th scope="col">{t('unresolved.kind')}</th>
            <th scope="col">{t('series.count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.key}`}>
              <th scope="row">{bucketLabel(row.kind, row.key, labels)}</th>
              <td>{t(`unresolved.${row.kind}`)}</td>
              <td>{count(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to={paths.management(variant)}>{t('unresolved.manage')}</Link>
      </p>
    </section>
  );
}
