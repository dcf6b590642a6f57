import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './report-form.module.css';

/** A titled part of the report form; the heading gives screen-reader users a map of the form. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card
      className={styles.section}
      aria-labelledby={id}
      role="region"
      title={
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      }
    >
      {children}
    </Card>
  );
}
