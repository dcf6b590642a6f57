/**
 * What a route of /api-laos declares besides its handler: who may call it, its limits, the zod schemas of its input
 * (the same ones its handler parses) and of its answers, and how it is documented. The route table fills it in; the
 * OpenAPI document is derived from it (openapi.ts), as are the routes file and the permissions.
 */
import { LIMITS } from '@lcmdp/contract';
import { z } from 'zod';
import type { Limiter } from '../../domain/rate-limits';
import type { Access } from './access';
import type { Handler } from './handlers/types';

export type Tag = 'Items' | 'Review' | 'Cases' | 'Catalogues' | 'Checks' | 'Accounts' | 'Docs';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** A multipart file field: its JSON-Schema-able description, the media types it takes, and whether it is required. */
export interface FileField {
  schema: z.ZodType;
  contentType: string;
  required?: boolean;
}

export interface RouteInput {
  /** Parsed from the query string. */
  query?: z.ZodType;
  /** What each query parameter means (documentation). */
  queryNotes?: Readonly<Record<string, string>>;
  /** Parsed from the JSON body, or from the multipart fields (`form`). */
  body?: z.ZodType;
  /** The schema each path parameter (`:name`) is parsed with. */
  params?: Readonly<Record<string, z.ZodType>>;
  /** Multipart: plain form fields only, plain fields or a `data` JSON string, or `data` only. */
  form?: 'fields' | 'either' | 'data';
  files?: Readonly<Record<string, FileField>>;
}

/** One success answer: its status, what it means, its body's schema, and its media type (default JSON). */
export interface RouteAnswer {
  status: 200 | 201;
  description: string;
  schema: z.ZodType;
  media?: string;
}

/** A route as the documentation sees it (legacy routes and Strapi's stock routes alike). */
export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The controller action (and users-permissions permission `api::legacy.legacy.<action>`; stock: its full uid). */
  action: string;
  access: readonly Access[];
  limiter?: Limiter;
  multipart?: boolean;
  tag: Tag;
  summary: string;
  input?: RouteInput;
  /** At least one success answer. */
  answers: readonly [RouteAnswer, ...RouteAnswer[]];
  /** Errors beyond those implied by the route (400 with input, 401/403 unless public, 413 files, 429 limited, 404 with :id). */
  errors?: readonly ErrorStatus[];
}

export interface LegacyRoute extends DocumentedRoute {
  handle: Handler;
}

/** The usual single answer: 200 OK with this JSON body. */
export const ok = (schema: z.ZodType): [RouteAnswer] => [{ status: 200, description: 'OK', schema }];

// Multipart file fields.
const IMAGE_TYPES = 'image/jpeg, image/png, image/webp';
export const binary = (media: string, description: string) =>
  z.string().meta({ format: 'binary', contentMediaType: media, description });
export const images = (max: number): FileField => ({
  schema: z.array(binary('image/*', `JPEG, PNG or WebP, at most ${LIMITS.imageMaxBytes / 1024 / 1024} MB each`)).max(max),
  contentType: IMAGE_TYPES,
});
export const image = (description: string): FileField => ({ schema: binary('image/*', description), contentType: IMAGE_TYPES });
