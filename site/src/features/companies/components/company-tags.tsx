/** The tags of a company (repeat offender, not in the library) and of its cases (stage, overdue). */
import type { CaseOverdue, CaseStage, WireCompany } from '@lcmdp/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function CompanyTags({ company }: { company: WireCompany }) {
  const { t } = useTranslation('companies');
  return (
    <>
      {company.repeatOffender && <Tag color="red">{t('repeatOffender')}</Tag>}
      {!company.known && <Tag>{t('unknownName')}</Tag>}
    </>
  );
}

const STAGE_COLOR: Record<CaseStage, string> = {
  opened: 'default',
  notice_sent: 'blue',
  response_recorded: 'cyan',
  decided: 'purple',
  removal_verified: 'green',
  closed: 'default',
};

export function CaseStageTag({ stage, overdue }: { stage: CaseStage; overdue?: CaseOverdue | null }) {
  const { t } = useTranslation('companies');
  return (
    <>
      <Tag color={STAGE_COLOR[stage]}>{t(`stages.${stage}`)}</Tag>
      {overdue && <Tag color="red">{t(`overdue.${overdue}`)}</Tag>}
    </>
  );
}
