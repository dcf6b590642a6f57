/**
 * Everything the detector or the reporter gave: images, the evidence screenshot with its SHA-256, the AI's
 * findings with the matched text marked in the caption, the page link; a report's fields and the reporter's
 * confidential contact.
 */
import { Tag } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireDetection, WireReport } from '@lcmdp/contract/vocabulary';
import { DetailFacts } from '@/components/detail-facts';
import { ExternalLink } from '@/components/external-link';
import { ImageGallery } from '@/components/image-gallery';
import { useVocab } from '@/lib/use-vocab';
import { mediaUrl } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { findingNeedles, readFindings, type AiFinding } from '../lib/findings';
import { HighlightedText } from '@/components/highlighted-text';
import styles from './review.module.css';
import { SeenAgain } from './seen-again';

function Images({ item, name }: { item: WireDetection | WireReport; name: string }) {
  const { t } = useTranslation('items');
  const images = item.images.map((image, index) => ({
    url: image.url,
    alt: t('detail.imageAlt', { index: index + 1, total: item.images.length, name }),
  }));
  return <ImageGallery images={images} />;
}

function Findings({ findings }: { findings: AiFinding[] }) {
  const { t } = useTranslation('review');
  if (!findings.length) return <p>{t('evidence.noFindings')}</p>;
  return (
    <ul className={styles.findings}>
      {findings.map((finding, index) => (
        <li key={`${finding.rule}-${index}`}>
          <p className={styles.findingHead}>
            <Tag>{t(`evidence.where.${finding.where}`)}</Tag>
            <span>
              {t('evidence.rule')}: <strong>{finding.rule}</strong>
            </span>
            {finding.term ? (
              <span>
                {t('evidence.term')}: <mark className={styles.mark}>{finding.term}</mark>
              </span>
            ) : null}
            {finding.codes?.length ? (
              <span>
                {t('evidence.codes')}: {finding.codes.join(', ')}
              </span>
            ) : null}
          </p>
          {finding.excerpt ? <HighlightedText text={finding.excerpt} needles={finding.term ? [finding.term] : []} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function DetectionEvidence({ item, name }: { item: WireDetection; name: string }) {
  const { t, i18n } = useTranslation(['review', 'items']);
  const vocab = useVocab();
  const id = useId();
  const lang = i18n.language;
  const findings = useMemo(() => readFindings(item.ai_findings), [item.ai_findings]);
  const needles = useMemo(() => findingNeedles(findings), [findings]);
  const screenshot = item.evidence?.screenshot;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review:evidence.title')}</h3>
      <SeenAgain item={item} />
      <DetailFacts
        facts={[
          { key: 'company', label: t('items:detail.fields.company'), value: item.company },
          { key: 'brand', label: t('items:detail.fields.brand'), value: item.brand },
          { key: 'productType', label: t('items:detail.fields.productType'), value: vocab.productType(item.product_type) },
          { key: 'platform', label: t('items:detail.fields.platform'), value: item.platform },
          { key: 'link', label: t('items:detail.fields.link'), value: <ExternalLink href={item.link} /> },
          { key: 'crawlDate', label: t('items:detail.fields.crawlDate'), value: formatDate(item.crawl_date, lang) },
          { key: 'publicDate', label: t('items:detail.fields.publicationDate'), value: formatDate(item.public_date, lang) },
          { key: 'violations', label: t('items:detail.fields.violations'), value: item.violation },
        ]}
      />
      <h4>{t('items:detail.fields.caption')}</h4>
      {item.caption ? <HighlightedText text={item.caption} needles={needles} /> : <p>—</p>}
      {needles.length ? <p className={styles.hint}>{t('review:evidence.marked')}</p> : null}
      <h4>{t('review:evidence.findings')}</h4>
      {item.ai_model_version ? (
        <p className={styles.modelVersion}>
          {t('review:evidence.modelVersion')}: <code>{item.ai_model_version}</code>
        </p>
      ) : null}
      <Findings findings={findings} />
      <h4>{t('review:evidence.images')}</h4>
      <Images item={item} name={name} />
      <h4>{t('review:evidence.screenshot')}</h4>
      {screenshot ? (
        <figure className={styles.screenshot}>
          <a href={mediaUrl(screenshot.url)} target="_blank" rel="noopener noreferrer">
            <img src={mediaUrl(screenshot.url)} alt={t('review:evidence.screenshotAlt', { name })} loading="lazy" />
            <span className={styles.srOnly}> {t('items:detail.opensInNewTab')}</span>
          </a>
          <figcaption>
            {t('review:evidence.sha256')}: <code className={styles.hash}>{screenshot.sha256 ?? '—'}</code>
          </figcaption>
        </figure>
      ) : (
        <p>{t('review:evidence.noScreenshot')}</p>
      )}
    </section>
  );
}

function ReporterContact({ reporter }: { reporter: WireReport['reporter'] }) {
  const { t } = useTranslation('review');
  const id = useId();
  const given = reporter && (reporter.full_name || reporter.email || reporter.organisation);
  return (
    <section className={styles.confidential} aria-labelledby={id}>
      <h4 id={id}>
        {t('reporter.contact')} <Tag color="magenta">{t('reporter.confidential')}</Tag>
      </h4>
      <p className={styles.hint}>{t('reporter.confidentialNote')}</p>
      {given ? (
        <DetailFacts
          facts={[
            { key: 'name', label: t('reporter.name'), value: reporter.full_name },
            {
              key: 'email',
              label: t('reporter.email'),
              value: reporter.email ? <a href={`mailto:${reporter.email}`}>{reporter.email}</a> : null,
            },
            { key: 'organisation', label: t('reporter.organisation'), value: reporter.organisation },
          ]}
        />
      ) : (
        <p>{t('reporter.none')}</p>
      )}
    </section>
  );
}

export function ReportEvidence({ item, name }: { item: WireReport; name: string }) {
  const { t, i18n } = useTranslation(['review', 'items']);
  const vocab = useVocab();
  const id = useId();
  const lang = i18n.language;
  const needles = useMemo(() => findingNeedles(readFindings(item.ai_findings)), [item.ai_findings]);
  const text = (value?: string | null) => (value ? <p className={styles.longText}>{value}</p> : null);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review:reporter.title')}</h3>
      <DetailFacts
        facts={[
          { key: 'category', label: t('items:detail.fields.category'), value: vocab.category(item.category) },
          {
            key: 'details',
            label: t('items:detail.fields.details'),
            value: item.details.length ? (
              <ul className={styles.tags}>
                {item.details.map((detail) => (
                  <li key={detail}>
                    <Tag>{vocab.detail(detail)}</Tag>
                  </li>
                ))}
              </ul>
            ) : null,
          },
          { key: 'province', label: t('items:detail.fields.province'), value: vocab.province(item.province) },
          { key: 'place', label: t('items:detail.fields.place'), value: vocab.place(item.place) },
          { key: 'observed', label: t('items:detail.fields.observedDate'), value: formatDate(item.observed_on, lang) },
          { key: 'activity', label: t('items:detail.fields.activity'), value: text(item.activity) },
          { key: 'company', label: t('items:detail.fields.company'), value: item.company },
          { key: 'brand', label: t('items:detail.fields.brand'), value: item.brand },
          { key: 'productType', label: t('items:detail.fields.productType'), value: vocab.productType(item.product_type) },
          { key: 'url', label: t('items:detail.fields.url'), value: item.url ? <ExternalLink href={item.url} /> : null },
          {
            key: 'suspectedText',
            label: t('items:detail.fields.suspectedText'),
            value: item.suspected_text ? <HighlightedText text={item.suspected_text} needles={needles} /> : null,
          },
          {
            key: 'suspectedLink',
            label: t('items:detail.fields.suspectedLink'),
            value: item.suspected_link ? <ExternalLink href={item.suspected_link} /> : null,
          },
          { key: 'description', label: t('items:detail.fields.description'), value: text(item.description) },
          { key: 'additionalInfo', label: t('items:detail.fields.additionalInfo'), value: text(item.additional_info) },
          { key: 'violations', label: t('items:detail.fields.violations'), value: item.violation },
        ]}
      />
      <ReporterContact reporter={item.reporter} />
      <h4>{t('review:evidence.images')}</h4>
      <Images item={item} name={name} />
    </section>
  );
}
