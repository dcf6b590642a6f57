/**
 * The history check (issue 13 point 5, admins): runs the server's check of the hash chain over every review event
 * and case step, with every evidence file's SHA-256, and says whether the history holds or names the first broken
 * link and why — the same check as `npm run verify-history`.
 */
import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryReport } from '@lcmdp/contract';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyHistory } from '../api/verify-history';

function Result({ report }: { report: HistoryReport }) {
  const { t } = useTranslation('history');
  const counts = t('counts', { links: report.links, files: report.files });
  if (report.ok) return <Alert type="success" showIcon message={t('holds')} description={counts} />;
  const broken = report.firstBreak;
  return (
    <Alert
      type="error"
      showIcon
      message={t('broken')}
      description={
        <>
          <p>{counts}</p>
          {broken ? (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('firstBreak.seq')}>{broken.seq}</Descriptions.Item>
              <Descriptions.Item label={t('firstBreak.reason')}>{t(`reasons.${broken.reason}`)}</Descriptions.Item>
              {broken.entryType ? (
                <Descriptions.Item label={t('firstBreak.entry')}>
                  {t(`entryTypes.${broken.entryType}`)} {broken.entryId ?? ''}
                </Descriptions.Item>
              ) : null}
              {broken.url ? <Descriptions.Item label={t('firstBreak.file')}>{broken.url}</Descriptions.Item> : null}
            </Descriptions>
          ) : null}
        </>
      }
    />
  );
}

export default function HistoryCheck() {
  const { t } = useTranslation('history');
  useDocumentTitle(t('title'));
  const check = useVerifyHistory();
  return (
    <article>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Button type="primary" loading={check.isPending} onClick={() => check.mutate()}>
        {check.data ? t('again') : t('run')}
      </Button>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {check.isPending ? <p>{t('running')}</p> : null}
        {check.error ? <LoadErrorAlert title={t('failed')} error={check.error} onRetry={() => check.mutate()} /> : null}
        {check.data && !check.isPending ? <Result report={check.data} /> : null}
      </div>
    </article>
  );
}
