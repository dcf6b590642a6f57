/**
 * The app's one seam to Strapi's Document Service. Strapi's input types do not accept the partial data and
 * dynamic filters this app builds (validated beforehand by the contract's zod schemas), so every call goes
 * through this small declared interface instead of casts at each call site.
 */
import type { UID } from '@strapi/strapi';

type Data = Record<string, unknown>;

export interface DocumentQuery {
  documentId?: string;
  filters?: Data;
  data?: Data;
  populate?: unknown;
  sort?: unknown;
  fields?: string[];
  start?: number;
  limit?: number;
  /** A locale code of an i18n content type (`*`: every locale, for delete); the default locale when left out. */
  locale?: string;
}

export type StoredDocument = Data & { id: number; documentId: string };

export interface Documents {
  findMany(query?: DocumentQuery): Promise<StoredDocument[]>;
  findOne(query: DocumentQuery & { documentId: string }): Promise<StoredDocument | null>;
  findFirst(query?: DocumentQuery): Promise<StoredDocument | null>;
  count(query?: DocumentQuery): Promise<number>;
  create(query: DocumentQuery & { data: Data }): Promise<StoredDocument>;
  update(query: DocumentQuery & { documentId: string; data: Data }): Promise<StoredDocument | null>;
  delete(query: DocumentQuery & { documentId: string }): Promise<unknown>;
}

export function documents(uid: string): Documents {
  return strapi.documents(uid as UID.ContentType) as unknown as Documents;
}
