/**
 * The OpenAPI 3.1 document of /api-laos, derived from the routes it is given (the route table) and Strapi's stock
 * routes: method, path, access, limiter, multipart, tag and summary, and the zod schemas each route declares for its
 * input (those its handler parses) and its answers (from @lcmdp/contract), turned into JSON Schema with zod's
 * `z.toJSONSchema`. Served at GET /api-laos/openapi.json and written to cms/openapi/api-laos.json by
 * `npm run openapi -w @lcmdp/cms`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as contract from '@lcmdp/contract';
import { z } from 'zod';
import type { Limiter } from '../../domain/rate-limits';
import type { Access } from './access';
import type { DocumentedRoute, ErrorStatus, RouteAnswer, Tag } from './route';
import { STOCK_ROUTES } from './stock-routes';

type Json = Record<string, unknown>;

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/**
 * The answer shapes documented as components of their own, by name; every other schema is written out where it is
 * used. Request bodies become components named after their contract export: reportSubmissionSchema →
 * ReportSubmissionInput.
 */
const ANSWER_COMPONENTS: [string, z.ZodType][] = [
  ['LocalizedName', contract.localizedNameSchema],
  ['Image', contract.wireImageSchema],
  ['Actor', contract.wireActorSchema],
  ['ViolationCode', contract.wireViolationCodeSchema],
  ['ViolationType', contract.wireViolationTypeSchema],
  ['ReviewFields', contract.wireReviewFieldsSchema],
  ['Detection', contract.wireDetectionSchema],
  ['Report', contract.wireReportSchema],
  ['Page', contract.itemPageSchema],
  ['User', contract.wireUserSchema],
  ['LoginResponse', contract.loginResponseSchema],
  ['DataOption', contract.wireDataOptionSchema],
  ['ReviewEvent', contract.wireReviewEventSchema],
  ['StatusResponse', contract.statusResponseSchema],
  ['AnalysisBucket', contract.analysisBucketSchema],
  ['Analysis', contract.analysisResponseSchema],
  ['Summary', contract.summarySchema],
  ['CheckAnswer', contract.checkRouteAnswerSchema],
  ['LawFile', contract.lawFileSchema],
  ['VariantLaw', contract.variantLawSchema],
  ['CaseStep', contract.wireCaseStepSchema],
  ['Case', contract.wireCaseSchema],
  ['ErrorBody', contract.errorBodySchema],
];

const INPUT_NAMES = new Map<z.ZodType, string>(
  (Object.entries(contract) as [string, unknown][])
    .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType)
    .map(([name, schema]): [z.ZodType, string] => [schema, `${name[0].toUpperCase()}${name.slice(1, -'Schema'.length)}Input`]),
);

/**
 * Answers: zod's exact integer bounds (±2^53-1) say nothing a reader needs (JSON Schema's `integer` is enough), and a
 * discriminated union becomes OpenAPI's `oneOf` with its `discriminator` (the property and the component per value).
 */
function answerOverride({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: Json }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  const def = zodSchema._zod.def as { type: string; discriminator?: string; options?: z.core.$ZodType[] };
  if (def.type !== 'union' || !def.discriminator || !Array.isArray(jsonSchema.anyOf)) return;
  const mapping: Record<string, string> = {};
  def.options?.forEach((option, i) => {
    const target = (jsonSchema.anyOf as Json[])[i]?.$ref;
    const values = option._zod.propValues?.[def.discriminator as string];
    if (typeof target === 'string' && values?.size === 1) mapping[String([...values][0])] = target;
  });
  jsonSchema.oneOf = jsonSchema.anyOf;
  delete jsonSchema.anyOf;
  jsonSchema.discriminator = { propertyName: def.discriminator, mapping };
}

/** A zod input schema as JSON Schema 2020-12 (what callers send, defaults optional). */
function inputSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return json;
}

