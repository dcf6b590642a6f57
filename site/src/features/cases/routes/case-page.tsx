/**
 * One enforcement case (issue 13, staff): its facts, its items, its timeline, and for operators and admins the steps
 * the case allows now (`allowedSteps`, as the server decides them) and its assignment. Supervisors read only.
 */
import { removalOrdered, type CaseStep, type WireCaseStep } from '@lcmdp/contract';
import { App, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime } from '@/lib/dates';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCase, useRecapture, useTakeStep } from '../api/cases';
import { AssignModal } from '../components/assign-modal';
import { CaseFacts } from '../components/case-facts';
import { CaseItems } from '../components/case-items';
import { CaseTimeline } from '../components/case-timeline';
import { JoinItemsModal } from '../components/join-items-modal';
import { StepModal } from '../components/step-modal';
import { capturedPages, type CapturedPage } from '../lib/captured-pages';
import { stepForm } from '../lib/step-form';
import styles from '../components/cases.module.css';

type Open = { kind: 'step'; step: CaseStep } | { kind: 'assign' } | { kind: 'join' } | null;

export default function CasePage() {
  const { t, i18n } = useTranslation(['cases', 'common']);
  const { id = '' } = useParams();
  const { role } = useAuth();
  const found = useCase(id);
  const [open, setOpen] = useState<Open>(null);
  const recapture = useRecapture(id);
  const take = useTakeStep(id);
  const { modal } = App.useApp();
  const acts = role === 'operator' || role === 'admin';
  const refusalOf = (error: unknown) =>
    error instanceof ApiError && error.status === 409
      ? t(`refusal.${error.reason ?? 'unknown'}`, { defaultValue: t('refusal.unknown') })
      : (serverMessage(error) ?? t('form.failed'));

  /** "Removal verified" in one click from a "gone" re-capture, the capture written into the step as its evidence. */
  const verifyFrom = (capture: WireCaseStep) => {
    const captures = (capture.details.captures ?? []) as CapturedPage[];
    const note = t('verifyFromCapture.note', {
      at: formatDateTime(capture.at, i18n.language),
      pages: capturedPages(captures, (outcome) => t(`recapture.${outcome}`)),
    });
    modal.confirm({
      title: t('verifyFromCapture.confirmTitle'),
      content: t('verifyFromCapture.confirmContent', { note }),
      okText: t('form.yes'),
      cancelText: t('form.no'),
      onOk: () =>
        take.mutate(
          { step: 'verify_removal', form: stepForm('verify_removal', { note }, []) },
          {
            onSuccess: () => toast.success(t('verifyFromCapture.done')),
            onError: (error) => toast.error(refusalOf(error)),
          },
        ),
    });
  };
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
                    onError: (error) => toast.error(refusalOf(error)),
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
      <CaseTimeline
        steps={value.steps ?? []}
        onVerifyFrom={acts && value.allowedSteps.includes('verify_removal') ? verifyFrom : undefined}
        verifying={take.isPending}
      />
      {open?.kind === 'step' && <StepModal caseId={value._id} step={open.step} onClose={() => setOpen(null)} />}
      {open?.kind === 'assign' && <AssignModal value={value} onClose={() => setOpen(null)} />}
      {open?.kind === 'join' && <JoinItemsModal value={value} onClose={() => setOpen(null)} />}
    </section>
  );
}
