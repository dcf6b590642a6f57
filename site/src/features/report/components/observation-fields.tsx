import { Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerLocale } from '@/lib/picker-locale';
import { PROVINCES, REPORT_CATEGORIES, type ReportCategory } from '@lcmdp/contract';
import { dateFormat } from '@/lib/dates';
import { MAX_LENGTH } from '@/lib/report-values';
import { CategoryDetails } from './category-details';
import { SelectField } from './select-field';
import styles from './report-form.module.css';

// antd passes `role` through to the group's element, but its props type does not list it.
const ARIA_ROLE: { role: string } = { role: 'radiogroup' };

// Future days are not disabled in the picker: antd drops a typed disabled date, and the reader would then be told
// to enter a date they just entered. The rule below names the problem instead.
const isFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');

/** When and where it was seen, and what kind of practice: date, province, category and its details, activity. */
export function ObservationFields() {
  const { t, i18n } = useTranslation('report');
  const { t: tv } = useTranslation('vocab');
  const category = Form.useWatch<ReportCategory | undefined>('category');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="observedOn"
            label={t('fields.observedOn')}
            rules={[
              { required: true, message: t('validation.observedOn') },
              {
                validator: (_, value: Dayjs | null | undefined) =>
                  value && isFuture(value) ? Promise.reject(new Error(t('validation.futureDate'))) : Promise.resolve(),
              },
            ]}
          >
            <DatePicker
              locale={pickerLocale(i18n.language)}
              format={dateFormat(i18n.language)}
              placeholder={t('fields.datePlaceholder')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="province" label={t('fields.province')} rules={[{ required: true, message: t('validation.province') }]}>
            <SelectField
              showSearch
              virtual={false}
              optionFilterProp="label"
              placeholder={t('fields.provincePlaceholder')}
              options={PROVINCES.map((p) => ({ value: p, label: tv(`province.${p}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="category"
        label={<span id="report-category-label">{t('fields.category')}</span>}
        rules={[{ required: true, message: t('validation.category') }]}
      >
        <Radio.Group {...ARIA_ROLE} aria-labelledby="report-category-label" className={styles.choices}>
          {REPORT_CATEGORIES.map((c) => (
            <Radio key={c} value={c} className={styles.choice}>
              {tv(`category.${c}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {category && <CategoryDetails category={category} />}
      <Form.Item name="activity" label={t('fields.activity')} extra={t('fields.activityHelp')}>
        <Input.TextArea rows={2} maxLength={MAX_LENGTH.activity} />
      </Form.Item>
    </>
  );
}
