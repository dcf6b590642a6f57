/** The company list on a phone: one card a company; repeat offenders stand out. */
import type { WireCompany } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { companyName } from '../lib/company-name';
import { CompanyTags } from './company-tags';
import styles from './companies.module.css';

export function CompanyCards({ companies }: { companies: WireCompany[] }) {
  const { t, i18n } = useTranslation('companies');
  return (
    <ul className={styles.cards}>
      {companies.map((c) => (
        <li key={c.key} className={`${styles.card} ${c.repeatOffender ? styles.repeatCard : ''}`}>
          <h2 className={styles.cardTitle}>
            <Link to={paths.company(c.key)}>{companyName(c, i18n.language)}</Link>
            <CompanyTags company={c} />
          </h2>
          <p className={styles.cardLine}>
            {t('columns.items')}: {c.items} · {t('columns.confirmedViolations')}: {c.confirmedViolations}
          </p>
          <p className={styles.cardLine}>
            {t('columns.cases')}: {c.cases} · {t('columns.openCases')}: {c.openCases}
          </p>
          <p className={styles.cardLine}>
            {t('columns.lastDetectedAt')}: {formatDate(c.lastDetectedAt, i18n.language)}
          </p>
        </li>
      ))}
    </ul>
  );
}
