/** The company list on a desktop: one row a company, sortable by its columns; repeat offenders stand out. */
import type { WireCompany } from '@lcmdp/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { companyName } from '../lib/company-name';
import { defaultOrder, type CompanySort, type SortOrder } from '../lib/company-list';
import { CompanyTags } from './company-tags';
import styles from './companies.module.css';

interface Props {
  companies: WireCompany[];
  sort: CompanySort;
  order: SortOrder;
  onSort: (sort: CompanySort, order: SortOrder) => void;
}

export function CompanyTable({ companies, sort, order, onSort }: Props) {
  const { t, i18n } = useTranslation('companies');
  const sortable = (key: CompanySort) => ({
    key,
    sorter: true,
    sortOrder: sort === key ? order : null,
    sortDirections: [defaultOrder(key), defaultOrder(key) === 'ascend' ? 'descend' : 'ascend'] as SortOrder[],
  });
  const columns: TableProps<WireCompany>['columns'] = [
    {
      ...sortable('name'),
      title: t('columns.name'),
      render: (_, c) => (
        <>
          <Link to={paths.company(c.key)}>{companyName(c, i18n.language)}</Link> <CompanyTags company={c} />
        </>
      ),
    },
    { ...sortable('items'), title: t('columns.items'), dataIndex: 'items', align: 'right' },
    {
      ...sortable('confirmedViolations'),
      title: t('columns.confirmedViolations'),
      dataIndex: 'confirmedViolations',
      align: 'right',
    },
    { ...sortable('cases'), title: t('columns.cases'), dataIndex: 'cases', align: 'right' },
    { key: 'openCases', title: t('columns.openCases'), dataIndex: 'openCases', align: 'right' },
    {
      ...sortable('lastDetectedAt'),
      title: t('columns.lastDetectedAt'),
      render: (_, c) => formatDate(c.lastDetectedAt, i18n.language),
    },
    {
      key: 'variants',
      title: t('columns.variants'),
      render: (_, c) => c.variants.map((v) => t(`variants.${v}`)).join(', '),
    },
  ];
  return (
    <Table<WireCompany>
      rowKey="key"
      columns={columns}
      dataSource={companies}
      pagination={false}
      rowClassName={(c) => (c.repeatOffender ? styles.repeatRow : '')}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = one?.columnKey as CompanySort | undefined;
        if (key && one.order) onSort(key, one.order);
        else onSort('weight', 'descend');
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
