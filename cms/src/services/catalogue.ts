/** The reviewers' catalogues: violation codes, violation types and the data-option library. */
import { DEFAULT_LOCALE } from '../domain/localized-fields';
import {
  PUBLIC_DATA_OPTION_KINDS,
  type DataOptionKind,
  type Variant,
  type WireDataOption,
  type dataOptionSchema,
  type violationCodeUpsertSchema,
  type violationTypeUpsertSchema,
} from '@lcmdp/contract';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../http/failure';
import { toWireImages, type MediaFile } from './media';
import { names, toWireCode, toWireType, type StoredCode, type StoredType } from './serialize';
import { store, vetFiles, withStoredFiles, type IncomingFile } from './uploads';
import {
  CODE_UID,
  OPTION_UID,
  TYPE_UID,
  createLocalized,
  deleteLocalized,
  findLocalized,
  findOneLocalized,
  updateLocalized,
} from './localized';

export async function listCodes(variant?: Variant) {
  const rows = await findLocalized<StoredCode>(CODE_UID, {
    filters: variant ? { variant } : {},
    sort: [{ variant: 'asc' }, { sortOrder: 'asc' }, { code: 'asc' }],
    limit: 1000,
  });
  return rows.map(toWireCode);
}

export async function listTypes(variant?: Variant) {
  const rows = await findLocalized<StoredType>(TYPE_UID, {
    filters: variant ? { variant } : {},
    sort: [{ variant: 'asc' }, { key: 'asc' }],
    limit: 1000,
  });
  return rows.map(toWireType);
}

const nameIn = (list: { locale: string; name: string }[], locale: 'lo' | 'en') => list.find((n) => n.locale === locale)?.name;

async function findInVariant(uid: string, documentId: string, variant: Variant, what: string) {
  const row = (await strapi.db
    .query(uid)
    .findOne({ where: { documentId, locale: DEFAULT_LOCALE }, select: ['id', 'documentId', 'variant'] })) as {
    id: number;
    variant: Variant;
  } | null;
  if (!row || row.variant !== variant) throw notFound(`${what} (${variant})`);
  return row;
}

/** Creates a code (no `_id`) or renames/updates one of the variant's codes. */
export async function upsertCode(variant: Variant, input: z.output<typeof violationCodeUpsertSchema>) {
  const data = {
    nameLo: nameIn(input.names, 'lo')!,
    // A locale left out of `names` keeps its current name.
    nameEn: nameIn(input.names, 'en'),
    code: input.code,
    group: input.group,
    legalReference: input.legalReference,
    legalReferenceLo: input.legalReferenceLo,
    referenceConfirmed: input.referenceConfirmed,
  };
  if (input.code) {
    const clash = await strapi.db
      .query(CODE_UID)
      .findOne({ where: { variant, code: input.code, locale: DEFAULT_LOCALE, documentId: { $ne: input._id ?? '' } } });
    if (clash) throw conflict(`The ${variant} catalogue already has the code ${input.code}`);
  }
  if (input._id) {
    await findInVariant(CODE_UID, input._id, variant, 'Violation code');
    return toWireCode(await updateLocalized<StoredCode>(CODE_UID, input._id, data));
  }
  if (!input.code || !input.group) {
    throw badRequest('A new violation code needs a code and a group', {
      ...(input.code ? {} : { code: 'Code is required' }),
      ...(input.group ? {} : { group: 'Group is required' }),
    });
  }
  return toWireCode(await createLocalized<StoredCode>(CODE_UID, { ...data, code: input.code, group: input.group, variant }));
}

export async function upsertType(variant: Variant, input: z.output<typeof violationTypeUpsertSchema>) {
  const lo = input.violations.find((v) => v.locale === 'lo')!;
  const en = input.violations.find((v) => v.locale === 'en');
  const data = { nameLo: lo.name, nameEn: en?.name, color: lo.color };
  if (input._id) {
    await findInVariant(TYPE_UID, input._id, variant, 'Violation type');
    return toWireType(await updateLocalized<StoredType>(TYPE_UID, input._id, data));
  }
  const key = `${variant === 'laos' ? 'la' : 'int'}_${
    (en?.name ?? lo.name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || Date.now()
  }`;
  return toWireType(await createLocalized<StoredType>(TYPE_UID, { ...data, key, variant }));
}

