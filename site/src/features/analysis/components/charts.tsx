/**
 * The drawings, with recharts. This module is loaded lazily: the filters and the figures' tables appear before
 * the chart code has arrived. Every number drawn here is also in the card's table.
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatCount } from '@/lib/use-format-count';
import { useIsDesktop } from '@/lib/use-is-mobile';
import { shortLabel, type BucketPoint, type OverTimePoint } from '../lib/chart-series';

// Bars need 3:1 against white (WCAG 1.4.11): the site's teal, a dark amber, and grey for "all others".
const COLORS = { detection: '#0b5e55', report: '#b45309', bucket: '#0b5e55', other: '#5f6f6c' } as const;
const TICK = { fontSize: 12, fill: '#3d4a47' };

const animate = () => typeof window === 'undefined' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function useCount() {
  const count = useFormatCount();
  return (value: unknown) => (typeof value === 'number' ? count(value) : String(value));
}

export function OverTimeChart({ points, height }: { points: OverTimePoint[]; height: number }) {
  const { t } = useTranslation('analysis');
  const count = useCount();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={TICK} minTickGap={16} />
        <YAxis allowDecimals={false} width={40} tick={TICK} tickFormatter={count} />
        <Tooltip formatter={count} />
        <Legend />
        <Bar
          dataKey="detection"
          name={t('series.detection')}
          stackId="items"
          fill={COLORS.detection}
          isAnimationActive={animate()}
        />
        <Bar dataKey="report" name={t('series.report')} stackId="items" fill={COLORS.report} isAnimationActive={animate()} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One horizontal bar per company, brand, code...: long names read better beside the bars than under them. */
export function BucketChart({ points, height }: { points: BucketPoint[]; height: number }) {
  const { t } = useTranslation('analysis');
  const desktop = useIsDesktop();
  const count = useCount();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={points} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={TICK} tickFormatter={count} />
        <YAxis
          type="category"
          dataKey="label"
          width={desktop ? 160 : 96}
          interval={0}
          tick={TICK}
          tickFormatter={(label: string) => shortLabel(label, desktop ? 22 : 12)}
        />
        <Tooltip formatter={count} />
        <Bar
          dataKey="count"
          name={t('series.count')}
          fill={COLORS.bucket}
          label={{ position: 'right', fontSize: 12, fill: '#1f2a28', formatter: count }}
          isAnimationActive={animate()}
        >
          {points.map((point) => (
            <Cell key={point.key} fill={point.other ? COLORS.other : COLORS.bucket} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
