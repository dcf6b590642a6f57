import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './item-views.module.css';

/** A link that opens in a new tab, says so to screen readers, and gives the new page no handle on this one. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('items');
  // Only web links: a javascript: or data: URL from a crawled page must not become clickable.
  if (!/^https?:\/\//i.test(href)) return <span style={{ overflowWrap: 'anywhere' }}>{href}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {children ?? href}
      <span className={styles.srOnly}> {t('detail.opensInNewTab')}</span>
    </a>
  );
}
