/** The figures of one answer: the total, the items over time, and one breakdown per dimension. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResponse } from '@lcmdp/contract/vocabulary';
import { EnforcementFigures } from '@/components/enforcement-figures';
import { useFormatCount } from '@/lib/use-format-count';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { useBucketLabels } from '../hooks/use-bucket-labels';
import { DIMENSIONS, type Dimension } from '../lib/bucket-labels';
import { bucketChartHeight, bucketSeries, overTimeSeries, overTimeTotals } from '../lib/chart-series';
import { formatRange, granularityOf } from '../lib/period';
import { ChartCard } from './chart-card';
import { ProvinceMapCard, preloadProvinceMap } from './province-map-card';
import { UnresolvedNames } from './unresolved-names';
import styles from './analysis.module.css';

const loadCharts = () => import('./charts');
const OverTimeChart = lazy(() => loadCharts().then((m) => ({ default: m.OverTimeChart })));
const BucketChart = lazy(() => loadCharts().then((m) => ({ default: m.BucketChart })));

/** Starts fetching the chart and map code alongside the figures, rather than after them. */
export const preloadCharts = () => {
  void loadCharts();
  preloadProvinceMap();
};

// Provinces are drawn as a map (with their table), right under the items over time.
const BAR_DIMENSIONS = DIMENSIONS.filter((dimension) => dimension !== 'province');

const BREAKDOWN: Record<Dimension, keyof Pick<AnalysisResponse, `by_${Dimension}`>> = {
  company: 'by_company',
  brand: 'by_brand',
  code: 'by_code',
  platform: 'by_platform',
  place: 'by_place',
  province: 'by_province',
  variant: 'by_variant',
};

export function AnalysisFigures({ data }: { data: AnalysisResponse }) {
  const { t, i18n } = useTranslation('analysis');
  const language = i18n.language;
  const count = useFormatCount();
  const labels = useBucketLabels();
  const desktop = useIsDesktop();

  const points = overTimeSeries(data.over_time, language);
  const sums = overTimeTotals(points);
  const granularity = granularityOf(data.over_time.map((row) => row.period));

  return (
    <>
      <p className={styles.summary}>
        <span className={styles.summaryLabel}>{t('total.label')}</span>
        <strong className={styles.summaryValue}>{count(data.total)}</strong>
        {data.from && data.to ? (
          <span className={styles.summaryPeriod}>{t('total.period', { range: formatRange(data.from, data.to, language) })}</span>
        ) : null}
      </p>
      <section aria-labelledby="enforcement-title" className={styles.enforcement}>
        <h2 id="enforcement-title" className={styles.enforcementTitle}>
          {t('enforcement.title', { ns: 'common' })}
        </h2>
        <EnforcementFigures figures={data.enforcement} />
      </section>
      <div className={styles.grid}>
        <ChartCard
          wide
          title={t('charts.overTime.title')}
          description={t(granularity === 'month' ? 'charts.overTime.descriptionMonth' : 'charts.overTime.descriptionDay')}
          empty={sums.total === 0}
          height={desktop ? 300 : 240}
          table={{
            columns: [t('charts.overTime.column'), t('series.detection'), t('series.report'), t('series.total')],
            // Periods without items add nothing to read.
            rows: points
              .filter((p) => p.total > 0)
              .map((p) => ({ key: p.period, cells: [p.label, p.detection, p.report, p.total] })),
            footer: [t('series.total'), sums.detection, sums.report, sums.total],
          }}
        >
          <OverTimeChart points={points} height={desktop ? 300 : 240} />
        </ChartCard>
        <ProvinceMapCard buckets={data.by_province} />
        {BAR_DIMENSIONS.map((dimension) => {
          const bars = bucketSeries(data[BREAKDOWN[dimension]], dimension, labels);
          return (
            <ChartCard
              key={dimension}
              title={t(`charts.${dimension}.title`)}
              description={t(`charts.${dimension}.description`)}
              empty={bars.length === 0}
              height={bucketChartHeight(bars.length)}
              table={{
                columns: [t(`charts.${dimension}.column`), t('series.count')],
                rows: bars.map((bar) => ({ key: bar.key, cells: [bar.label, bar.count] })),
              }}
            >
              <BucketChart points={bars} height={bucketChartHeight(bars.length)} />
            </ChartCard>
          );
        })}
        <UnresolvedNames unresolved={data.unresolved} variant={data.variant ?? 'international'} />
      </div>
    </>
  );
}
