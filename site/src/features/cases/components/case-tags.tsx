/** A case's stage as a tag, and the red tag naming the deadline that passed. */
import type { CaseOverdue, CaseStage } from '@lcmdp/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STAGE_COLOR: Record<CaseStage, string> = {
  opened: 'default',
  notice_sent: 'blue',
  response_recorded: 'cyan',
  decided: 'purple',
  removal_verified: 'green',
  closed: 'default',
};

export function StageTag({ stage }: { stage: CaseStage }) {
  const { t } = useTranslation('cases');
  return <Tag color={STAGE_COLOR[stage]}>{t(`stages.${stage}`)}</Tag>;
}

export function OverdueTag({ overdue }: { overdue: CaseOverdue | null }) {
  const { t } = useTranslation('cases');
  return overdue ? <Tag color="red">{t(`overdue.${overdue}`)}</Tag> : null;
}
