import { Fragment, useMemo } from 'react';
import { highlightRanges, splitByRanges } from '../lib/highlight';
import styles from './review.module.css';

/** A text with what the AI matched in it marked (<mark>: screen readers announce it as highlighted). */
export function HighlightedText({ text, needles }: { text: string; needles: readonly string[] }) {
  const segments = useMemo(() => splitByRanges(text, highlightRanges(text, needles)), [text, needles]);
  return (
    <p className={styles.longText}>
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
