import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VARIANTS } from '@lcmdp/contract/vocabulary';
import { useFormatCount } from '@/lib/use-format-count';
import { EnforcementFigures } from '@/components/enforcement-figures';
import { ReportIcon, ReviewIcon, SearchIcon, TraceIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { LAW_LABEL_KEY, lawFileHref, useLawFiles } from '@/lib/law-files';
import { useSummary } from '../api/get-summary';
import styles from './home.module.css';

// The landing page is plain markup and CSS (icons are SVG, so no emoji font is needed): it is the page most visitors open first, often on a slow phone.
const FUNCTIONS = [
  { key: 'detect', icon: <SearchIcon /> },
  { key: 'review', icon: <ReviewIcon /> },
  { key: 'report', icon: <ReportIcon /> },
  { key: 'trace', icon: <TraceIcon /> },
] as const;

const FIGURES = [
  { key: 'violations', field: 'violations_confirmed' },
  { key: 'nonViolations', field: 'non_violations_confirmed' },
  { key: 'reports', field: 'reports_received' },
] as const;

function Figures() {
  const { t } = useTranslation('home');
  const summary = useSummary();
  const count = useFormatCount();
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.sectionTitle}>
        {t('figuresTitle')}
      </h2>
      <div className={styles.figureGrid}>
        {VARIANTS.map((variant) => (
          <article key={variant} className={styles.card} aria-busy={!summary.data}>
            <h3 className={styles.cardTitle}>{t(`variant.${variant}`)}</h3>
            <dl className={styles.figures}>
              {FIGURES.map(({ key, field }) => (
                <div key={key}>
                  <dt>{t(`figures.${key}`)}</dt>
                  <dd>{summary.data ? count(summary.data[variant][field]) : '…'}</dd>
                </div>
              ))}
            </dl>
            <h4 className={styles.cardTitle}>{t('enforcement.title', { ns: 'common' })}</h4>
            <EnforcementFigures figures={summary.data?.[variant].enforcement} />
          </article>
        ))}
      </div>
    </section>
  );
}

/** The current law PDF of each variant (spec: the International law and Laos law sections). */
function Laws() {
  const { t, i18n } = useTranslation('home');
  const laws = useLawFiles();
  return (
    <section aria-labelledby="laws-title">
      <h2 id="laws-title" className={styles.sectionTitle}>
        {t('lawsTitle')}
      </h2>
      <ul className={styles.lawList}>
        {VARIANTS.map((variant) => {
          const href = lawFileHref(laws.data, variant, i18n.language);
          const label = t(LAW_LABEL_KEY[variant], { ns: 'common' });
          return (
            <li key={variant} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`variant.${variant}`)}</h3>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              ) : (
                <p>
                  {label} — {laws.isPending ? '…' : t('resourceCenter.notUploaded', { ns: 'common' })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function Home() {
  const { t } = useTranslation('home');
  return (
    <>
      <section className={styles.banner}>
        <h1>{t('bannerTitle')}</h1>
        <p>{t('bannerText')}</p>
        <div className={styles.actions}>
          <Link to={paths.submitViolation('laos')} className={`${styles.cta} ${styles.ctaPrimary}`}>
            {t('reportCta')}
          </Link>
          <Link to={paths.violation('laos')} className={styles.cta}>
            {t('browseCta')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="functions-title">
        <h2 id="functions-title" className={styles.sectionTitle}>
          {t('functionsTitle')}
        </h2>
        <ul className={styles.functionGrid}>
          {FUNCTIONS.map(({ key, icon }) => (
            <li key={key} className={styles.card}>
              <span className={styles.icon} aria-hidden>
                {icon}
              </span>
              <h3 className={styles.cardTitle}>{t(`functions.${key}.title`)}</h3>
              <p>{t(`functions.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Laws />
      <Figures />
    </>
  );
}