/**
 * Every schema of the document, converted together so that the named ones are referenced where they are used:
 * `component(schema, name)` names one, `inline(schema)` asks for one written out; `convert()` answers both.
 */
class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();
  private converted?: Record<string, Json>;

  component(schema: z.ZodType, name: string): Json {
    const known = this.names.get(schema);
    if (known && known !== name) throw new Error(`openapi: one schema named both ${known} and ${name}`);
    if (!known) this.add(schema, name);
    return ref(name);
  }

  /** A named schema's reference, or a placeholder for the schema written out (`resolve` replaces it). */
  inline(schema: z.ZodType): Json {
    if (!this.names.has(schema)) this.add(schema, `__inline${this.names.size}`);
    const id = this.names.get(schema) as string;
    return id.startsWith('__inline') ? { __inline: id } : ref(id);
  }

  private add(schema: z.ZodType, id: string): void {
    this.names.set(schema, id);
    this.registry.add(schema, { ...(z.globalRegistry.get(schema) ?? {}), id });
  }

  /** The named components, and the document with every placeholder replaced by its schema. */
  resolve<T>(document: T): { document: T; components: Record<string, Json> } {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
      override: answerOverride,
    }) as { schemas: Record<string, Json> };
    const clean = (json: Json): Json => {
      const { $schema: _dialect, $id: _id, id: _name, ...rest } = json;
      return rest;
    };
    const components: Record<string, Json> = {};
    for (const [id, json] of Object.entries(schemas)) if (!id.startsWith('__inline')) components[id] = clean(json);
    const replace = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(replace);
      if (node === null || typeof node !== 'object') return node;
      const inline = (node as { __inline?: string }).__inline;
      if (inline) return clean(schemas[inline]);
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replace(v)]));
    };
    return { document: replace(document) as T, components };
  }
}

const ERROR_RESPONSES: Record<ErrorStatus, [name: string, description: string]> = {
  400: ['BadRequest', 'The input is invalid; `error.details.fields` holds one message per field'],
  401: ['Unauthorized', 'Not signed in, or the credentials are wrong or no longer valid'],
  403: ['Forbidden', 'The caller may not do this'],
  404: ['NotFound', 'No such item (or not visible to the caller)'],
  409: ['Conflict', 'The change conflicts with the current state'],
  413: ['PayloadTooLarge', 'A file is too large'],
  429: ['TooManyRequests', 'Too many calls; wait for Retry-After seconds (`error.details.retryAfterMinutes` in minutes)'],
  502: ['BadGateway', 'The detector answered with an error'],
  503: ['ServiceUnavailable', 'A service the call needs (detector, mail, the rate-limit store) is unavailable'],
};

// ---------------------------------------------------------------------------------------------------------------
// Assembly.
// ---------------------------------------------------------------------------------------------------------------

const TAGS: { name: Tag; description: string }[] = [
  { name: 'Items', description: 'Detections and reports: lists, single items, review history, intake' },
  { name: 'Review', description: 'The review chain: decisions, archiving, violation counts, codes and types' },
  { name: 'Catalogues', description: 'Violation codes and types, data options, law files' },
  { name: 'Checks', description: 'Ad-hoc checks through the detector' },
  { name: 'Accounts', description: 'Sessions, passwords and staff accounts' },
  { name: 'Cases', description: 'Enforcement cases: from a confirmed violation to the penalty and the ad removed' },
  { name: 'Docs', description: 'This document' },
];

const AUDIENCE: Record<Access, string> = {
  public: 'anyone (no sign-in)',
  supervisor: 'supervisor',
  operator: 'operator',
  admin: 'admin',
  detector: 'the detector (API token)',
};

export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function security(access: readonly Access[]): Json[] {
  const alternatives: Json[] = [];
  if (access.includes('public')) alternatives.push({});
  if (access.some((a) => a === 'supervisor' || a === 'operator' || a === 'admin')) alternatives.push({ bearerAuth: [] });
  if (access.includes('detector')) alternatives.push({ apiToken: [] });
  return alternatives;
}

