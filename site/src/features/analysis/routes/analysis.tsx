/**
 * Analysis (spec §2, staff only): figures on detections and reports for a period, violation statuses and a
 * variant, as charts with accessible tables, and the same figures as an Excel file.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useExportAnalysis } from '../api/export-analysis';
import { useAnalysis } from '../api/get-analysis';
import { AnalysisFigures, preloadCharts } from '../components/analysis-figures';
import { FilterBar } from '../components/filter-bar';
import styles from '../components/analysis.module.css';
import { useAnalysisFilters } from '../hooks/use-analysis-filters';
import { toAnalysisQuery } from '../lib/analysis-filters';

export default function Analysis() {
  const { t, i18n } = useTranslation(['analysis', 'common']);
  const title = t('analysis:title');
  useDocumentTitle(title);
  useEffect(preloadCharts, []);

  const { filters, setFilters, reset, customised } = useAnalysisFilters();
  const query = useMemo(() => toAnalysisQuery(filters), [filters]);
  const analysis = useAnalysis(query);
  const download = useExportAnalysis();

  const refused = analysis.error instanceof ApiError && analysis.error.status === 400 ? analysis.error : null;

  let body;
  if (analysis.isError)
    body = refused ? (
      <Alert type="error" showIcon message={t('analysis:errors.invalidFilters')} description={serverMessage(refused)} />
    ) : (
      <LoadErrorAlert
        title={t('common:errors.somethingWentWrong')}
        error={analysis.error}
        fallback={t('analysis:errors.loadFailed')}
        onRetry={() => void analysis.refetch()}
      />
    );
  else if (analysis.isPending)
    body = (
      <div aria-busy="true">
        <span className={styles.srOnly}>{t('analysis:loading')}</span>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  else {
    const updating = analysis.isPlaceholderData && analysis.isFetching;
    body = (
      <div aria-busy={updating} style={updating ? { opacity: 0.6, transition: 'opacity 0.2s' } : undefined}>
        <AnalysisFigures data={analysis.data} />
      </div>
    );
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1>{title}</h1>
          <p className={styles.intro}>{t('analysis:intro')}</p>
        </div>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ query, lang: i18n.language.startsWith('en') ? 'en' : 'lo' })}
        >
          {t('analysis:download.button')}
        </Button>
      </header>
      <FilterBar
        filters={filters}
        onChange={setFilters}
        serverErrors={refused?.fields ?? {}}
        customised={customised}
        onReset={reset}
      />
      {body}
    </>
  );
}
