/** The header facts of a case: number, company, variant, stage, assignee, measures, fine, deadlines, legal basis. */
import type { WireCase } from '@lcmdp/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/dates';
import { OverdueTag, StageTag } from './case-tags';

/** An amount of kip with the digit grouping of the page's language. */
export function useKip(): (amount: number) => string {
  const { t, i18n } = useTranslation('cases');
  return (amount) => t('case.kip', { amount: amount.toLocaleString(i18n.language === 'lo' ? 'lo-LA' : 'en-US') });
}

export function CaseFacts({ value }: { value: WireCase }) {
  const { t, i18n } = useTranslation('cases');
  const kip = useKip();
  const none = t('case.none');
  const items = [
    { key: 'caseNumber', label: t('case.caseNumber'), children: value.caseNumber },
    { key: 'company', label: t('case.company'), children: value.company },
    { key: 'variant', label: t('case.variant'), children: t(`filters.variants.${value.variant}`) },
    {
      key: 'stage',
      label: t('case.stage'),
      children: (
        <>
          <StageTag stage={value.stage} />
          <OverdueTag overdue={value.overdue} />
        </>
      ),
    },
    { key: 'assignee', label: t('case.assignee'), children: value.assignee?.name ?? t('unassigned') },
    {
      key: 'measures',
      label: t('case.measures'),
      children: value.measures.length ? value.measures.map((m) => t(`measures.${m}`)).join(', ') : none,
    },
    { key: 'fine', label: t('case.fine'), children: value.fineKip !== null ? kip(value.fineKip) : none },
    { key: 'responseDueOn', label: t('case.responseDueOn'), children: formatDate(value.responseDueOn, i18n.language) },
    { key: 'removalDueOn', label: t('case.removalDueOn'), children: formatDate(value.removalDueOn, i18n.language) },
    { key: 'legalBasis', label: t('case.legalBasis'), children: value.legalBasis ?? none },
    { key: 'openedAt', label: t('case.openedAt'), children: formatDateTime(value.openedAt, i18n.language) },
    ...(value.closedAt
      ? [{ key: 'closedAt', label: t('case.closedAt'), children: formatDateTime(value.closedAt, i18n.language) }]
      : []),
  ];
  return <Descriptions title={t('case.facts')} bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