function parameters(route: DocumentedRoute): Json[] {
  const list: Json[] = [];
  for (const [, name] of route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const schema = route.input?.params?.[name];
    if (!schema) throw new Error(`openapi: ${route.action} declares no schema for the path parameter :${name}`);
    list.push({ name, in: 'path', required: true, schema: inputSchema(schema) });
  }
  const query = route.input?.query;
  if (query) {
    const json = inputSchema(query);
    const required = new Set((json.required as string[] | undefined) ?? []);
    const notes = route.input?.queryNotes ?? {};
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, Json>)) {
      list.push({
        name,
        in: 'query',
        ...(required.has(name) ? { required: true } : {}),
        ...(notes[name] ? { description: notes[name] } : {}),
        schema,
      });
    }
  }
  return list;
}

/** The body schema as a component of its own (registered in `inputs`), and its JSON Schema. */
function bodyComponent(schema: z.ZodType, inputs: Record<string, Json>): { ref: Json; json: Json } {
  const name = INPUT_NAMES.get(schema);
  if (!name) throw new Error('openapi: a body schema is not an export of @lcmdp/contract named ...Schema');
  const json = (inputs[name] ??= inputSchema(schema));
  return { ref: ref(name), json };
}

function requestBody(route: DocumentedRoute, inputs: Record<string, Json>): Json | undefined {
  const input = route.input ?? {};
  const body = input.body ? bodyComponent(input.body, inputs) : undefined;
  if (!route.multipart) {
    if (input.form || input.files) throw new Error(`openapi: ${route.action} has form fields but the route is not multipart`);
    return body ? { required: true, content: { 'application/json': { schema: body.ref } } } : undefined;
  }
  const fields = body?.json ?? { type: 'object', properties: {} };
  const fieldProps = (fields.properties ?? {}) as Json;
  const fieldRequired = (fields.required as string[] | undefined) ?? [];
  const form = input.form ?? 'fields';
  const data: Json = {
    type: 'string',
    contentMediaType: 'application/json',
    ...(body ? { contentSchema: body.ref } : {}),
    description:
      form === 'data'
        ? 'The fields as one JSON string (required)'
        : 'Alternatively, all the fields as one JSON string (Strapi convention); when present, the plain fields are ignored',
  };
  const properties: Json = form === 'data' ? { data } : form === 'either' ? { ...fieldProps, data } : { ...fieldProps };
  const encoding: Json = form === 'fields' ? {} : { data: { contentType: 'application/json' } };
  const required: string[] = form === 'data' ? ['data'] : form === 'fields' ? [...fieldRequired] : [];
  for (const [name, file] of Object.entries(input.files ?? {})) {
    properties[name] = inputSchema(file.schema);
    encoding[name] = { contentType: file.contentType };
    if (file.required) required.push(name);
  }
  const schema: Json = { type: 'object', properties };
  if (required.length) schema.required = required;
  if (form === 'either' && fieldRequired.length) schema.anyOf = [{ required: fieldRequired }, { required: ['data'] }];
  return { required: true, content: { 'multipart/form-data': { schema, encoding } } };
}

/** Who each limit counts (domain/rate-limits.ts). */
const LIMIT_KEYS: Record<Limiter, string> = {
  login: 'per address + email, under a looser per-address cap',
  password: 'per address + email (or code), under a looser per-address cap',
  'verify-password': 'per signed-in user, for calls that check the current password',
  report: 'per signed-in user, or per address for anonymous callers',
  check: 'per signed-in user, or per address for anonymous callers',
  print: 'per signed-in user: 60 PDFs an hour',
};

