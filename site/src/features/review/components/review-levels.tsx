/**
 * The three review levels side by side (spec §4): LCMDP (AI), supervisor, operator — each with its status, who
 * decided and when. The signed-in user's own level(s) carry the status buttons; a button the chain would refuse
 * is disabled and the reason is written under it.
 */
import { Button, Tag } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@lcmdp/contract/vocabulary';
import { useVocab } from '@/lib/use-vocab';
import type { QueueItem } from '../api/get-queue';
import {
  DECISIONS,
  currentDecision,
  decisionRefusal,
  levelsOf,
  type Decision,
  type Refusal,
  type StaffLevel,
} from '../lib/chain-rules';
import { formatDateTime } from '@/lib/dates';
import { formatScore } from '../lib/format';
import { StatusTag } from './status-tag';
import styles from './review.module.css';
import { refusalKey } from '../lib/refusal';

interface Props {
  item: QueueItem;
  role: StaffRole | null;
  /** The decision being sent (its button spins), or null. */
  sending: { level: StaffLevel; decision: Decision } | null;
  busy: boolean;
  onDecide: (level: StaffLevel, decision: Decision) => void;
}

function Level({
  title,
  status,
  facts,
  children,
}: {
  title: string;
  status: string | null;
  facts: [string, ReactNode][];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.level} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <StatusTag status={status} />
      <dl className={styles.levelFacts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

function Decisions({ item, role, level, sending, busy, onDecide }: Props & { level: StaffLevel }) {
  const { t } = useTranslation('review');
  const vocab = useVocab();
  const id = useId();
  const current = currentDecision(item, level);
  const refusals = DECISIONS.map((decision) => decisionRefusal(item, role, level, decision));
  const reasons = [...new Set(refusals.filter((r): r is Refusal => r !== null))];
  const reasonId = (reason: Refusal) => `${id}-${reason}`;
  return (
    <div className={styles.decisions}>
      <Tag color="cyan">{t('levels.yourLevel')}</Tag>
      <div role="group" aria-label={t('levels.decisions', { level: t(`levels.${level}`) })} className={styles.decisionButtons}>
        {DECISIONS.map((decision, index) => {
          const refusal = refusals[index];
          return (
            <Button
              key={decision}
              type={current === decision ? 'primary' : 'default'}
              danger={decision === 'violation'}
              aria-pressed={current === decision}
              disabled={Boolean(refusal) || busy}
              loading={sending?.level === level && sending.decision === decision}
              aria-describedby={refusal ? reasonId(refusal) : undefined}
              onClick={() => onDecide(level, decision)}
            >
              {vocab.status(decision)}
            </Button>
          );
        })}
      </div>
      {reasons.map((reason) => (
        <p key={reason} id={reasonId(reason)} className={styles.reason}>
          {t(refusalKey(reason))}
        </p>
      ))}
    </div>
  );
}

export function ReviewLevels(props: Props) {
  const { item, role } = props;
  const { t, i18n } = useTranslation('review');
  const lang = i18n.language;
  const mine = levelsOf(role);
  const found = item.kind === 'detection' ? item.crawl_date : item.created_at;
  return (
    <div className={styles.levels}>
      <Level
        title={t('levels.ai')}
        status={item.lcmdp_status}
        facts={[
          [t('levels.score'), formatScore(item.ai_score)],
          [t('levels.at'), formatDateTime(found, lang)],
        ]}
      />
      {(['supervisor', 'operator'] as const).map((level) => (
        <Level
          key={level}
          title={t(`levels.${level}`)}
          status={level === 'supervisor' ? item.supervisor_status : item.operator_status}
          facts={[
            [t('levels.by'), (level === 'supervisor' ? item.supervisor : item.operator)?.full_name],
            [t('levels.at'), formatDateTime(level === 'supervisor' ? item.supervisor_at : item.operator_at, lang)],
          ]}
        >
          {mine.includes(level) ? <Decisions {...props} level={level} /> : null}
        </Level>
      ))}
    </div>
  );
}