/** A code or type still chosen for an item cannot be deleted (the decision would lose its reason). */
export async function deleteCatalogueEntry(which: 'code' | 'type', documentId: string) {
  const uid = which === 'code' ? CODE_UID : TYPE_UID;
  const row = (await strapi.db.query(uid).findOne({ where: { documentId }, select: ['id'] })) as { id: number } | null;
  if (!row) throw notFound(which === 'code' ? 'Violation code' : 'Violation type');
  const field = which === 'code' ? 'violationCodes' : 'violationTypes';
  for (const itemUid of ['api::detection.detection', 'api::report.report']) {
    const used = await strapi.db.query(itemUid).count({ where: { [field]: { documentId } } });
    if (used > 0) throw conflict(`This violation ${which} is chosen for ${used} item(s) and cannot be deleted`);
  }
  await deleteLocalized(uid, documentId);
}

interface StoredOption {
  documentId: string;
  kind: DataOptionKind;
  variant: Variant | 'both';
  key: string;
  nameLo: string;
  nameEn?: string | null;
  aliases?: string | null;
  parentKey?: string | null;
  images?: MediaFile[] | null;
  url?: string | null;
  platform?: string | null;
  intervalMinutes?: number | null;
  active: boolean;
}

/** The aliases an editor typed, one per line. */
export const aliasesOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function toWireOption(o: StoredOption, withSourceFields: boolean): WireDataOption {
  const wire: WireDataOption = {
    _id: o.documentId,
    kind: o.kind,
    variant: o.variant,
    key: o.key,
    names: names(o.nameLo, o.nameEn),
    aliases: aliasesOf(o.aliases),
    parent_key: o.parentKey ?? null,
    images: toWireImages(o.images),
    active: o.active,
  };
  if (withSourceFields)
    Object.assign(wire, { url: o.url ?? null, platform: o.platform ?? null, interval_minutes: o.intervalMinutes ?? null });
  return wire;
}

export interface OptionQuery {
  variant: Variant;
  kind?: DataOptionKind;
  active: 'active' | 'inactive' | 'all';
}

/** Data options of a variant (and those for both). The public may not list monitored sources. */
export async function listOptions(query: OptionQuery, privileged: boolean) {
  if (!privileged && query.kind && !PUBLIC_DATA_OPTION_KINDS.includes(query.kind)) {
    throw forbidden('Monitored sources are visible to staff only');
  }
  if (!privileged && query.active !== 'active') throw forbidden('Only active options are public');
  const filters: Record<string, unknown> = { variant: { $in: [query.variant, 'both'] } };
  filters.kind = query.kind ?? (privileged ? undefined : { $in: PUBLIC_DATA_OPTION_KINDS });
  if (filters.kind === undefined) delete filters.kind;
  if (query.active !== 'all') filters.active = query.active === 'active';
  const rows = await findLocalized<StoredOption>(OPTION_UID, {
    filters,
    sort: [{ kind: 'asc' }, { key: 'asc' }],
    populate: { images: { fields: ['url', 'name', 'width', 'height', 'mime'] } },
    limit: 5000,
  });
  return rows.map((o) => toWireOption(o, privileged));
}

type OptionInput = z.output<typeof dataOptionSchema>;

function keyFor(input: OptionInput): string {
  const base = (input.nameEn || input.nameLo)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return input.key ?? (base || `option_${Date.now().toString(36)}`);
}

export async function addOption(variant: Variant | 'both', input: OptionInput, images: IncomingFile[]) {
  const key = keyFor(input);
  const clash = await strapi.db
    .query(OPTION_UID)
    .findOne({ where: { kind: input.kind, key, variant: { $in: [variant, 'both'] }, locale: DEFAULT_LOCALE } });
  if (clash) throw conflict(`A ${input.kind} with the key ${key} already exists`);
  const vetted = await vetFiles('images', 'image', images, 20);
  const stored = await store(vetted);
  return withStoredFiles(stored, async () => {
    const row = await createLocalized<StoredOption>(OPTION_UID, { ...input, key, variant, images: stored.map((f) => f.id) }, [
      'images',
    ]);
    return toWireOption(row, true);
  });
}

export async function updateOption(documentId: string, input: Partial<OptionInput>, images: IncomingFile[]) {
  const existing = await findOneLocalized<StoredOption>(OPTION_UID, documentId, ['images']);
  if (!existing) throw notFound('Data option');
  const vetted = await vetFiles('images', 'image', images, 20);
  const stored = await store(vetted);
  return withStoredFiles(stored, async () => {
    const data: Record<string, unknown> = { ...input };
    if (stored.length) data.images = [...(existing.images ?? []).map((f) => f.id), ...stored.map((f) => f.id)];
    return toWireOption(await updateLocalized<StoredOption>(OPTION_UID, documentId, data, ['images']), true);
  });
}

export async function deleteOption(documentId: string) {
  const existing = await strapi.db.query(OPTION_UID).findOne({ where: { documentId }, select: ['id'] });
  if (!existing) throw notFound('Data option');
  await deleteLocalized(OPTION_UID, documentId);
}