function errorStatuses(route: DocumentedRoute): ErrorStatus[] {
  const input = route.input ?? {};
  const statuses = new Set<ErrorStatus>(route.errors ?? []);
  if (input.query || input.body || input.files || route.path.includes(':')) statuses.add(400);
  if (!route.access.includes('public')) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.path.includes(':id')) statuses.add(404);
  if (route.multipart && input.files) statuses.add(413);
  if (route.limiter) {
    statuses.add(429);
    statuses.add(503); // the rate-limit store (Redis) is unreachable: the call is refused, not let through
  }
  return [...statuses].sort((a, b) => a - b);
}

function answer(answer: RouteAnswer, schemas: SchemaSet): Json {
  return {
    description: answer.description,
    ...(answer.media
      ? { headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } } }
      : {}),
    content: { [answer.media ?? 'application/json']: { schema: schemas.inline(answer.schema) } },
  };
}

function operation(route: DocumentedRoute, inputs: Record<string, Json>, schemas: SchemaSet): Json {
  if (!route.answers?.length) throw new Error(`openapi: ${route.action} declares no answer`);
  const lines = [`Who may call: ${route.access.map((a) => AUDIENCE[a]).join(', ')}.`];
  if (route.limiter)
    lines.push(
      `Rate-limited (${route.limiter} limit, ${LIMIT_KEYS[route.limiter]}); over it: 429 with Retry-After; its counter store unreachable: 503.`,
    );
  if (route.multipart) lines.push('multipart/form-data.');

  const responses: Json = {};
  for (const ok of route.answers) responses[String(ok.status)] = answer(ok, schemas);
  for (const status of errorStatuses(route)) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
  }

  const params = parameters(route);
  const body = requestBody(route, inputs);
  return {
    operationId: route.action,
    summary: route.summary,
    description: lines.join('\n\n'),
    tags: [route.tag],
    'x-access': [...route.access],
    ...(route.limiter ? { 'x-rate-limit': route.limiter } : {}),
    security: security(route.access),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The version of cms/package.json, found from here in src/ (ts-jest) as in dist/src/ (compiled). */
function cmsVersion(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@lcmdp/cms') return pkg.version ?? '0.0.0';
  }
  throw new Error('openapi: cms/package.json not found');
}

/** The document of the given legacy routes (the route table) and Strapi's stock routes. */
export function buildOpenApi(legacyRoutes: readonly DocumentedRoute[]): object {
  const schemas = new SchemaSet();
  for (const [name, schema] of ANSWER_COMPONENTS) schemas.component(schema, name);
  const paths: Record<string, Json> = {};
  const inputs: Record<string, Json> = {};
  for (const route of [...legacyRoutes, ...STOCK_ROUTES]) {
    const path = toOpenApiPath(route.path);
    const item = (paths[path] ??= {});
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`openapi: ${route.method} ${route.path} appears twice`);
    item[method] = operation(route, inputs, schemas);
  }
  const resolved = schemas.resolve(paths);

  const responses: Json = {};
  for (const [status, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      ...(status === '429'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: ref('ErrorBody') } },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'LCMDP /api-laos',
      version: cmsVersion(),
      description: [
        'The legacy /api-laos contract served by the LCMDP CMS, generated from the route table (cms/src/api/legacy/route-table.ts) ' +
          'and the zod schemas of @lcmdp/contract. Paths are relative to the /api-laos prefix.',
        'Staff sign in with POST /login and send the token as `Authorization: Bearer <jwt>`; the detector sends its API token the same way. ' +
          'Lists and items narrow for anonymous callers (operator-approved items only, no reviewer or reporter details).',
        'Every refusal has the body `{ data: null, error: { status, name, message, details } }`; a 400 lists one message per field in `error.details.fields`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api-laos' }],
    tags: TAGS,
    paths: resolved.document,
    components: {
      schemas: { ...resolved.components, ...inputs },
      responses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A staff session token from POST /login or /reset-password',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'API token',
          description: "The detector's Strapi API token (DETECTOR_API_TOKEN)",
        },
      },
    },
  };
}
