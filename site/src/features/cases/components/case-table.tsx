/** The case list on a desktop: one row a case, overdue rows highlighted with the deadline that passed. */
import type { WireCase } from '@lcmdp/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { CaseDueText } from './case-due';
import { OverdueTag, StageTag } from './case-tags';
import styles from './cases.module.css';

export function CaseTable({ cases, loading }: { cases: WireCase[]; loading: boolean }) {
  const { t, i18n } = useTranslation('cases');
  const columns: TableProps<WireCase>['columns'] = [
    {
      key: 'caseNumber',
      title: t('columns.caseNumber'),
      render: (_, c) => <Link to={paths.case(c._id)}>{c.caseNumber}</Link>,
    },
    { key: 'company', title: t('columns.company'), dataIndex: 'company' },
    { key: 'variant', title: t('columns.variant'), render: (_, c) => t(`filters.variants.${c.variant}`) },
    {
      key: 'stage',
      title: t('columns.stage'),
      render: (_, c) => (
        <>
          <StageTag stage={c.stage} />
          <OverdueTag overdue={c.overdue} />
        </>
      ),
    },
    { key: 'assignee', title: t('columns.assignee'), render: (_, c) => c.assignee?.name ?? t('unassigned') },
    { key: 'due', title: t('columns.due'), render: (_, c) => <CaseDueText value={c} /> },
    { key: 'opened', title: t('columns.opened'), render: (_, c) => formatDate(c.openedAt, i18n.language) },
  ];
  return (
    <Table<WireCase>
      rowKey="_id"
      columns={columns}
      dataSource={cases}
      loading={loading}
      pagination={false}
      rowClassName={(c) => (c.overdue ? styles.overdueRow : '')}
      scroll={{ x: 'max-content' }}
    />
  );
}
