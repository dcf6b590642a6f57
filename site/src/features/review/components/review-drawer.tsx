/**
 * The review view: a drawer (full screen on phones) over the queue, its item in the URL (`?item=<id>`). Shows
 * what the detector or reporter gave, the three levels, and the actions at the signed-in user's own level, each
 * behind its confirmation prompt. Keyboard: V / N / U choose a status (still confirmed), J / K step through the
 * queue; never while typing.
 */
import { DownOutlined, ExportOutlined, HistoryOutlined, InboxOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Skeleton, Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { ErrorState, isNotFound } from '@/components/query-states';
import { itemName, trackingPath } from '@/lib/item';
import { useVocab } from '@/lib/use-vocab';
import { useAuth } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useIsDesktop } from '@/lib/use-is-mobile';
import type { QueueItem } from '../api/get-queue';
import { useReviewItem } from '../api/get-review-item';
import type { ReviewChange, ReviewTarget } from '../api/review-mutations';
import { useConfirm } from '../hooks/use-confirm';
import { useReviewChange } from '../hooks/use-review-change';
import { useReviewShortcuts } from '../hooks/use-review-shortcuts';
import { actingLevel, decisionRefusal, type Decision, type StaffLevel } from '../lib/chain-rules';
import type { ItemKind } from '../lib/review-endpoints';
import type { ShortcutAction } from '../lib/shortcuts';
import { DetectionEvidence, ReportEvidence } from './item-evidence';
import { ReviewEntries, type EntriesKind } from './review-entries';
import { ReviewLevels } from './review-levels';
import { StatusTag } from './status-tag';
import styles from './review.module.css';
import { refusalKey } from '../lib/refusal';

interface Props {
  kind: ItemKind;
  id: string | undefined;
  /** The ids of the queue page, for J / K and the previous / next buttons. */
  queueIds: string[];
  onNavigate: (id: string) => void;
  onClose: () => void;
}

function ShortcutHelp() {
  const { t } = useTranslation('review');
  const keys: [string, string][] = [
    ['V', t('shortcuts.violation')],
    ['N', t('shortcuts.nonViolation')],
    ['U', t('shortcuts.toBeUpdated')],
    ['J', t('shortcuts.next')],
    ['K', t('shortcuts.previous')],
    ['Esc', t('shortcuts.close')],
  ];
  return (
    <p className={styles.shortcuts}>
      <span>{t('shortcuts.label')}:</span>
      {keys.map(([key, label]) => (
        <span key={key}>
          <kbd>{key}</kbd> {label}
        </span>
      ))}
    </p>
  );
}

