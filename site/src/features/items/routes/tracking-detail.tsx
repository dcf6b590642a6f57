/**
 * detail-tracking[-laos]/:id — an item's history from detection (or report) to decision: level, action, status
 * change, codes and dates; then, for a confirmed violation, its enforcement case's public steps up to the penalty. The public sees no names; signed-in staff also see who acted and their notes (the CMS
 * sends those to staff only).
 */
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { PublicCase, WireReviewEvent, WireViolationCode, WireViolationType } from '@lcmdp/contract';
import { paths, variantOfPath } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/dates';
import { loadNamespaces } from '@/lib/i18n';
import { useDetection } from '@/lib/api/get-detection';
import { useReport } from '@/lib/api/get-report';
import { useTracking, type ItemKind } from '@/lib/api/get-tracking';
import { useCaseSteps } from '../api/get-case-steps';
import { DetailLoading } from '../components/detail-loading';
import { enforcementItems } from '../components/enforcement-steps';
import { LinkButton } from '@/components/link-button';
import { ErrorState, ItemNotFound, isNotFound } from '@/components/query-states';
import styles from '@/components/item-views.module.css';
import { useCopyLink } from '../hooks/use-copy-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVocab } from '@/lib/use-vocab';
import { detailPath, itemName, type Item } from '@/lib/item';
import { codeName, tagColours, typeName } from '@/lib/labels';

const LEVEL_COLOURS: Record<WireReviewEvent['level'], string> = {
  ai: 'gray',
  public: 'blue',
  staff: 'gray',
  supervisor: 'blue',
  operator: 'green',
};

/**
 * The item and its kind. A link may say `?kind=report` or `?kind=detection`; without it (a link copied or typed
 * without its query) the id is asked as a detection first and, when no public detection has it, as a report.
 */
function useItem(asked: string | null, id: string) {
  const given: ItemKind | null = asked === 'report' || asked === 'detection' ? asked : null;
  // Both hooks run (hooks may not be conditional); only the one(s) needed ask the API.
  const detection = useDetection(id, { enabled: given !== 'report' });
  const kind: ItemKind = given ?? (detection.isError && isNotFound(detection.error) ? 'report' : 'detection');
  const report = useReport(id, { enabled: kind === 'report' });
  return { kind, item: kind === 'report' ? report : detection };
}

