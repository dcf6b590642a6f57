/** The items a case is about, each linking to its detail page. */
import type { Variant, WireCaseItem } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './cases.module.css';

export function CaseItems({ items, variant }: { items: WireCaseItem[]; variant: Variant }) {
  const { t } = useTranslation('cases');
  return (
    <section className={styles.section} aria-labelledby="case-items">
      <h2 id="case-items" className={styles.sectionTitle}>
        {t('case.items')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}-${item._id}`}>
            <Link to={item.kind === 'detection' ? paths.detail(variant, item._id) : paths.detailReport(variant, item._id)}>
              {t(`case.itemKinds.${item.kind}`)}: {[item.brand, item.company].filter(Boolean).join(' · ') || item._id}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
