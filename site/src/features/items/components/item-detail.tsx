/** One detection or report as the public sees it (spec §2 detail pages): images, facts, verification, review. */
import { CopyOutlined, ExportOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Col, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useCopyLink } from '../hooks/use-copy-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVocab } from '@/lib/use-vocab';
import { itemName, listPath, trackingPath, type Item } from '@/lib/item';
import { tagColours } from '@/lib/labels';
import { DetailFacts, type Fact } from '@/components/detail-facts';
import { ExternalLink } from '@/components/external-link';
import { ImageGallery, type GalleryImage } from '@/components/image-gallery';
import { LinkButton } from '@/components/link-button';
import { VerificationSection } from './verification-section';
import styles from '@/components/item-views.module.css';

const STATUS_COLOURS: Record<string, string> = { violation: '#a8071a', non_violation: '#135200' };

function useGallery(item: Item, name: string): GalleryImage[] {
  const { t } = useTranslation('items');
  const images: GalleryImage[] = item.images.map((image, index) => ({
    url: image.url,
    alt: t('detail.imageAlt', { index: index + 1, total: item.images.length, name }),
  }));
  const screenshot = item.kind === 'detection' ? item.evidence?.screenshot : null;
  if (screenshot) images.push({ url: screenshot.url, alt: t('detail.screenshotAlt', { name }) });
  return images;
}

function InformationFacts({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('items');
  const vocab = useVocab();
  const lang = i18n.language;
  const common: Fact[] = [
    { key: 'company', label: t('detail.fields.company'), value: item.company ?? '—' },
    { key: 'brand', label: t('detail.fields.brand'), value: item.brand ?? '—' },
    { key: 'productType', label: t('detail.fields.productType'), value: vocab.productType(item.product_type) ?? '—' },
  ];
  if (item.kind === 'detection') {
    return (
      <DetailFacts
        facts={[
          ...common,
          { key: 'platform', label: t('detail.fields.platform'), value: item.platform },
          {
            key: 'caption',
            label: t('detail.fields.caption'),
            value: item.caption ? <p className={styles.longText}>{item.caption}</p> : '—',
          },
          { key: 'link', label: t('detail.fields.link'), value: <ExternalLink href={item.link} /> },
          { key: 'crawlDate', label: t('detail.fields.crawlDate'), value: formatDate(item.crawl_date, lang) },
          { key: 'publicationDate', label: t('detail.fields.publicationDate'), value: formatDate(item.public_date, lang) },
        ]}
      />
    );
  }
  const text = (value: string | null) => (value ? <p className={styles.longText}>{value}</p> : null);
  return (
    <DetailFacts
      facts={[
        { key: 'observedDate', label: t('detail.fields.observedDate'), value: formatDate(item.observed_on, lang) },
        { key: 'province', label: t('detail.fields.province'), value: vocab.province(item.province) },
        { key: 'place', label: t('detail.fields.place'), value: vocab.place(item.place) },
        { key: 'category', label: t('detail.fields.category'), value: vocab.category(item.category) },
        {
          key: 'details',
          label: t('detail.fields.details'),
          value: item.details.length ? (
            <ul className={styles.tags} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {item.details.map((d) => (
                <li key={d}>
                  <Tag>{vocab.detail(d)}</Tag>
                </li>
              ))}
            </ul>
          ) : null,
        },
        { key: 'activity', label: t('detail.fields.activity'), value: text(item.activity) },
        ...common,
        { key: 'url', label: t('detail.fields.url'), value: item.url ? <ExternalLink href={item.url} /> : null },
        { key: 'suspectedText', label: t('detail.fields.suspectedText'), value: text(item.suspected_text) },
        {
          key: 'suspectedLink',
          label: t('detail.fields.suspectedLink'),
          value: item.suspected_link ? <ExternalLink href={item.suspected_link} /> : null,
        },
        { key: 'description', label: t('detail.fields.description'), value: text(item.description) },
      ]}
    />
  );
}

function ReviewSection({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('items');
  const vocab = useVocab();
  const lang = i18n.language;
  const notSet = t('detail.notSet');
  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title">{t('detail.review')}</h2>
      <DetailFacts
        column={2}
        facts={[
          { key: 'lcmdp', label: t('detail.fields.lcmdpStatus'), value: vocab.status(item.lcmdp_status) ?? notSet },
          {
            key: 'supervisor',
            label: t('detail.fields.supervisorStatus'),
            value: vocab.status(item.supervisor_status) ?? notSet,
          },
          { key: 'operator', label: t('detail.fields.operatorStatus'), value: vocab.status(item.operator_status) ?? notSet },
          { key: 'trackingDate', label: t('detail.fields.trackingDate'), value: formatDate(item.tracking_date, lang) },
          { key: 'approvedDate', label: t('detail.fields.approvedDate'), value: formatDate(item.approved_at, lang) },
        ]}
      />
    </section>
  );
}

export function ItemDetail({ item }: { item: Item }) {
  const { t } = useTranslation(['items', 'common']);
  const vocab = useVocab();
  const copyLink = useCopyLink();
  const name = itemName(item);
  const title = name ?? t(item.kind === 'detection' ? 'detail.detectionTitle' : 'detail.reportTitle');
  useDocumentTitle(title);
  const gallery = useGallery(item, title);
  const pageLink = item.kind === 'detection' ? item.link : item.url;
  const statusColour = STATUS_COLOURS[item.status];

  return (
    <article>
      <header className={styles.pageHeader}>
        <span className={styles.eyebrow}>
          {t(item.kind === 'detection' ? 'detail.detectionTitle' : 'detail.reportTitle')} · {t(`variant.${item.variant}`)}
        </span>
        <h1>{title}</h1>
        <Tag style={tagColours(statusColour)}>{vocab.status(item.status)}</Tag>
      </header>
      <div className={styles.actions}>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyLink()}>
          {t('common:actions.copyLink')}
        </Button>
        <LinkButton icon={<HistoryOutlined aria-hidden />} to={trackingPath(item.kind, item.variant, item._id)}>
          {t('detail.tracking')}
        </LinkButton>
        {pageLink && /^https?:\/\//i.test(pageLink) ? (
          <Button icon={<ExportOutlined aria-hidden />} href={pageLink} target="_blank" rel="noopener noreferrer">
            {t('detail.openPage')}
            <span className={styles.srOnly}> {t('detail.opensInNewTab')}</span>
          </Button>
        ) : null}
        <LinkButton type="link" to={listPath(item.kind, item.variant, item.status)}>
          {t('detail.backToList')}
        </LinkButton>
      </div>
      {/* No sideways gutter on a phone: its negative margins reached 4 px past the page's 8 px padding. */}
      <Row gutter={[{ xs: 0, md: 24 }, 16]}>
        <Col xs={24} md={10}>
          <section aria-labelledby="images-title">
            <h2 id="images-title" className={styles.srOnly}>
              {t('detail.images')}
            </h2>
            <ImageGallery images={gallery} />
          </section>
        </Col>
        <Col xs={24} md={14}>
          <section aria-labelledby="information-title">
            <h2 id="information-title" className={styles.srOnly}>
              {t('detail.information')}
            </h2>
            <InformationFacts item={item} />
          </section>
        </Col>
      </Row>
      <VerificationSection codes={item.violation_codes} types={item.violation_types} count={item.violation} />
      <ReviewSection item={item} />
    </article>
  );
}
