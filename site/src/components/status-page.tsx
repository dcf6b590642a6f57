import type { ReactNode } from 'react';
import styles from './status-page.module.css';

/** A full-width message (not found, load failure, staff-only…) without pulling a component library's illustrations. */
export function StatusPage({ code, title, text, action }: { code?: string; title: string; text: string; action?: ReactNode }) {
  return (
    <section className={styles.page}>
      {code && (
        <p className={styles.code} aria-hidden>
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  );
}
