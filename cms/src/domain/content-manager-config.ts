/**
 * The Content Manager configuration committed in cms/config/content-manager/*.json (labels, descriptions, list
 * columns, main field, sort) laid over the configuration Strapi keeps in its store: the committed parts win, the
 * rest (edit layout, read-only flags set elsewhere, anything the file does not name) stays as stored.
 */
export interface FieldMeta {
  edit?: Record<string, unknown>;
  list?: Record<string, unknown>;
}

export interface ContentManagerConfig {
  uid: string;
  settings?: Record<string, unknown>;
  metadatas?: Record<string, FieldMeta>;
  layouts?: { list?: string[]; edit?: unknown };
}

/** Columns Strapi adds to every content type besides its attributes. */
const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt'];

export function mergeConfiguration(
  stored: Omit<ContentManagerConfig, 'uid'>,
  committed: ContentManagerConfig,
  attributes: readonly string[],
): Required<Omit<ContentManagerConfig, 'uid'>> {
  const known = new Set([...attributes, ...SYSTEM_FIELDS]);
  const metadatas: Record<string, FieldMeta> = { ...stored.metadatas };
  for (const [field, meta] of Object.entries(committed.metadatas ?? {})) {
    if (!known.has(field)) continue;
    const current = metadatas[field] ?? {};
    metadatas[field] = {
      ...current,
      edit: { ...current.edit, ...meta.edit },
      list: { ...current.list, ...meta.list },
    };
  }
  const list = committed.layouts?.list?.filter((column) => known.has(column));
  return {
    settings: { ...stored.settings, ...committed.settings },
    metadatas,
    layouts: { ...stored.layouts, ...(list?.length ? { list } : {}) },
  };
}