function ReviewBody({ item, onStep }: { item: QueueItem; onStep: (by: 1 | -1) => void }) {
  const { t } = useTranslation(['review', 'items']);
  const vocab = useVocab();
  const { role } = useAuth();
  const desktop = useIsDesktop();
  const { confirm, isOpen } = useConfirm();
  const change = useReviewChange();
  const target: ReviewTarget = { kind: item.kind, variant: item.variant, id: item._id };
  const name = itemName(item) ?? t(item.kind === 'detection' ? 'review:drawer.detection' : 'review:drawer.report');
  const busy = change.isPending;
  const sent = busy && change.variables.target.id === item._id ? change.variables.change : null;
  const send = (next: ReviewChange) => change.mutate({ target, change: next });

  const decide = (level: StaffLevel, decision: Decision) => {
    const refusal = decisionRefusal(item, role, level, decision);
    // A shortcut for a refused decision explains instead of asking.
    if (refusal) return void toast.info(t(`review:${refusalKey(refusal)}`));
    confirm(t('review:confirm.status'), `${t(`review:levels.${level}`)}: ${vocab.status(decision)}`, () =>
      send({ action: 'status', level, status: decision }),
    );
  };
  const saveEntries = (which: EntriesKind, level: StaffLevel, ids: string[], labels: string[]) =>
    confirm(t(`review:confirm.${which}`), labels.join(', ') || t('review:confirm.none'), () =>
      send({ action: which, level, ids }),
    );
  const archived = Boolean(item.archived);
  const toggleArchive = () =>
    confirm(t(archived ? 'review:confirm.restore' : 'review:confirm.archive'), name, () =>
      send({ action: 'archive', status: archived ? 'no_archive' : 'archived' }),
    );

  const onShortcut = (action: ShortcutAction) => {
    if (action.kind === 'step') return onStep(action.by);
    if (busy) return;
    const level = actingLevel(role, item);
    if (level) decide(level, action.decision);
  };
  useReviewShortcuts(true, onShortcut, isOpen);

  const pageLink = item.kind === 'detection' ? item.link : item.url;
  return (
    <article aria-label={name}>
      <header className={styles.drawerHead}>
        <h2>{name}</h2>
        <StatusTag status={item.status} />
        {archived ? <StatusTag status="archived" /> : null}
      </header>
      <div className={styles.actions}>
        <LinkButton icon={<HistoryOutlined aria-hidden />} to={trackingPath(item.kind, item.variant, item._id)}>
          {t('review:drawer.tracking')}
        </LinkButton>
        {pageLink && /^https?:\/\//i.test(pageLink) ? (
          <Button icon={<ExportOutlined aria-hidden />} href={pageLink} target="_blank" rel="noopener noreferrer">
            {t('review:drawer.openPage')}
            <span className={styles.srOnly}> {t('items:detail.opensInNewTab')}</span>
          </Button>
        ) : null}
        <Button
          icon={archived ? <UndoOutlined aria-hidden /> : <InboxOutlined aria-hidden />}
          disabled={busy}
          loading={sent?.action === 'archive'}
          onClick={toggleArchive}
        >
          {t(archived ? 'review:drawer.restore' : 'review:drawer.archive')}
        </Button>
      </div>
      {desktop ? <ShortcutHelp /> : null}
      {archived ? <Alert type="info" showIcon message={t('review:drawer.archivedNotice')} className={styles.notice} /> : null}
      <ReviewLevels
        item={item}
        role={role}
        busy={busy}
        sending={sent?.action === 'status' ? { level: sent.level, decision: sent.status } : null}
        onDecide={decide}
      />
      <ReviewEntries
        // Saved choices changed (here or by someone else): start again from them.
        key={`${item._id}:${item.violation_types.map((x) => x._id).join()}:${item.violation_codes.map((x) => x._id).join()}`}
        item={item}
        role={role}
        busy={busy}
        sending={sent?.action === 'codes' || sent?.action === 'types' ? sent.action : null}
        onSave={saveEntries}
      />
      {item.kind === 'detection' ? <DetectionEvidence item={item} name={name} /> : <ReportEvidence item={item} name={name} />}
    </article>
  );
}

export function ReviewDrawer({ kind, id, queueIds, onNavigate, onClose }: Props) {
  const { t } = useTranslation('review');
  const desktop = useIsDesktop();
  const query = useReviewItem(kind, id);
  const index = id ? queueIds.indexOf(id) : -1;
  const previous = index > 0 ? queueIds[index - 1] : undefined;
  const next = index >= 0 && index < queueIds.length - 1 ? queueIds[index + 1] : undefined;
  const step = useCallback(
    (by: 1 | -1) => {
      const to = by === 1 ? next : previous;
      if (to) onNavigate(to);
    },
    [next, previous, onNavigate],
  );

  let body;
  if (!id) body = null;
  else if (query.isPending)
    body = (
      <div aria-busy="true">
        <span className={styles.srOnly}>{t('drawer.loading')}</span>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <p>{t('drawer.notFound')}</p>
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    );
  else body = <ReviewBody item={query.data} onStep={step} />;

  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      placement="right"
      width={desktop ? 'min(1040px, 94vw)' : '100%'}
      title={t('drawer.label')}
      destroyOnHidden
      extra={
        <Space>
          <Button
            icon={<UpOutlined aria-hidden />}
            disabled={!previous}
            onClick={() => step(-1)}
            aria-label={t('drawer.previous')}
          />
          <Button icon={<DownOutlined aria-hidden />} disabled={!next} onClick={() => step(1)} aria-label={t('drawer.next')} />
        </Space>
      }
    >
      {body}
    </Drawer>
  );
}
