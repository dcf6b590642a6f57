import { CheckCircleOutlined, QuestionCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { Variant } from '@lcmdp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useViolationCodes } from '@/lib/api/get-violation-codes';
import { useVocab } from '@/lib/use-vocab';
import { codeName } from '@/lib/labels';
import type { CheckResult, CheckedText } from '../lib/check-result';
import { foundCodeGroups } from '../lib/found-codes';
import { highlightRanges } from '@/lib/highlight';
import { HighlightedText } from '@/components/highlighted-text';
import styles from './checks.module.css';

function useTextLabel() {
  const { t } = useTranslation('checks');
  return (text: CheckedText, imageIndex: number) => {
    if (text.source === 'page') return t('verdict.pageText');
    if (text.source === 'submitted') return t('verdict.submittedText');
    return text.name ? t('verdict.imageTextNamed', { name: text.name }) : t('verdict.imageText', { index: imageIndex });
  };
}

/** The detector's answer: suspected or not, the groups and codes, what matched, and the texts it read. */
export function CheckVerdict({ result, variant }: { result: CheckResult; variant: Variant }) {
  const { t, i18n } = useTranslation('checks');
  const vocab = useVocab();
  const headingId = useId();
  const textLabel = useTextLabel();
  // The catalogue names the codes and their groups; the verdict shows without it while it loads or if it fails.
  const catalogue = useViolationCodes(variant).data ?? [];
  const groups = foundCodeGroups(result.findings, catalogue, result.groups, result.codes);

  const kind = result.suspected === true ? 'suspected' : result.suspected === false ? 'clear' : 'unknown';
  const Icon = kind === 'suspected' ? WarningOutlined : kind === 'clear' ? CheckCircleOutlined : QuestionCircleOutlined;

  const needles = result.findings.flatMap((f) => [f.label, f.excerpt ?? '']);
  let image = 0;
  const texts = result.texts.map((text, i) => {
    if (text.source === 'image') image += 1;
    return {
      key: String(i),
      label: textLabel(text, image),
      text: text.text,
      matches: highlightRanges(text.text, needles).length,
    };
  });

  return (
    <section className={`${styles.verdict} ${styles[kind]}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.verdictHeading}>
        {t('verdict.heading')}
      </h2>
      <div className={styles.headline}>
        <Icon className={styles.headlineIcon} aria-hidden />
        <div>
          <strong className={styles.headlineTitle}>{t(`verdict.${kind}`)}</strong>
          <p className={styles.headlineText}>{t(`verdict.${kind}Text`)}</p>
          {result.status && <p className={styles.headlineText}>{t('verdict.status', { status: vocab.status(result.status) })}</p>}
        </div>
      </div>

      {groups.length > 0 && (
        <div className={styles.part}>
          <h3 className={styles.partHeading}>{t('verdict.codesHeading')}</h3>
          <ul className={styles.groups}>
            {groups.map(({ group, codes }) => (
              <li key={group ?? '-'}>
                <span className={styles.groupName}>{group ? vocab.group(group) : t('verdict.noGroup')}</span>
                {codes.length > 0 && (
                  <ul className={styles.codes}>
                    {codes.map(({ code, entry }) => (
                      <li key={code}>
                        <Tag color="red">{code}</Tag>
                        {entry && <span>{codeName(entry, i18n.language)}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {result.suspected !== false && (
        <div className={styles.part}>
          <h3 className={styles.partHeading}>{t('verdict.findingsHeading')}</h3>
          {result.findings.length ? (
            <ul className={styles.findings}>
              {result.findings.map((f, i) => (
                <li key={`${f.label}-${i}`}>
                  <strong>{f.label}</strong>
                  {f.excerpt && f.excerpt !== f.label && <> — “{f.excerpt}”</>}
                  {f.codes.length > 0 && (
                    <span className={styles.recentMeta}> ({t('verdict.codes', { codes: f.codes.join(', ') })})</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.headlineText}>{t('verdict.noFindings')}</p>
          )}
        </div>
      )}

      {texts.length > 0 && (
        <div className={styles.part}>
          <h3 className={styles.partHeading}>{t('verdict.textsHeading')}</h3>
          {/* Texts where something matched open by themselves: the highlight is the point of reading them. */}
          {texts.map((x) => (
            <details key={x.key} className={styles.textPanel} open={x.matches > 0}>
              <summary>{`${x.label} — ${x.matches ? t('verdict.matches', { count: x.matches }) : t('verdict.noMatches')}`}</summary>
              <HighlightedText text={x.text} needles={needles} className={styles.text} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
