/**
 * One enforcement case (issue 13, staff): its facts, its items, its timeline, and for operators and admins the steps
 * the case allows now (`allowedSteps`, as the server decides them) and its assignment. Supervisors read only.
 */
import { removalOrdered, type CaseStep } from '@lcmdp/contract';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCase, useRecapture } from '../api/cases';
import { AssignModal } from '../components/assign-modal';
import { CaseFacts } from '../components/case-facts';
import { CaseItems } from '../components/case-items';
import { CaseTimeline } from '../components/case-timeline';
import { JoinItemsModal } from '../components/join-items-modal';
import { StepModal } from '../components/step-modal';
import styles from '../components/cases.module.css';

type Open = { kind: 'step'; step: CaseStep } | { kind: 'assign' } | { kind: 'join' } | null;

export default function CasePage() {
  const { t } = useTranslation(['cases', 'common']);
  const { id = '' } = useParams();
  const { role } = useAuth();
  const found = useCase(id);
  const [open, setOpen] = useState<Open>(null);
  const recapture = useRecapture(id);
  const acts = role === 'operator' || role === 'admin';
  useDocumentTitle(found.data?.caseNumber ?? t('list.title'));

  if (found.isError)
    return (
      <LoadErrorAlert
        title={t('case.loadFailed')}
        error={found.error}
        fallback={t('common:errors.somethingWentWrong')}
        onRetry={() => void found.refetch()}
      />
    );
  if (found.isPending) return <Spin />;
  const value = found.data;

  return (
    <section>
      <p>
        <Link to={paths.cases}>{t('case.back')}</Link>
      </p>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {value.caseNumber} ·{' '}
          <Link to={paths.company(value.company)} title={t('case.companyLink', { company: value.company })}>
            {value.company}
          </Link>
        </h1>
      </div>
      <section className={styles.section} aria-labelledby="case-actions">
        <h2 id="case-actions" className={styles.sectionTitle}>
          {t('actions.title')}
        </h2>
        {acts ? (
          <div className={styles.actions}>
            {value.allowedSteps.map((step) => (
              <Button key={step} type="primary" onClick={() => setOpen({ kind: 'step', step })}>
                {t(`actions.${step}`)}
              </Button>
            ))}
            {value.stage === 'decided' && removalOrdered(value) && (
              <Button
                loading={recapture.isPending}
                onClick={() =>
                  recapture.mutate(undefined, {
                    onSuccess: () => toast.success(t('recapture.done')),
                    onError: (error) =>
                      toast.error(
                        error instanceof ApiError && error.status === 409
                          ? t(`refusal.${error.reason ?? 'unknown'}`, { defaultValue: t('refusal.unknown') })
                          : (serverMessage(error) ?? t('form.failed')),
                      ),
                  })
                }
              >
                {t('actions.recapture')}
              </Button>
            )}
            {value.stage !== 'closed' && <Button onClick={() => setOpen({ kind: 'assign' })}>{t('actions.assign')}</Button>}
            {/* Items join while the company has not been notified: one notice covers the whole campaign. */}
            {value.stage === 'opened' && <Button onClick={() => setOpen({ kind: 'join' })}>{t('actions.joinItems')}</Button>}
          </div>
        ) : (
          <p className={styles.intro}>{t('actions.readOnly')}</p>
        )}
      </section>
      <div className={styles.section}>
        <CaseFacts value={value} />
      </div>
      <CaseItems items={value.items} variant={value.variant} />
      <CaseTimeline steps={value.steps ?? []} />
      {open?.kind === 'step' && <StepModal caseId={value._id} step={open.step} onClose={() => setOpen(null)} />}
      {open?.kind === 'assign' && <AssignModal value={value} onClose={() => setOpen(null)} />}
      {open?.kind === 'join' && <JoinItemsModal value={value} onClose={() => setOpen(null)} />}
    </section>
  );
}
