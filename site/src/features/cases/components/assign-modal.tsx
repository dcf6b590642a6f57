/** Assigning a case to an operator or an admin (operators and admins do it). */
import type { WireCase } from '@lcmdp/contract';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAssignCase, useAssignableStaff } from '../api/cases';

export function AssignModal({ value, onClose }: { value: WireCase; onClose: () => void }) {
  const { t } = useTranslation('cases');
  const [form] = Form.useForm<{ assignee: number }>();
  const staff = useAssignableStaff(true);
  const assign = useAssignCase(value._id);
  const save = ({ assignee }: { assignee: number }) =>
    assign.mutate(assignee, {
      onSuccess: () => {
        toast.success(t('form.assigned'));
        onClose();
      },
      onError: (error) => {
        const known = error instanceof ApiError ? error : undefined;
        const reason =
          known?.status === 409 ? t(`refusal.${known.reason ?? 'unknown'}`, { defaultValue: t('refusal.unknown') }) : undefined;
        const message = known?.fields.assignee ?? reason ?? serverMessage(error) ?? t('form.failed');
        form.setFields([{ name: 'assignee', errors: [message] }]);
      },
    });
  return (
    <Modal
      open
      title={t('form.assignTitle')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={assign.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ assignee: value.assignee?.id }}>
        <Form.Item name="assignee" label={t('form.assignee')} rules={[{ required: true, message: t('form.required') }]}>
          <Select
            loading={staff.isPending}
            showSearch
            optionFilterProp="label"
            options={(staff.data ?? []).map((u) => ({ value: u.user_id, label: u.full_name ?? u.email }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
