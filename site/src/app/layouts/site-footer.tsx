import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

const SUPPORTERS = ['Ministry of Health, Lao PDR', 'WHO', 'UNICEF'];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section>
          <h2>{t('footer.contactUs')}</h2>
          <p>{t('footer.contactText')}</p>
        </section>
        <section>
          <h2>{t('footer.developedBy')}</h2>
          <p>{t('footer.developedByText')}</p>
        </section>
        <section>
          <h2>{t('footer.supportFrom')}</h2>
          <ul className={styles.logos}>
            {SUPPORTERS.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.footerText}>{t('footer.footerText')}</p>
      <p className={styles.footerText}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
