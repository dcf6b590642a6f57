import type { Segment } from '../lib/highlight';
import styles from './checks.module.css';

/** A text the detector read, with what matched marked (<mark> is announced as highlighted by screen readers). */
export function HighlightedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <p className={styles.text}>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </p>
  );
}
