import { Checkbox, Form, type GetProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORY_DETAILS, type LabelProblem, type PromotionKind, type ReportCategory } from '@lcmdp/contract';
import styles from './report-form.module.css';

type CheckboxGroupProps<T> = GetProps<typeof Checkbox.Group<T>>;

// antd passes `role` through to the group's element, but its props type does not list it.
const ARIA_ROLE: { role: string } = { role: 'group' };

/**
 * The checkbox group, without the aria-required that Form.Item adds: ARIA does not allow it on a group (the label's
 * asterisk and the error message say it instead).
 */
function DetailsGroup({ 'aria-required': _required, ...props }: CheckboxGroupProps<string> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group<string> {...props} {...ARIA_ROLE} />;
}

/** The detail list of the chosen category: promotion kinds, or label problems for inappropriate labelling. */
export function CategoryDetails({ category }: { category: ReportCategory }) {
  const { t } = useTranslation('report');
  const { t: tv } = useTranslation('vocab');
  const labelId = `report-details-label-${category}`;
  const label = (key: string) =>
    category === 'inappropriate_labeling'
      ? tv(`labelProblem.${key as LabelProblem}`)
      : tv(`promotionKind.${key as PromotionKind}`);
  return (
    <Form.Item
      name="details"
      label={<span id={labelId}>{t(`fields.details.${category}`)}</span>}
      extra={t('fields.detailsHelp')}
      rules={[{ required: true, type: 'array', min: 1, message: t(`validation.details.${category}`) }]}
    >
      <DetailsGroup aria-labelledby={labelId} className={styles.choiceGrid}>
        {CATEGORY_DETAILS[category].map((key) => (
          <Checkbox key={key} value={key} className={styles.choice}>
            {label(key)}
          </Checkbox>
        ))}
      </DetailsGroup>
    </Form.Item>
  );
}
