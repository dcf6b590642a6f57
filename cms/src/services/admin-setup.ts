/**
 * What editors see in the Strapi admin, restored at every start (a fresh database and an existing one alike):
 * the locales of the localized catalogues, and the Content Manager configuration committed in the repository.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { mergeConfiguration, type ContentManagerConfig } from '../domain/content-manager-config';
import { DEFAULT_LOCALE } from '../domain/localized-fields';

/** The locales editors work in: Lao (the default) and English. */
export const EDITOR_LOCALES = [
  { code: 'lo', name: 'ລາວ (lo)' },
  { code: 'en', name: 'English (en)' },
] as const;

interface LocalesService {
  findByCode(code: string): Promise<unknown>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

/** Creates the missing locales and makes `lo` the default; does nothing when they are already so. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as LocalesService;
  for (const locale of EDITOR_LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create({ ...locale });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}

/** The folder of the committed configuration, one JSON file per content type. */
export const contentManagerConfigDir = (strapi: Core.Strapi) => join(strapi.dirs.app.root, 'config', 'content-manager');

export async function readCommittedConfigurations(dir: string): Promise<ContentManagerConfig[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as ContentManagerConfig));
}

interface ContentTypesService {
  findConfiguration(contentType: { uid: string }): Promise<Omit<ContentManagerConfig, 'uid'>>;
  updateConfiguration(contentType: { uid: string }, configuration: Omit<ContentManagerConfig, 'uid'>): Promise<unknown>;
}

/** Lays the committed Content Manager configuration over the stored one. */
export async function applyContentManagerConfiguration(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager')?.service('content-types') as ContentTypesService | undefined;
  if (!contentTypes) return;
  for (const committed of await readCommittedConfigurations(contentManagerConfigDir(strapi))) {
    const schema = strapi.contentTypes[committed.uid as UID.ContentType];
    if (!schema) throw new Error(`cms/config/content-manager names an unknown content type: ${committed.uid}`);
    const stored = await contentTypes.findConfiguration({ uid: committed.uid });
    await contentTypes.updateConfiguration(
      { uid: committed.uid },
      mergeConfiguration(stored, committed, Object.keys(schema.attributes)),
    );
  }
}
