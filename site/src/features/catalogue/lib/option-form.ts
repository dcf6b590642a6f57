/**
 * The data-option form's values and the multipart body of add-data-options / update-data-options: the fields
 * of `dataOptionSchema` as JSON in `data`, images as `images`. Fields only make sense for some kinds: the parent
 * company for brands, the address, platform and interval for monitored sources.
 */
import type { DataOptionKind, WireDataOption } from '@lcmdp/contract';
import { localNameIn } from './names';

export interface OptionFormValues {
  key?: string;
  nameLo?: string;
  nameEn?: string;
  /** Other spellings of a company's or brand's name, one per line. */
  aliases?: string;
  parentKey?: string;
  url?: string;
  platform?: string;
  intervalMinutes?: number | null;
  active?: boolean;
}

export const OPTION_LIMITS = {
  name: 255,
  aliases: 2000,
  key: 100,
  url: 2000,
  platform: 100,
  intervalMin: 5,
  intervalMax: 10080,
} as const;

/** The keys the server accepts (`dataOptionSchema.key`). */
export const OPTION_KEY_PATTERN = /^[a-z0-9_.-]{1,100}$/;

/** Kinds whose options carry product or logo images (the detector compares captured images with them). */
export const KINDS_WITH_IMAGES: readonly DataOptionKind[] = ['brand', 'company'];

export const hasParent = (kind: DataOptionKind) => kind === 'brand';
/** Kinds whose names the analysis resolves (other spellings count as the option). */
export const hasAliases = (kind: DataOptionKind) => kind === 'brand' || kind === 'company';
export const isSource = (kind: DataOptionKind) => kind === 'source';

export function optionFormValues(option?: WireDataOption): OptionFormValues {
  if (!option) return { active: true };
  return {
    key: option.key,
    nameLo: localNameIn(option.names, 'lo') ?? '',
    nameEn: localNameIn(option.names, 'en') ?? '',
    aliases: (option.aliases ?? []).join('\n'),
    parentKey: option.parent_key ?? undefined,
    url: option.url ?? undefined,
    platform: option.platform ?? undefined,
    intervalMinutes: option.interval_minutes ?? null,
    active: option.active,
  };
}

/** The JSON fields: a new option names its kind (and may set its key); a change never sends kind or key. */
export function optionFields(kind: DataOptionKind, values: OptionFormValues, isNew: boolean): Record<string, unknown> {
  const text = (v: string | undefined) => (v ?? '').trim();
  const fields: Record<string, unknown> = { nameLo: text(values.nameLo), nameEn: text(values.nameEn) };
  if (isNew) {
    fields.kind = kind;
    if (text(values.key)) fields.key = text(values.key);
  }
  if (hasAliases(kind)) fields.aliases = text(values.aliases);
  if (hasParent(kind)) fields.parentKey = text(values.parentKey);
  if (isSource(kind)) {
    if (text(values.url)) fields.url = text(values.url);
    fields.platform = text(values.platform);
    if (typeof values.intervalMinutes === 'number') fields.intervalMinutes = values.intervalMinutes;
  }
  fields.active = values.active ?? true;
  return fields;
}

export function toOptionFormData(
  kind: DataOptionKind,
  values: OptionFormValues,
  isNew: boolean,
  images: readonly File[] = [],
): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(optionFields(kind, values, isNew)));
  for (const image of images) body.append('images', image, image.name);
  return body;
}

/** Where the server's field messages belong on the form. */
export function optionFieldOf(path: string): keyof OptionFormValues | null {
  const known: (keyof OptionFormValues)[] = [
    'key',
    'nameLo',
    'nameEn',
    'aliases',
    'parentKey',
    'url',
    'platform',
    'intervalMinutes',
  ];
  const head = path.split('.')[0] as keyof OptionFormValues;
  return known.includes(head) ? head : null;
}
