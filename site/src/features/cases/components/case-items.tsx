/**
 * The items a case is about: each opens in the staff review view (evidence, SHA-256, the review levels), with a
 * link to its history (detection tracking, or the report's detail page).
 */
import type { Variant, WireCaseItem } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './cases.module.css';

const reviewView = (variant: Variant, item: WireCaseItem) =>
  `${item.kind === 'detection' ? paths.detection(variant) : paths.report(variant)}?item=${encodeURIComponent(item._id)}`;
const history = (variant: Variant, item: WireCaseItem) =>
  item.kind === 'detection' ? paths.detailTracking(variant, item._id) : paths.detailReport(variant, item._id);

export function CaseItems({ items, variant }: { items: WireCaseItem[]; variant: Variant }) {
  const { t } = useTranslation('cases');
  return (
    <section className={styles.section} aria-labelledby="case-items">
      <h2 id="case-items" className={styles.sectionTitle}>
        {t('case.items')}
      </h2>
      <ul>
        {items.map((item) => {
          const name = [item.brand, item.company].filter(Boolean).join(' · ') || item._id;
          return (
            <li key={`${item.kind}-${item._id}`}>
              <Link to={reviewView(variant, item)}>
                {t(`case.itemKinds.${item.kind}`)}: {name}
              </Link>{' '}
              (
              <Link to={history(variant, item)} aria-label={t('case.historyOf', { name })}>
                {t('case.history')}
              </Link>
              )
            </li>
          );
        })}
      </ul>
    </section>
  );
}
