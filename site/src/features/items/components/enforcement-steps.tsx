/**
 * A confirmed violation's enforcement case on its tracking page: the public steps (case opened, notice sent to
 * the company, decision with its kinds of measure, removal verified, closed) and their dates, as the last items of
 * the item's one timeline, so the path from detection to penalty reads as one story. Nothing internal: no notes,
 * no names, no amounts.
 */
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { PublicCase } from '@lcmdp/contract';
import styles from '@/components/item-views.module.css';
import { formatDateTime } from '@/lib/dates';

const STEP_COLOURS: Record<PublicCase['steps'][number]['step'], string> = {
  open: 'gray',
  send_notice: 'blue',
  decide: 'red',
  verify_removal: 'green',
  close: 'green',
};

/** The case's public steps as timeline items (after the review events); the first names the case and its stage. */
export function enforcementItems(enforcement: PublicCase, t: TFunction<'items'>, language: string) {
  return enforcement.steps.map((step, i) => ({
    key: `case-${step.step}-${i}`,
    color: STEP_COLOURS[step.step],
    className: 'enforcement-step',
    children: (
      <div>
        {i === 0 ? (
          <p className={styles.eventMeta} style={{ margin: '0 0 2px' }}>
            {t('tracking.enforcement.intro', { number: enforcement.caseNumber })}{' '}
            <Tag>{t(`tracking.enforcement.stages.${enforcement.stage}`)}</Tag>
          </p>
        ) : null}
        <p style={{ margin: 0 }}>
          <strong>{t(`tracking.enforcement.steps.${step.step}`)}</strong>
        </p>
        <p className={styles.eventMeta} style={{ margin: '2px 0' }}>
          <time dateTime={step.at}>{formatDateTime(step.at, language)}</time>
        </p>
        {step.measures?.length ? (
          <p style={{ margin: '2px 0' }}>
            {t('tracking.enforcement.measuresLabel')}:{' '}
            {step.measures.map((m) => t(`tracking.enforcement.measures.${m}`)).join(', ')}
          </p>
        ) : null}
      </div>
    ),
  }));
}
