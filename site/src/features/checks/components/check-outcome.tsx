import { Alert, Spin } from 'antd';
import type { Variant } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CheckFailure } from '../lib/check-failure';
import type { CheckResult } from '../lib/check-result';
import { CheckFailureAlert } from './check-failure-alert';
import { CheckVerdict } from './check-verdict';
import styles from './checks.module.css';

interface Props {
  variant: Variant;
  pending: boolean;
  result: CheckResult | undefined;
  failure: CheckFailure | null;
  /** Fields whose server message is already shown on the form. */
  shownOnFields?: string[];
}

/** What a check gave: in progress, its verdict, or why there is none. Announced politely to screen readers. */
export function CheckOutcome({ variant, pending, result, failure, shownOnFields }: Props) {
  const { t } = useTranslation('checks');
  return (
    <div className={styles.outcome} aria-live="polite">
      {pending && (
        <div className={styles.pending} role="status">
          <Spin /> {t('pending')}
        </div>
      )}
      {!pending && failure && <CheckFailureAlert failure={failure} shownOnFields={shownOnFields} />}
      {!pending && result && <CheckVerdict result={result} variant={variant} />}
      {!pending && result?.keptAs && (
        <Alert
          className={styles.kept}
          type="info"
          showIcon
          message={t('kept.asDetection')}
          action={<Link to={paths.detail(variant, result.keptAs)}>{t('kept.open')}</Link>}
        />
      )}
      {!pending && result?.keptAs === null && (
        <Alert className={styles.kept} type="warning" showIcon message={t('kept.failed')} />
      )}
    </div>
  );
}
