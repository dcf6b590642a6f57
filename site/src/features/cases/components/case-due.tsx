import type { WireCase } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { caseDue } from '../lib/case-due';

/** "Answer by 01/12/2026" or "Remove by …", or a dash when the case waits on no date. */
export function CaseDueText({ value }: { value: WireCase }) {
  const { t, i18n } = useTranslation('cases');
  const due = caseDue(value);
  return <>{due ? t(`due.${due.kind}`, { date: formatDate(due.date, i18n.language) }) : '—'}</>;
}
