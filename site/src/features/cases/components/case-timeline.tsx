/**
 * A case's timeline: each step with when, who, its note, its details and its files. The latest re-capture that
 * found every page gone offers "Removal verified" right there (`onVerifyFrom`, given when the case allows it).
 */
import type { CaseMeasure, RecaptureOutcome, WireCaseStep } from '@lcmdp/contract';
import { Button, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/dates';
import { capturedPages, type CapturedPage } from '../lib/captured-pages';
import { stepDetails, type DetailKind } from '../lib/step-details';
import { useKip } from './case-facts';
import styles from './cases.module.css';

const COLOR: Partial<Record<WireCaseStep['step'], string>> = {
  decide: 'purple',
  verify_removal: 'green',
  close: 'gray',
  recapture: 'orange',
};

/** The index of the latest re-capture when every page it visited was gone (-1 when there is none). */
export function goneCaptureIndex(steps: readonly WireCaseStep[]): number {
  let last = steps.length - 1;
  while (last >= 0 && steps[last].step !== 'recapture') last -= 1;
  if (last < 0) return -1;
  const captures = (steps[last].details.captures ?? []) as { outcome?: RecaptureOutcome }[];
  return captures.length > 0 && captures.every((c) => c.outcome === 'gone') ? last : -1;
}

export function CaseTimeline({
  steps,
  onVerifyFrom,
  verifying = false,
}: {
  steps: WireCaseStep[];
  /** Verifies the removal from a "gone" re-capture; absent when the case does not allow it or the reader only reads. */
  onVerifyFrom?: (capture: WireCaseStep) => void;
  verifying?: boolean;
}) {
  const { t, i18n } = useTranslation('cases');
  const gone = onVerifyFrom ? goneCaptureIndex(steps) : -1;
  const kip = useKip();
  const write = (kind: DetailKind, value: unknown): string => {
    if (kind === 'date') return formatDate(String(value), i18n.language);
    if (kind === 'measures') return (value as CaseMeasure[]).map((m) => t(`measures.${m}`)).join(', ');
    if (kind === 'kip') return kip(Number(value));
    if (kind === 'count') return String((value as unknown[]).length);
    if (kind === 'captures') return capturedPages(value as CapturedPage[], (outcome) => t(`recapture.${outcome}`));
    if (kind === 'letter') {
      // The notice letter the server wrote and kept as one of the step's files, with the SHA-256 of its bytes.
      const letter = value as { language: 'lo' | 'en'; sha256: string };
      return t('case.letterValue', { language: t(`form.letterLanguages.${letter.language}`), sha256: letter.sha256 });
    }
    return String(value);
  };
  return (
    <section className={styles.section} aria-labelledby="case-timeline">
      <h2 id="case-timeline" className={styles.sectionTitle}>
        {t('case.timeline')}
      </h2>
      <Timeline
        items={steps.map((s, i) => ({
          key: `${s.step}-${i}`,
          color: COLOR[s.step] ?? 'blue',
          children: (
            <article>
              <strong>{t(`steps.${s.step}`)}</strong> <time dateTime={s.at}>{formatDateTime(s.at, i18n.language)}</time>
              {s.by && <> · {t('case.by', { name: s.by })}</>}
              {!s.by && s.step === 'recapture' && <> · {t('case.bySchedule')}</>}
              {s.note && <p className={styles.cardLine}>{s.note}</p>}
              {stepDetails(s).length > 0 && (
                <ul className={styles.stepDetails}>
                  {stepDetails(s).map((d) => (
                    <li key={d.key}>
                      {t(`case.details.${d.key}`)}: {write(d.kind, d.value)}
                    </li>
                  ))}
                </ul>
              )}
              {s.files.length > 0 && (
                <ul className={styles.files} aria-label={t('case.files')}>
                  {s.files.map((f) => (
                    <li key={f.url}>
                      <a href={mediaUrl(f.url)} target="_blank" rel="noreferrer">
                        {f.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {i === gone && (
                <p className={styles.cardLine}>
                  <Button type="primary" loading={verifying} onClick={() => onVerifyFrom?.(s)}>
                    {t('verifyFromCapture.button')}
                  </Button>
                </p>
              )}
            </article>
          ),
        }))}
      />
    </section>
  );
}
