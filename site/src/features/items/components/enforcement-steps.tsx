/**
 * A confirmed violation's enforcement case on its tracking page: the public steps (case opened, notice sent to
 * the company, decision with its kinds of measure, removal verified, closed) and their dates, so the path from
 * detection to penalty reads as one story. Nothing internal: no notes, no names, no amounts.
 */
import { Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
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

export function EnforcementSteps({ enforcement }: { enforcement: PublicCase }) {
  const { t, i18n } = useTranslation('items');
  return (
    <section className={styles.section} aria-labelledby="enforcement-title">
      <h2 id="enforcement-title">{t('tracking.enforcement.title')}</h2>
      <p className={styles.intro}>
        {t('tracking.enforcement.intro', { number: enforcement.caseNumber })}{' '}
        <Tag>{t(`tracking.enforcement.stages.${enforcement.stage}`)}</Tag>
      </p>
      <Timeline
        items={enforcement.steps.map((step, i) => ({
          key: `${step.step}-${i}`,
          color: STEP_COLOURS[step.step],
          children: (
            <div>
              <p style={{ margin: 0 }}>
                <strong>{t(`tracking.enforcement.steps.${step.step}`)}</strong>
              </p>
              <p className={styles.eventMeta} style={{ margin: '2px 0' }}>
                <time dateTime={step.at}>{formatDateTime(step.at, i18n.language)}</time>
              </p>
              {step.measures?.length ? (
                <p style={{ margin: '2px 0' }}>
                  {t('tracking.enforcement.measuresLabel')}:{' '}
                  {step.measures.map((m) => t(`tracking.enforcement.measures.${m}`)).join(', ')}
                </p>
              ) : null}
            </div>
          ),
        }))}
      />
    </section>
  );
}
