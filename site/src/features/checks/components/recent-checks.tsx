import { Alert, Button, Skeleton, Tag } from 'antd';
import type { Variant, WireDetection } from '@lcmdp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useVocab } from '@/lib/use-vocab';
import { formatDate } from '@/lib/dates';
import { useRecentChecks } from '../api/get-recent-checks';
import styles from './checks.module.css';

/** A checked page by its address without the scheme ("facebook.com/nan.laos/posts/1"). */
function pageName(detection: WireDetection): string | null {
  const link = detection.link?.trim();
  if (!link) return detection.caption?.trim() || null;
  return link.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, '');
}

/** The last pages staff checked (kept as detections), each linking to its detail page. */
export function RecentChecks({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation(['checks', 'common']);
  const vocab = useVocab();
  const headingId = useId();
  const recent = useRecentChecks(variant);

  let body: JSX.Element;
  if (recent.isPending) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (recent.isError)
    body = (
      <Alert
        type="warning"
        showIcon
        message={t('checks:recent.loadFailed')}
        action={
          <Button size="small" onClick={() => void recent.refetch()}>
            {t('common:errors.retry')}
          </Button>
        }
      />
    );
  else if (!recent.data?.data?.length) body = <p>{t('checks:recent.empty')}</p>;
  else
    body = (
      <ol className={styles.recentList}>
        {recent.data.data.map((detection) => {
          const name = pageName(detection) ?? t('checks:recent.untitled');
          return (
            <li key={detection._id} className={styles.recentItem}>
              <Link
                className={styles.recentLink}
                to={paths.detail(detection.variant, detection._id)}
                aria-label={t('checks:recent.open', { name })}
              >
                {name}
              </Link>
              <span className={styles.recentMeta}>{formatDate(detection.crawl_date ?? detection.created_at, i18n.language)}</span>
              <Tag color={detection.lcmdp_status === 'suspected_violation' ? 'red' : 'default'}>
                {vocab.status(detection.status)}
              </Tag>
            </li>
          );
        })}
      </ol>
    );

  return (
    <section className={styles.recent} aria-labelledby={headingId}>
      <h2 id={headingId} style={{ fontSize: '1.2rem' }}>
        {t('checks:recent.heading')}
      </h2>
      {body}
    </section>
  );
}
