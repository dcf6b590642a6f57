import { useTranslation } from 'react-i18next';
import { hexColour, TYPE_PALETTE } from '../lib/type-form';
import styles from './catalogue.module.css';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-describedby'?: string;
}

/**
 * The browser's own colour picker as a form control holding `#rrggbb` (the server stores six hex digits), with
 * the palette of colours that read well on tags. (antd's ColorPicker would pull its Collapse into every page:
 * antd's Button styles import a helper from the same module.)
 */
export function ColourField({ id, value, onChange, ...aria }: Props) {
  const { t } = useTranslation('catalogue');
  const colour = hexColour(value) ?? undefined;
  return (
    <div className={styles.colourField}>
      <input
        id={id}
        type="color"
        className={styles.colourInput}
        value={colour ?? '#000000'}
        aria-label={t('types.colourSwatch', { colour: colour ?? '' })}
        onChange={(e) => {
          const hex = hexColour(e.target.value);
          if (hex) onChange?.(hex);
        }}
        {...aria}
      />
      <code>{colour?.toUpperCase() ?? '—'}</code>
      <ul className={styles.palette} aria-label={t('types.palette')}>
        {TYPE_PALETTE.map((c) => (
          <li key={c}>
            <button
              type="button"
              className={styles.paletteSwatch}
              style={{ background: c }}
              aria-label={t('types.useColour', { colour: c })}
              aria-pressed={colour === c}
              onClick={() => onChange?.(c)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
