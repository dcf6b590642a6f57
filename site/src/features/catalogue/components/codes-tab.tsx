import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Variant, WireViolationCode } from '@lcmdp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-client';
import { useVocab } from '@/lib/use-vocab';
import { codeReference } from '@/lib/labels';
import { toast } from '@/lib/toast';
import { useDeleteViolationCode } from '../api/delete-violation-code';
import { useViolationCodes } from '@/lib/api/get-violation-codes';
import { announceSuccess } from '../lib/announce';
import { localNameIn } from '../lib/names';
import { CodeFormModal } from './code-form-modal';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { LoadErrorAlert } from '@/components/load-error-alert';
import styles from './catalogue.module.css';

/** The variant's violation codes: list, add, edit, delete. */
export function CodesTab({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('catalogue');
  const vocab = useVocab();
  const codes = useViolationCodes(variant);
  const remove = useDeleteViolationCode(variant);
  // undefined: closed; null: adding; a code: editing it.
  const [editing, setEditing] = useState<WireViolationCode | null | undefined>(undefined);

  const confirmDelete = (code: WireViolationCode) =>
    remove.mutateAsync(code._id).then(
      () => announceSuccess(t('common.deleted'), t('codes.deletedText', { code: code.code })),
      (error: Error) => {
        // The server refuses a code still chosen for an item, and says so.
        toast.error(t('common.deleteFailed'), serverMessage(error) ?? undefined);
      },
    );

  const columns: TableColumnsType<WireViolationCode> = [
    { key: 'code', title: t('codes.code'), dataIndex: 'code', width: 110, render: (code: string) => <strong>{code}</strong> },
    { key: 'group', title: t('codes.group'), render: (_, c) => vocab.group(c.group) },
    { key: 'nameLo', title: t('common.nameLo'), render: (_, c) => <span lang="lo">{localNameIn(c.names, 'lo') ?? '—'}</span> },
    {
      key: 'nameEn',
      title: t('common.nameEn'),
      responsive: ['md'],
      render: (_, c) => <span lang="en">{localNameIn(c.names, 'en') ?? '—'}</span>,
    },
    {
      key: 'legalReference',
      title: t('codes.legalReference'),
      responsive: ['md'],
      // Editors look for the references still to check against the law's text.
      filters: [
        { text: t('codes.unconfirmed'), value: false },
        { text: t('codes.confirmed'), value: true },
      ],
      onFilter: (confirmed, c) => c.reference_confirmed === confirmed,
      render: (_, c) => (
        <>
          {codeReference(c, i18n.language) ?? '—'}{' '}
          <Tag color={c.reference_confirmed ? 'green' : 'default'}>
            {c.reference_confirmed ? t('codes.confirmed') : t('codes.unconfirmed')}
          </Tag>
        </>
      ),
    },
    {
      key: 'actions',
      title: t('actions.actions'),
      width: 100,
      render: (_, c) => (
        <Space>
          <EditButton name={c.code} onClick={() => setEditing(c)} />
          <DeleteButton
            name={c.code}
            question={t('codes.deleteConfirm', { code: c.code })}
            help={t('codes.deleteHelp')}
            onConfirm={() => confirmDelete(c)}
          />
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={t('codes.heading')}>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('codes.add')}
        </Button>
      </div>
      {codes.isError ? (
        <LoadErrorAlert title={t('common.loadFailed')} error={codes.error} onRetry={() => void codes.refetch()} />
      ) : (
        <Table
          rowKey="_id"
          columns={columns}
          dataSource={codes.data ?? []}
          loading={codes.isPending}
          pagination={false}
          size="middle"
          // No sideways scrolling: long names wrap in their columns, so Edit and Delete stay in view.
          locale={{ emptyText: t('codes.empty') }}
        />
      )}
      {editing !== undefined && (
        <CodeFormModal variant={variant} code={editing ?? undefined} open onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
