/**
 * One company (issue 13 point 2, staff): its figures, the ways its name was written, its items (each opening in the
 * staff review view) and its cases (each opening the case page). The address carries the company's key, or any
 * spelling of its name (a case page links with the case's company name; the server resolves it).
 */
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompany } from '../api/companies';
import { CompanyCases } from '../components/company-cases';
import { CompanyItems } from '../components/company-items';
import { CompanyTags } from '../components/company-tags';
import { companyName } from '../lib/company-name';
import styles from '../components/companies.module.css';

export default function CompanyPage() {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const { key = '' } = useParams();
  const found = useCompany(key);
  const name = found.data ? companyName(found.data.company, i18n.language) : null;
  useDocumentTitle(name ?? t('list.title'));

  const back = (
    <p>
      <Link to={paths.companies}>{t('company.back')}</Link>
    </p>
  );
  if (found.isError)
    return (
      <section>
        {back}
        <LoadErrorAlert
          title={found.error instanceof ApiError && found.error.status === 404 ? t('company.notFound') : t('company.loadFailed')}
          error={found.error}
          fallback={t('common:errors.somethingWentWrong')}
          onRetry={() => void found.refetch()}
        />
      </section>
    );
  if (found.isPending) return <Spin />;
  const { company, items, cases } = found.data;

  return (
    <section>
      {back}
      <div className={styles.header}>
        <h1 className={styles.title}>
          {name} <CompanyTags company={company} />
        </h1>
        <p className={styles.intro}>
          {t('company.spellings')}: {company.spellings.join(' · ')}
        </p>
      </div>
      <section className={styles.section} aria-labelledby="company-facts">
        <h2 id="company-facts" className={styles.sectionTitle}>
          {t('company.facts')}
        </h2>
        <dl className={styles.facts}>
          {(['items', 'confirmedViolations', 'cases', 'openCases'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`columns.${k}`)}</dt>
              <dd>{company[k]}</dd>
            </div>
          ))}
          <div>
            <dt>{t('columns.lastDetectedAt')}</dt>
            <dd>{formatDate(company.lastDetectedAt, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('columns.variants')}</dt>
            <dd>{company.variants.map((v) => t(`variants.${v}`)).join(', ')}</dd>
          </div>
        </dl>
      </section>
      <CompanyItems items={items} total={company.items} />
      <CompanyCases cases={cases} />
    </section>
  );
}
