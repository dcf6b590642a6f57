import { AutoComplete } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOptionKind, Variant, WireDataOption } from '@lcmdp/contract';
import { useDataOptions } from '../api/get-data-options';
import { useComboboxRequired, type AriaRequired } from '../hooks/use-combobox-required';

export function optionName(option: WireDataOption, language: string): string {
  return option.names.find((n) => n.locale === language)?.name ?? option.names.find((n) => n.locale === 'lo')?.name ?? option.key;
}

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  variant: Variant;
  kind: DataOptionKind;
  maxLength: number;
  /** Brands of this company come first (a brand's parent_key is its company's key). */
  parentKey?: string | null;
  'aria-required'?: AriaRequired;
}

/**
 * Free text with suggestions from the reviewers' library: a reporter may type a company or brand the library
 * does not know yet. A failed or slow library load leaves a plain text field.
 */
export function OptionAutoComplete({
  id,
  value,
  onChange,
  variant,
  kind,
  maxLength,
  parentKey,
  'aria-required': required,
  ...rest
}: Props) {
  const { i18n } = useTranslation();
  const ref = useComboboxRequired(required);
  const { data } = useDataOptions(variant, kind);
  const options = useMemo(() => {
    const all = data ?? [];
    const related = parentKey ? all.filter((o) => o.parent_key === parentKey) : [];
    const ordered = [...related, ...all.filter((o) => !related.includes(o))];
    const names = [...new Set(ordered.map((o) => optionName(o, i18n.language)))];
    return names.map((name) => ({ value: name, label: name }));
  }, [data, parentKey, i18n.language]);
  return (
    <AutoComplete
      ref={ref}
      id={id}
      value={value}
      onChange={(v: string) => onChange?.(v)}
      options={options}
      maxLength={maxLength}
      filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase())}
      {...rest}
    />
  );
}
