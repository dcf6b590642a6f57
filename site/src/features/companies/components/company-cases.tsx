/** A company's cases, each linking to its case page, with its stage, overdue deadline and measures. */
import type { WireCompanyCase } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { CaseStageTag } from './company-tags';
import styles from './companies.module.css';

export function CompanyCases({ cases }: { cases: WireCompanyCase[] }) {
  const { t, i18n } = useTranslation('companies');
  return (
    <section className={styles.section} aria-labelledby="company-cases">
      <h2 id="company-cases" className={styles.sectionTitle}>
        {t('company.cases')} ({cases.length})
      </h2>
      {cases.length === 0 ? (
        <p>{t('company.noCases')}</p>
      ) : (
        <ul className={styles.cards}>
          {cases.map((c) => (
            <li key={c._id} className={`${styles.card} ${c.overdue ? styles.repeatCard : ''}`}>
              <p className={styles.cardTitle}>
                <Link to={paths.case(c._id)}>{c.caseNumber}</Link>
                <CaseStageTag stage={c.stage} overdue={c.overdue} />
              </p>
              <p className={styles.cardLine}>
                {t(`variants.${c.variant}`)} · {t('cases.opened')}: {formatDate(c.openedAt, i18n.language)} · {t('cases.items')}:{' '}
                {c.items}
              </p>
              <p className={styles.cardLine}>
                {t('cases.measures')}:{' '}
                {c.measures.length ? c.measures.map((m) => t(`measures.${m}`)).join(', ') : t('cases.none')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
