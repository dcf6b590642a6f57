/**
 * Items by province as a map of Laos (a choropleth: the darker, the more items) beside the same numbers as a table,
 * with the legend's classes. Pointing at a province (or tapping it, on a phone) names it with its count. Xaysomboun
 * has no boundary in the bundled data (it predates the province): its count is in the table, with a note.
 */
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVINCES, type AnalysisBucket, type Province } from '@lcmdp/contract/vocabulary';
import { useFormatCount } from '@/lib/use-format-count';
import { useBucketLabels } from '../hooks/use-bucket-labels';
import { bucketSeries } from '../lib/chart-series';
import { NOT_DRAWN, NO_ITEMS_COLOUR, colourOf, isProvince, mapClasses, provinceCounts } from '../lib/province-map';
import { ChartBoundary } from './chart-card';
import styles from './analysis.module.css';

const loadMap = () => import('./province-map');
const ProvinceMapDrawing = lazy(() => loadMap().then((m) => ({ default: m.ProvinceMapDrawing })));

/** Starts fetching the map's code and boundaries alongside the figures. */
export const preloadProvinceMap = () => void loadMap();

const Swatch = ({ colour }: { colour: string }) => (
  <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
);

export function ProvinceMapCard({ buckets }: { buckets: readonly AnalysisBucket[] }) {
  const { t } = useTranslation('analysis');
  const labels = useBucketLabels();
  const count = useFormatCount();
  const titleId = useId();
  const [hovered, setHovered] = useState<Province | null>(null);
  const [selected, setSelected] = useState<Province | null>(null);

  const rows = bucketSeries(buckets, 'province', labels);
  const counts = provinceCounts(buckets);
  const classes = mapClasses(Math.max(0, ...Object.values(counts)));
  const fills = Object.fromEntries(PROVINCES.map((p) => [p, colourOf(counts[p], classes)])) as Record<Province, string>;
  const readout = (p: Province) => t('charts.province.map.readout', { province: labels.province[p], count: count(counts[p]) });
  const titles = Object.fromEntries(PROVINCES.map((p) => [p, readout(p)])) as Record<Province, string>;
  const active = hovered ?? selected;

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('charts.province.title')}</h2>
      <p className={styles.cardDescription}>{t('charts.province.description')}</p>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.empty')} />
      ) : (
        <div className={styles.mapLayout}>
          <div className={styles.mapFigure}>
            <ChartBoundary fallback={<p className={styles.notice}>{t('charts.failed')}</p>}>
              <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 8 }} />}>
                <ProvinceMapDrawing
                  fills={fills}
                  titles={titles}
                  active={active}
                  onHover={setHovered}
                  onSelect={(p) => setSelected((current) => (current === p ? null : p))}
                />
              </Suspense>
            </ChartBoundary>
            <p className={styles.mapReadout} aria-live="polite">
              {active ? readout(active) : t('charts.province.map.hint')}
            </p>
          </div>
          <div className={styles.mapSide}>
            <p className={styles.mapLegendTitle}>{t('charts.province.map.legend')}</p>
            <ul className={styles.mapLegend} aria-label={t('charts.province.map.legend')}>
              <li>
                <Swatch colour={NO_ITEMS_COLOUR} />
                {t('charts.province.map.none')}
              </li>
              {classes.map((c) => (
                <li key={c.from}>
                  <Swatch colour={c.colour} />
                  {c.from === c.to ? count(c.from) : `${count(c.from)}–${count(c.to)}`}
                </li>
              ))}
            </ul>
            <table className={styles.visibleTable}>
              <caption className={styles.srOnly}>{t('charts.province.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('charts.province.column')}</th>
                  <th scope="col">{t('series.count')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.key === active ? styles.activeRow : undefined}>
                    <th scope="row">
                      {isProvince(row.key) ? <Swatch colour={fills[row.key]} /> : null}
                      {row.label}
                      {NOT_DRAWN.includes(row.key as Province) ? (
                        <span className={styles.rowNote}> ({t('charts.province.map.notDrawn')})</span>
                      ) : null}
                    </th>
                    <td>{count(row.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.mapNote}>{t('charts.province.map.xaysomboun')}</p>
            <p className={styles.mapNote}>{t('charts.province.map.source')}</p>
          </div>
        </div>
      )}
    </section>
  );
}
