import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { hexColour, TYPE_PALETTE } from '../lib/type-form';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-describedby'?: string;
}

/**
 * antd's ColorPicker as a form control holding `#rrggbb` (no transparency: the server stores six hex digits),
 * with the palette of colours that read well on tags.
 */
export function ColourField({ id, value, onChange, ...aria }: Props) {
  const { t } = useTranslation('catalogue');
  const colour = hexColour(value) ?? undefined;
  return (
    <ColorPicker
      value={colour}
      format="hex"
      disabledAlpha
      disabledFormat
      showText={(c) => <span>{c.toHexString().toUpperCase()}</span>}
      presets={[{ label: t('types.palette'), colors: TYPE_PALETTE, defaultOpen: true }]}
      onChange={(c) => {
        const hex = hexColour(c.toHexString());
        if (hex) onChange?.(hex);
      }}
      // The trigger is a div: these make it a labelled, focusable control for keyboards and screen readers.
      {...{ id, role: 'button', tabIndex: 0, 'aria-label': t('types.colourSwatch', { colour: colour ?? '' }), ...aria }}
    />
  );
}
