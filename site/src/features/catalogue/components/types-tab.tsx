import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import type { Variant, WireViolationType } from '@lcmdp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-client';
import { tagColours, typeName } from '@/lib/labels';
import { toast } from '@/lib/toast';
import { useDeleteViolationType } from '../api/delete-violation-type';
import { useViolationTypes } from '@/lib/api/get-violation-types';
import { announceSuccess } from '../lib/announce';
import { localNameIn } from '../lib/names';
import { TypeFormModal } from './type-form-modal';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { LoadErrorAlert } from '@/components/load-error-alert';
import styles from './catalogue.module.css';

/** The variant's violation types with their colours: list, add, edit, delete. */
export function TypesTab({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('catalogue');
  const types = useViolationTypes(variant);
  const remove = useDeleteViolationType(variant);
  const [editing, setEditing] = useState<WireViolationType | null | undefined>(undefined);

  const confirmDelete = (type: WireViolationType, name: string) =>
    remove.mutateAsync(type._id).then(
      () => announceSuccess(t('common.deleted'), t('types.deletedText', { name })),
      (error: Error) => {
        toast.error(t('common.deleteFailed'), serverMessage(error) ?? undefined);
      },
    );

  const columns: TableColumnsType<WireViolationType> = [
    {
      key: 'colour',
      title: t('types.colour'),
      width: 130,
      render: (_, type) => (
        <span className={styles.swatchRow}>
          <span
            className={styles.swatch}
            style={{ background: type.color }}
            role="img"
            aria-label={t('types.colourSwatch', { colour: type.color })}
          />
          <span className={styles.hex}>{type.color}</span>
        </span>
      ),
    },
    {
      key: 'nameLo',
      title: t('common.nameLo'),
      render: (_, type) => (
        <span className={styles.tag} style={tagColours(type.color)} lang="lo">
          {localNameIn(type.violations, 'lo') ?? type.key}
        </span>
      ),
    },
    {
      key: 'nameEn',
      title: t('common.nameEn'),
      responsive: ['sm'],
      render: (_, type) => <span lang="en">{localNameIn(type.violations, 'en') ?? '—'}</span>,
    },
    {
      key: 'actions',
      title: t('actions.actions'),
      width: 100,
      render: (_, type) => {
        const name = typeName(type, i18n.language);
        return (
          <Space>
            <EditButton name={name} onClick={() => setEditing(type)} />
            <DeleteButton
              name={name}
              question={t('types.deleteConfirm', { name })}
              help={t('types.deleteHelp')}
              onConfirm={() => confirmDelete(type, name)}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-label={t('types.heading')}>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('types.add')}
        </Button>
      </div>
      {types.isError ? (
        <LoadErrorAlert title={t('common.loadFailed')} error={types.error} onRetry={() => void types.refetch()} />
      ) : (
        <Table
          rowKey="_id"
          columns={columns}
          dataSource={types.data ?? []}
          loading={types.isPending}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('types.empty') }}
        />
      )}
      {editing !== undefined && (
        <TypeFormModal variant={variant} type={editing ?? undefined} open onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
