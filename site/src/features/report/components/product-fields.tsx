import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, type Variant } from '@lcmdp/contract';
import { useDataOptions } from '../api/get-data-options';
import { MAX_LENGTH } from '@/lib/report-values';
import { OptionAutoComplete, optionName } from './option-autocomplete';
import { SelectField } from './select-field';

/** Which product: company and brand (suggested, free text allowed) and the product type. */
export function ProductFields({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('report');
  const { t: tv } = useTranslation('vocab');
  const company = Form.useWatch<string | undefined>('company');
  const companies = useDataOptions(variant, 'company').data;
  const typed = (company ?? '').trim().toLowerCase();
  const companyKey = typed ? companies?.find((o) => optionName(o, i18n.language).toLowerCase() === typed)?.key : undefined;
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="company"
            label={t('fields.company')}
            extra={t('fields.companyHelp')}
            rules={required(t('validation.company'))}
          >
            <OptionAutoComplete variant={variant} kind="company" maxLength={MAX_LENGTH.company} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="brand" label={t('fields.brand')} extra={t('fields.brandHelp')} rules={required(t('validation.brand'))}>
            <OptionAutoComplete variant={variant} kind="brand" maxLength={MAX_LENGTH.brand} parentKey={companyKey} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="productType"
            label={t('fields.productType')}
            rules={[{ required: true, message: t('validation.productType') }]}
          >
            <SelectField
              virtual={false}
              placeholder={t('fields.productTypePlaceholder')}
              options={PRODUCT_TYPES.map((p) => ({ value: p, label: tv(`productType.${p}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
