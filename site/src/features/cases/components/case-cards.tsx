/** The case list on a phone: one card a case. */
import type { WireCase } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { CaseDueText } from './case-due';
import { OverdueTag, StageTag } from './case-tags';
import styles from './cases.module.css';

export function CaseCards({ cases }: { cases: WireCase[] }) {
  const { t, i18n } = useTranslation('cases');
  return (
    <ul className={styles.cards}>
      {cases.map((c) => (
        <li key={c._id} className={`${styles.card} ${c.overdue ? styles.overdueCard : ''}`}>
          <h2 className={styles.cardTitle}>
            <Link to={paths.case(c._id)}>{c.caseNumber}</Link>
            <StageTag stage={c.stage} />
            <OverdueTag overdue={c.overdue} />
          </h2>
          <p className={styles.cardLine}>
            {c.company} · {t(`filters.variants.${c.variant}`)}
          </p>
          <p className={styles.cardLine}>
            {t('columns.assignee')}: {c.assignee?.name ?? t('unassigned')}
          </p>
          <p className={styles.cardLine}>
            <CaseDueText value={c} />
          </p>
          <p className={styles.cardLine}>
            {t('columns.opened')}: {formatDate(c.openedAt, i18n.language)}
          </p>
        </li>
      ))}
    </ul>
  );
}
