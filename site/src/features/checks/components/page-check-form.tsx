import { GlobalOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { Variant } from '@lcmdp/contract';
import { useTranslation } from 'react-i18next';
import { isValidLink, MAX_LENGTH, normalizeLink } from '@/lib/report-values';
import { useAuth } from '@/lib/auth-store';
import { useCheckPageAddress } from '../api/check-page-address';
import { toCheckFailure } from '../lib/check-failure';
import { CheckOutcome } from './check-outcome';
import styles from './checks.module.css';

interface PageCheckValues {
  url?: string;
  desc?: string;
}

const FORM_FIELDS = ['url', 'desc'] as const;
const NOTE_MAX = 2000;

/** A page address for the detector to capture and check; the address stays in the field whatever happens. */
export function PageCheckForm({ variant }: { variant: Variant }) {
  const { t } = useTranslation('checks');
  const { user_id } = useAuth();
  const [form] = Form.useForm<PageCheckValues>();
  const check = useCheckPageAddress(variant);
  const failure = check.error ? toCheckFailure(check.error, 'page') : null;

  const submit = (values: PageCheckValues) => {
    const desc = (values.desc ?? '').trim();
    check.mutate(
      { url: normalizeLink(values.url), usercheck: user_id, ...(desc ? { desc } : {}) },
      {
        onError: (error) => {
          const f = toCheckFailure(error, 'page');
          if (f.kind !== 'invalid') return;
          form.setFields(
            f.fields
              .filter(([field]) => (FORM_FIELDS as readonly string[]).includes(field))
              .map(([name, message]) => ({ name: name as keyof PageCheckValues, errors: [message] })),
          );
        },
      },
    );
  };

  return (
    <>
      <Form form={form} layout="vertical" onFinish={submit} className={styles.methods} requiredMark={false}>
        <Form.Item
          name="url"
          label={t('page.url')}
          extra={t('page.urlHelp')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('page.urlRequired') },
            { max: MAX_LENGTH.link, message: t('page.tooLong', { max: MAX_LENGTH.link }) },
            {
              validator: (_, value?: string) =>
                !value?.trim() || isValidLink(value) ? Promise.resolve() : Promise.reject(new Error(t('page.urlInvalid'))),
            },
          ]}
        >
          <Input inputMode="url" autoComplete="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="desc"
          label={t('page.note')}
          extra={t('page.noteHelp')}
          rules={[{ max: NOTE_MAX, message: t('page.tooLong', { max: NOTE_MAX }) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<GlobalOutlined aria-hidden />} loading={check.isPending}>
          {t('page.submit')}
        </Button>
      </Form>
      <CheckOutcome
        variant={variant}
        pending={check.isPending}
        result={check.data}
        failure={failure}
        shownOnFields={[...FORM_FIELDS]}
      />
    </>
  );
}
