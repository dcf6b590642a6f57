/**
 * "Seen again": the detector found the same ad (near-duplicate images) more than once. The count, the latest
 * crawl that saw it and the other pages it was on, so a reviewer knows how widely it runs.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireDetection } from '@lcmdp/contract';
import { ExternalLink } from '@/components/external-link';
import { formatDateTime } from '@/lib/dates';
import styles from './review.module.css';

export function SeenAgain({ item }: { item: WireDetection }) {
  const { t, i18n } = useTranslation('review');
  const id = useId();
  const seen = item.seen_count ?? 1;
  if (seen <= 1) return null;
  const pages = (item.seen_urls ?? []).filter((url) => url !== item.link);
  return (
    <section className={styles.seenAgain} aria-labelledby={id}>
      <p id={id} className={styles.seenAgainHead}>
        {t('seenAgain.summary', {
          count: seen - 1,
          total: seen,
          date: formatDateTime(item.last_seen_at ?? item.crawl_date, i18n.language),
        })}
      </p>
      {pages.length ? (
        <>
          <p className={styles.hint}>{t('seenAgain.pages')}</p>
          <ul className={styles.seenAgainPages}>
            {pages.map((url) => (
              <li key={url}>
                <ExternalLink href={url} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
