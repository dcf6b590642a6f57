import type { RefSelectProps } from 'antd';
import { useEffect, useRef, type AriaAttributes } from 'react';

export type AriaRequired = AriaAttributes['aria-required'];

/**
 * Form.Item marks a required control with aria-required, but antd's Select and AutoComplete put it on their outer
 * <div> too, where ARIA does not allow it (axe: aria-allowed-attr). The wrappers take the prop away from antd and
 * this puts it where it means something: on the combobox input that has the label.
 */
export function useComboboxRequired(required: AriaRequired) {
  const ref = useRef<RefSelectProps>(null);
  useEffect(() => {
    const input = ref.current?.nativeElement?.querySelector('input');
    if (!input) return;
    if (required === true || required === 'true') input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  }, [required]);
  return ref;
}
