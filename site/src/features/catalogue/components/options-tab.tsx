import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DATA_OPTION_KINDS, type DataOptionKind } from '@lcmdp/contract/vocabulary';
import type { Variant, WireDataOption } from '@lcmdp/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '@/lib/labels';
import { mediaUrl, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteDataOption } from '../api/delete-data-option';
import { useLibraryOptions } from '../api/get-library-options';
import { announceSuccess } from '../lib/announce';
import { hasParent, isSource, KINDS_WITH_IMAGES } from '../lib/option-form';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { OptionFormModal } from './option-form-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import styles from './catalogue.module.css';

interface Props {
  variant: Variant;
  kind: DataOptionKind;
  onKindChange: (kind: DataOptionKind) => void;
}

/** The data-option library of one kind: list, add, edit, delete; a selector switches the kind. */
export function OptionsTab({ variant, kind, onKindChange }: Props) {
  const { t, i18n } = useTranslation('catalogue');
  const kindId = useId();
  const options = useLibraryOptions(variant, kind);
  const companies = useLibraryOptions(variant, 'company', hasParent(kind));
  const remove = useDeleteDataOption(variant);
  const [editing, setEditing] = useState<WireDataOption | null | undefined>(undefined);
  const nameOf = (o: WireDataOption) => localName(o.names, i18n.language) ?? o.key;

  const confirmDelete = (option: WireDataOption) =>
    remove.mutateAsync(option._id).then(
      () => announceSuccess(t('common.deleted'), t('options.deletedText', { name: nameOf(option) })),
      (error: Error) => {
        toast.error(t('common.deleteFailed'), serverMessage(error) ?? undefined);
      },
    );

  const columns: TableColumnsType<WireDataOption> = [
    {
      key: 'name',
      title: t('options.name'),
      render: (_, o) => (
        <>
          <div lang="lo">{o.names.find((n) => n.locale === 'lo')?.name ?? '—'}</div>
          {o.names.find((n) => n.locale === 'en')?.name && (
            <div lang="en" className={styles.muted}>
              {o.names.find((n) => n.locale === 'en')?.name}
            </div>
          )}
        </>
      ),
    },
    { key: 'key', title: t('options.key'), responsive: ['md'], render: (_, o) => <code>{o.key}</code> },
    ...(hasParent(kind)
      ? ([
          {
            key: 'company',
            title: t('options.company'),
            render: (_, o) => {
              const parent = companies.data?.find((c) => c.key === o.parent_key);
              return parent ? nameOf(parent) : (o.parent_key ?? '—');
            },
          },
        ] satisfies TableColumnsType<WireDataOption>)
      : []),
    ...(KINDS_WITH_IMAGES.includes(kind)
      ? ([
          {
            key: 'images',
            title: t('options.images'),
            render: (_, o) =>
              o.images.length ? (
                <ul className={styles.thumbs}>
                  {o.images.slice(0, 4).map((image, i) => (
                    <li key={image.url}>
                      <img
                        src={mediaUrl(image.url)}
                        alt={t('options.imageAlt', { index: i + 1, name: nameOf(o) })}
                        loading="lazy"
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <span className={styles.muted}>{t('options.noImages')}</span>
              ),
          },
        ] satisfies TableColumnsType<WireDataOption>)
      : []),
    ...(isSource(kind)
      ? ([
          {
            key: 'url',
            title: t('options.url'),
            render: (_, o) =>
              o.url ? (
                <a className={styles.sourceUrl} href={o.url} target="_blank" rel="noopener noreferrer">
                  {o.url}
                </a>
              ) : (
                '—'
              ),
          },
          { key: 'platform', title: t('options.platform'), render: (_, o) => o.platform || '—' },
          {
            key: 'interval',
            title: t('options.interval'),
            render: (_, o) => (o.interval_minutes ? t('options.everyMinutes', { count: o.interval_minutes }) : '—'),
          },
        ] satisfies TableColumnsType<WireDataOption>)
      : []),
    {
      key: 'status',
      title: t('options.status'),
      render: (_, o) => (
        <Space size={4} wrap>
          <Tag color={o.active ? 'green' : 'default'}>{o.active ? t('options.active') : t('options.inactive')}</Tag>
          {o.variant === 'both' && <Tag>{t('options.both')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('actions.actions'),
      width: 100,
      render: (_, o) => (
        <Space>
          <EditButton name={nameOf(o)} onClick={() => setEditing(o)} />
          <DeleteButton
            name={nameOf(o)}
            question={t('options.deleteConfirm', { name: nameOf(o) })}
            onConfirm={() => confirmDelete(o)}
          />
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={t('options.heading')}>
      <div className={styles.toolbar}>
        <label htmlFor={kindId}>{t('options.kind')}</label>
        <Select
          id={kindId}
          value={kind}
          onChange={onKindChange}
          style={{ minWidth: 220 }}
          options={DATA_OPTION_KINDS.map((k) => ({ value: k, label: t(`options.kinds.${k}`) }))}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('options.add', { kind: t(`options.kindOne.${kind}`) })}
        </Button>
      </div>
      {options.isError ? (
        <LoadErrorAlert title={t('common.loadFailed')} error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <Table
          rowKey="_id"
          columns={columns}
          dataSource={options.data ?? []}
          loading={options.isPending}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('options.empty') }}
        />
      )}
      {editing !== undefined && (
        <OptionFormModal
          key={`${kind}-${editing?._id ?? 'new'}`}
          variant={variant}
          kind={kind}
          option={editing ?? undefined}
          open
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
