import { Select, type SelectProps } from 'antd';
import { useComboboxRequired, type AriaRequired } from '../hooks/use-combobox-required';

/** antd's Select, with Form.Item's aria-required on its input rather than its outer <div>. */
export function SelectField({ 'aria-required': required, ...props }: SelectProps & { 'aria-required'?: AriaRequired }) {
  const ref = useComboboxRequired(required);
  return <Select ref={ref} {...props} />;
}
