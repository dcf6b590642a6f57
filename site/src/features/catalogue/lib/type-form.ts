/** The violation-type form's values, and how they become the body of update_violation_type. */
import type { WireViolationType } from '@lcmdp/contract';
import { localNameIn } from './names';
import type { ViolationTypeInput } from '../api/save-violation-type';

export interface TypeFormValues {
  nameLo?: string;
  nameEn?: string;
  /** #rrggbb */
  color?: string;
}

export const TYPE_NAME_MAX = 200;

/** A new type starts with the site's red; staff pick another from the palette or the picker. */
export const DEFAULT_TYPE_COLOUR = '#a8071a';

/** Colours that read well as tag backgrounds (see tagColours in the items feature). */
export const TYPE_PALETTE = ['#a8071a', '#d4380d', '#d48806', '#389e0d', '#08979c', '#0958d9', '#531dab', '#c41d7f', '#595959'];

/** `#rrggbb` in lower case, or null when the value is not a six-digit hex colour. */
export function hexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^#?([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value.trim());
  return m ? `#${m[1].toLowerCase()}` : null;
}

export function typeFormValues(type?: WireViolationType): TypeFormValues {
  if (!type) return { color: DEFAULT_TYPE_COLOUR };
  return {
    nameLo: localNameIn(type.violations, 'lo') ?? '',
    nameEn: localNameIn(type.violations, 'en') ?? '',
    color: hexColour(type.color) ?? DEFAULT_TYPE_COLOUR,
  };
}

export function toTypeInput(values: TypeFormValues, id: string | undefined, usercheck: number | null): ViolationTypeInput {
  const color = hexColour(values.color) ?? DEFAULT_TYPE_COLOUR;
  const nameEn = (values.nameEn ?? '').trim();
  return {
    ...(id ? { _id: id } : {}),
    violations: [
      { locale: 'lo', name: (values.nameLo ?? '').trim(), color },
      ...(nameEn ? [{ locale: 'en' as const, name: nameEn, color }] : []),
    ],
    usercheck,
  };
}
