/**
 * "Add items of this company" (while the case is not yet notified): the company's confirmed items that may join
 * the case, each with a checkbox; the chosen ones are joined after a confirmation (POST /cases/:id/items).
 */
import type { WireCase } from '@lcmdp/contract';
import { Alert, App, Checkbox, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApiError, serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useCompanyItems, useJoinItems } from '../api/company-items';
import { joinableItems } from '../lib/joinable';

const keyOf = (item: { kind: string; _id: string }) => `${item.kind}:${item._id}`;

export function JoinItemsModal({ value, onClose }: { value: WireCase; onClose: () => void }) {
  const { t, i18n } = useTranslation(['cases', 'common']);
  const { modal } = App.useApp();
  const items = useCompanyItems(value.company, true);
  const join = useJoinItems(value._id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = items.data ? joinableItems(items.data, value) : [];

  const save = () => {
    const refs = offered.filter((i) => chosen.includes(keyOf(i))).map((i) => ({ kind: i.kind, _id: i._id }));
    setProblem(null);
    return join.mutateAsync(refs).then(
      () => {
        toast.success(t('join.done'));
        onClose();
      },
      (error: unknown) => {
        const fields = error instanceof ApiError ? Object.values(error.fields) : [];
        setProblem(fields[0] ?? serverMessage(error) ?? t('join.failed'));
      },
    );
  };

  const confirm = () => {
    if (chosen.length === 0) return setProblem(t('join.choose'));
    modal.confirm({
      title: t('join.confirmTitle', { n: chosen.length, number: value.caseNumber }),
      content: t('join.confirmContent'),
      okText: t('form.yes'),
      cancelText: t('form.no'),
      onOk: save,
    });
  };

  let body;
  if (items.isError)
    body = (
      <LoadErrorAlert
        title={t('join.loadFailed')}
        error={items.error}
        fallback={t('common:errors.somethingWentWrong')}
        onRetry={() => void items.refetch()}
      />
    );
  else if (items.isPending) body = <Spin />;
  else if (offered.length === 0) body = <p>{t('join.none')}</p>;
  else
    body = (
      <Checkbox.Group
        value={chosen}
        onChange={(keys) => setChosen(keys as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={offered.map((item) => ({
          value: keyOf(item),
          label: [
            `${t(`case.itemKinds.${item.kind}`)}: ${[item.brand, item.company].filter(Boolean).join(' · ')}`,
            formatDate(item.createdAt, i18n.language),
            item.caseNumber ? t('join.inCase', { number: item.caseNumber }) : null,
          ]
            .filter(Boolean)
            .join(' — '),
        }))}
      />
    );

  return (
    <Modal
      open
      title={t('join.title', { company: value.company })}
      okText={t('join.submit')}
      cancelText={t('form.cancel')}
      onOk={confirm}
      okButtonProps={{ disabled: offered.length === 0 }}
      onCancel={onClose}
      confirmLoading={join.isPending}
      destroyOnHidden
    >
      <p>{t('join.intro')}</p>
      {problem && <Alert type="error" showIcon message={problem} role="alert" style={{ marginBottom: 16 }} />}
      {body}
    </Modal>
  );
}
