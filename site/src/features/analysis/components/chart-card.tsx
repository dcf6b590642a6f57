/**
 * One figure: its title and description, the chart (drawn by the lazily loaded charts module) and the same numbers
 * as a table for screen readers. If the chart cannot be drawn, the table is shown instead.
 */
import { Empty, Skeleton } from 'antd';
import { Component, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '@/lib/use-format-count';
import styles from './analysis.module.css';

export interface FigureTable {
  columns: string[];
  /** First cell names the row, the others are counts. */
  rows: { key: string; cells: [string, ...number[]] }[];
  /** A closing row (e.g. the totals). */
  footer?: [string, ...number[]];
}

interface Props {
  title: string;
  description: string;
  empty: boolean;
  table: FigureTable;
  height: number;
  wide?: boolean;
  /** The chart. */
  children: ReactNode;
}

/** Shows `fallback` instead of a drawing that failed (its chunk did not load, say). */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function DataTable({ caption, table, visible }: { caption: string; table: FigureTable; visible: boolean }) {
  const count = useFormatCount();
  return (
    <table className={visible ? styles.visibleTable : styles.srOnly}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(({ key, cells: [name, ...counts] }) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            {counts.map((n, i) => (
              <td key={i}>{count(n)}</td>
            ))}
          </tr>
        ))}
      </tbody>
      {table.footer ? (
        <tfoot>
          <tr>
            <th scope="row">{table.footer[0]}</th>
            {table.footer.slice(1).map((n, i) => (
              <td key={i}>{count(n as number)}</td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

export function ChartCard({ title, description, empty, table, height, wide, children }: Props) {
  const { t } = useTranslation('analysis');
  const titleId = useId();
  return (
    <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.cardDescription}>{description}</p>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.empty')} />
      ) : (
        <ChartBoundary
          fallback={
            <>
              <p className={styles.notice}>{t('charts.failed')}</p>
              <DataTable caption={title} table={table} visible />
            </>
          }
        >
          {/* The drawing repeats the table below, which is what assistive technology reads. */}
          <div className={styles.figure} style={{ height }} aria-hidden="true">
            <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: Math.max(2, Math.floor(height / 48)) }} />}>
              {children}
            </Suspense>
          </div>
          <DataTable caption={title} table={table} visible={false} />
        </ChartBoundary>
      )}
    </section>
  );
}
