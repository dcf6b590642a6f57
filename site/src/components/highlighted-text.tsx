import { Fragment, useMemo } from 'react';
import { highlightRanges, splitByRanges } from '@/lib/highlight';
import styles from './highlighted-text.module.css';

/** A text with the given terms marked (<mark>: screen readers announce it as highlighted). */
export function HighlightedText({ text, needles, className }: { text: string; needles: readonly string[]; className?: string }) {
  const segments = useMemo(() => splitByRanges(text, highlightRanges(text, needles)), [text, needles]);
  return (
    <p className={`${styles.text} ${className ?? ''}`}>
      {segments.map((segment, index) =>
        segment.marked ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
