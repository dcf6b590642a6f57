/** The frame of the auth screens: a centred card with the page's one heading, an intro, the form and links. */
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './auth.module.css';

interface Props {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, intro, children, footer }: Props) {
  useDocumentTitle(title);
  return (
    <Card className={styles.card}>
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph className={styles.intro}>{intro}</Typography.Paragraph>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Card>
  );
}
