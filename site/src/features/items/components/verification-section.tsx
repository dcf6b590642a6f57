import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WireViolationCode, WireViolationType } from '@lcmdp/contract';
import { useVocab } from '@/lib/use-vocab';
import { useAuth } from '@/lib/auth-store';
import { codeName, codeReference } from '@/lib/labels';
import { DetailFacts } from '@/components/detail-facts';
import { CodeTags, TypeTags } from '@/components/violation-tags';
import styles from '@/components/item-views.module.css';

/**
 * "Verification of violations": what the public sees of the review — the types, the number of violations, and
 * each code found with its name, group and legal reference.
 */
export function VerificationSection({
  codes,
  types,
  count,
}: {
  codes: WireViolationCode[];
  types: WireViolationType[];
  count: number;
}) {
  const { t, i18n } = useTranslation('items');
  const vocab = useVocab();
  // Whether a reference is still to be checked against the law is for staff; the public sees the reference.
  const { isLoggedIn: staff } = useAuth();
  return (
    <section className={styles.section} aria-labelledby="verification-title">
      <h2 id="verification-title">{t('verification.title')}</h2>
      <DetailFacts
        facts={[
          { key: 'types', label: t('detail.fields.violationTypes'), value: <TypeTags types={types} /> },
          { key: 'count', label: t('detail.fields.violations'), value: count },
        ]}
      />
      {codes.length ? (
        // A plain table: the codes never need paging or sorting, and antd's Table would weigh on the page.
        <div className={styles.tableWrap}>
          <table className={styles.plainTable}>
            <thead>
              <tr>
                <th scope="col">{t('verification.code')}</th>
                <th scope="col">{t('verification.name')}</th>
                <th scope="col">{t('verification.group')}</th>
                <th scope="col">{t('verification.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code._id}>
                  <td>
                    <CodeTags codes={[code]} types={types} />
                  </td>
                  <td data-label={t('verification.name')}>{codeName(code, i18n.language)}</td>
                  <td data-label={t('verification.group')}>{vocab.group(code.group)}</td>
                  <td data-label={t('verification.reference')}>
                    {codeReference(code, i18n.language) ?? '—'}
                    {staff && codeReference(code, i18n.language) && !code.reference_confirmed ? (
                      <>
                        {' '}
                        <Tag>{t('verification.unconfirmed')}</Tag>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p style={{ marginTop: 12 }}>{t('verification.none')}</p>
      )}
    </section>
  );
}