function EventCodes({ codes, known, types }: { codes: string[]; known: WireViolationCode[]; types: WireViolationType[] }) {
  const { t, i18n } = useTranslation('items');
  if (!codes.length) return <>{t('tracking.noCodes')}</>;
  const style = tagColours(types[0]?.color);
  return (
    <ul className={styles.tags} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'inline-flex' }}>
      {codes.map((code) => {
        const match = known.find((c) => c.code === code);
        return (
          <li key={code}>
            <Tag style={style} title={match ? codeName(match, i18n.language) : undefined}>
              {code}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}

function EventTypes({ keys, known }: { keys: string[]; known: WireViolationType[] }) {
  const { t, i18n } = useTranslation('items');
  if (!keys.length) return <>{t('tracking.noTypes')}</>;
  return (
    <ul className={styles.tags} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'inline-flex' }}>
      {keys.map((key) => {
        const match = known.find((type) => type.key === key);
        return (
          <li key={key}>
            <Tag style={tagColours(match?.color)}>{match ? typeName(match, i18n.language) : key}</Tag>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Staff see who acted and their notes. Those few words live in the review namespace, which the public pages do
 * not load: it is fetched here for signed-in staff only.
 */
function useStaffWords(): boolean {
  const { isLoggedIn } = useAuth();
  const words = useQuery({
    queryKey: ['i18n', 'review'],
    queryFn: () => loadNamespaces(['review']).then(() => true),
    enabled: isLoggedIn,
    staleTime: Infinity,
  });
  return isLoggedIn && words.data === true;
}

function EventBody({ event, item, staff }: { event: WireReviewEvent; item: Item; staff: boolean }) {
  const { t, i18n } = useTranslation(['items', 'review']);
  const vocab = useVocab();
  return (
    <div>
      <p style={{ margin: 0 }}>
        <strong>{t(`tracking.levels.${event.level}`)}</strong> — {t(`tracking.actions.${event.action}`)}
      </p>
      <p className={styles.eventMeta} style={{ margin: '2px 0' }}>
        <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
        {staff && event.actor?.full_name ? (
          <>
            {' · '}
            {t('review:history.by')} <strong>{event.actor.full_name}</strong>
          </>
        ) : null}
      </p>
      {event.action === 'violation_count' ? (
        // The count is logged in to_status; it is not a status.
        <p style={{ margin: '2px 0' }}>
          {t('detail.fields.violations')}: <strong>{event.to_status ?? '—'}</strong>
        </p>
      ) : event.to_status ? (
        <p style={{ margin: '2px 0' }}>
          {t('tracking.statusChange')}: {event.from_status ? vocab.status(event.from_status) : t('tracking.none')} →{' '}
          <strong>{vocab.status(event.to_status)}</strong>
        </p>
      ) : null}
      {event.codes ? (
        <div style={{ margin: '2px 0' }}>
          {t('tracking.codes')}: <EventCodes codes={event.codes} known={item.violation_codes} types={item.violation_types} />
        </div>
      ) : null}
      {event.types ? (
        <div style={{ margin: '2px 0' }}>
          {t('tracking.types')}: <EventTypes keys={event.types} known={item.violation_types} />
        </div>
      ) : null}
      {staff && event.note ? (
        <p style={{ margin: '2px 0' }}>
          {t('review:history.note')}: {event.note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The review-event log as a timeline, oldest first (also shown under a report's detail); on the tracking page of a
 * confirmed violation, its enforcement case's public steps continue the same timeline, to the penalty.
 */
export function ReviewHistory({
  events,
  item,
  enforcement,
}: {
  events: WireReviewEvent[];
  item: Item;
  enforcement?: PublicCase | null;
}) {
  const { t, i18n } = useTranslation('items');
  const staff = useStaffWords();
  const items = [
    ...events.map((event) => ({
      key: event._id,
      color: LEVEL_COLOURS[event.level] ?? 'gray',
      children: <EventBody event={event} item={item} staff={staff} />,
    })),
    ...(enforcement ? enforcementItems(enforcement, t, i18n.language) : []),
  ];
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title">{enforcement ? t('tracking.enforcement.title') : t('tracking.history')}</h2>
      {items.length ? (
        <Timeline items={items} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tracking.empty')} />
      )}
    </section>
  );
}

export default function TrackingDetail() {
  const { t } = useTranslation(['items', 'common']);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { kind, item } = useItem(search.get('kind'), id);
  const variant = variantOfPath(useLocation().pathname);
  const tracking = useTracking(kind, id);
  // Only an item the CMS showed can have a case worth asking for.
  const enforcement = useCaseSteps(kind, id, item.isSuccess);
  const copyLink = useCopyLink();
  const name = item.data ? itemName(item.data) : null;
  const title = t('tracking.title');
  useDocumentTitle(name ? `${title}: ${name}` : title);

  if (item.isPending || tracking.isPending) return <DetailLoading />;
  const error = item.error ?? tracking.error;
  if (error) {
    return isNotFound(error) ? (
      <ItemNotFound backTo={kind === 'report' ? paths.verified(variant) : paths.violation(variant)} />
    ) : (
      <ErrorState
        level={1}
        error={error}
        onRetry={() => {
          if (item.isError) void item.refetch();
          if (tracking.isError) void tracking.refetch();
        }}
      />
    );
  }
  // Narrowed above: both queries succeeded.
  const data = item.data as Item;
  const events = tracking.data ?? [];

  return (
    <article>
      <header className={styles.pageHeader}>
        <span className={styles.eyebrow}>
          {t(kind === 'detection' ? 'detail.detectionTitle' : 'detail.reportTitle')} · {t(`variant.${data.variant}`)}
        </span>
        <h1>{title}</h1>
        <p className={styles.intro}>
          {name ? <strong>{name}</strong> : null}
          {name ? ' — ' : null}
          {t('tracking.intro')}
        </p>
      </header>
      <div className={styles.actions}>
        <LinkButton to={detailPath(data)}>{t('tracking.backToItem')}</LinkButton>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyLink()}>
          {t('common:actions.copyLink')}
        </Button>
      </div>
      <ReviewHistory events={events} item={data} enforcement={enforcement.data} />
    </article>
  );
}
