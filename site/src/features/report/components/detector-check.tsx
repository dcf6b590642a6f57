import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewStatus } from '@lcmdp/contract';
import { ApiError } from '@/lib/api-client';
import type { DetectorVerdict } from '@/lib/detector-verdict';
import styles from './report-form.module.css';

export function checkErrorMessage(error: unknown, t: TFunction<'report'>): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return t('check.unavailable');
    if (error.status === 429) return t('check.tooMany');
    if (error.status === 0) return t('check.offline');
    return t('check.failed', { message: error.message });
  }
  return t('check.offline');
}

interface Props {
  /** The visible text of the button, which is also its accessible name. */
  label: string;
  onCheck: () => void;
  disabled: boolean;
  pending: boolean;
  /** The verdict for the current value (null once the value changed). */
  verdict: DetectorVerdict | null;
  error: unknown;
  /** A problem found before asking (e.g. not a link). */
  problem: string | null;
}

/**
 * A "check" button that asks the detector through the CMS, and what it answered. Only a help for the reporter:
 * whatever happens here, the report can still be sent.
 */
export function DetectorCheck({ label, onCheck, disabled, pending, verdict, error, problem }: Props) {
  const { t } = useTranslation('report');
  const { t: tv } = useTranslation('vocab');
  const resultId = useId();
  const statusLabel = (status: string) =>
    (REVIEW_STATUSES as readonly string[]).includes(status) ? tv(`status.${status as ReviewStatus}`) : status;

  let result: JSX.Element | null = null;
  if (problem) result = <Alert type="warning" showIcon message={problem} />;
  else if (error) result = <Alert type="warning" showIcon message={checkErrorMessage(error, t)} />;
  else if (verdict) {
    const type = verdict.suspected === true ? 'warning' : verdict.suspected === false ? 'success' : 'info';
    const headline =
      verdict.suspected === true ? t('check.suspected') : verdict.suspected === false ? t('check.clear') : t('check.unknown');
    result = (
      <Alert
        type={type}
        showIcon
        message={headline}
        description={
          <>
            {verdict.status && <div>{t('check.status', { status: statusLabel(verdict.status) })}</div>}
            {verdict.findings.length > 0 ? (
              <>
                <div>{t('check.findings')}</div>
                <ul className={styles.findings}>
                  {verdict.findings.map((f, i) => (
                    <li key={`${f.label}-${i}`}>
                      <strong>{f.label}</strong>
                      {f.excerpt && <> — “{f.excerpt}”</>}
                      {f.codes.length > 0 && (
                        <span aria-label={t('check.codes', { codes: f.codes.join(', ') })}>
                          {' '}
                          {f.codes.map((c) => (
                            <Tag key={c}>{c}</Tag>
                          ))}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              verdict.suspected !== false && <div>{t('check.noFindings')}</div>
            )}
          </>
        }
      />
    );
  }

  return (
    <div className={styles.checkRow}>
      <Button
        icon={<SafetyCertificateOutlined aria-hidden />}
        onClick={onCheck}
        disabled={disabled}
        loading={pending}
        aria-describedby={resultId}
      >
        {label}
      </Button>
      <div id={resultId} className={styles.result} aria-live="polite">
        {result}
      </div>
    </div>
  );
}
