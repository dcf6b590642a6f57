/**
 * The OpenAPI document of /api-laos: it covers every route of the table with the route's access, the committed
 * copy (cms/openapi/api-laos.json) is what the code builds, and the document holds together structurally.
 *
 * No OpenAPI validator is installed, so the structure is checked here: required top-level keys, every $ref
 * resolves, path templates match their parameters, operation ids are unique, security and tags are declared.
 * Every embedded schema is compiled as JSON Schema 2020-12 with ajv (already in node_modules through Strapi),
 * and real serializer output is validated against the response schemas (derived from the contract's zod answer
 * schemas each route declares in the table).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import { z } from 'zod';
import { buildOpenApi } from '../../src/api/legacy/openapi';
import type { DocumentedRoute } from '../../src/api/legacy/route';
import { LEGACY_ROUTES } from '../../src/api/legacy/route-table';
import { STOCK_ROUTES } from '../../src/api/legacy/stock-routes';
import {
  toWireCode,
  toWireDetection,
  toWireEvent,
  toWireReport,
  toWireType,
  type StoredDetection,
  type StoredReport,
} from '../../src/services/serialize';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks an arbitrary JSON document
type Json = Record<string, any>;

const COMMITTED = join(__dirname, '..', '..', 'openapi', 'api-laos.json');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const toPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** The document as JSON carries it (no undefined values, no functions). */
const doc = JSON.parse(JSON.stringify(buildOpenApi(LEGACY_ROUTES))) as Json;

function operations(): { path: string; method: string; op: Json }[] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op: op as Json })),
  );
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in (node as object))) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function collect(node: unknown, visit: (value: Json, pointer: string) => void, pointer = ''): void {
  if (node === null || typeof node !== 'object') return;
  visit(node as Json, pointer);
  for (const [key, value] of Object.entries(node as Json)) {
    collect(value, visit, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

describe('OpenAPI document of /api-laos', () => {
  it('documents every route of the table at its path and method, with its access', () => {
    for (const route of LEGACY_ROUTES) {
      const op = doc.paths[toPath(route.path)]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, found: Boolean(op) }).toEqual({
        route: `${route.method} ${route.path}`,
        found: true,
      });
      expect(op.operationId).toBe(route.action);
      expect(op['x-access']).toEqual([...route.access]);
      expect(op.description).toContain('Who may call: ');
    }
    for (const route of STOCK_ROUTES) {
      expect(doc.paths[toPath(route.path)]?.[route.method.toLowerCase()]?.['x-access']).toEqual([...route.access]);
    }
    expect(operations()).toHaveLength(LEGACY_ROUTES.length + STOCK_ROUTES.length);
  });

  it('matches security, rate limits and multipart bodies to the table', () => {
    for (const route of LEGACY_ROUTES) {
      const op = doc.paths[toPath(route.path)][route.method.toLowerCase()];
      expect(op.security.some((s: Json) => Object.keys(s).length === 0)).toBe(route.access.includes('public'));
      expect(Boolean(op.responses['429'])).toBe(Boolean(route.limiter));
      if (!route.access.includes('public')) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
      if (route.multipart) expect(Object.keys(op.requestBody.content)).toEqual(['multipart/form-data']);
      else if (op.requestBody) expect(Object.keys(op.requestBody.content)).toEqual(['application/json']);
    }
  });

  it('takes every answer and input from the route table: a route without an answer or a path parameter schema is refused', () => {
    for (const route of [...LEGACY_ROUTES, ...STOCK_ROUTES]) {
      const where = `${route.method} ${route.path}`;
      const declared = route.answers.length > 0 && route.answers.every((a) => a.schema instanceof z.ZodType);
      expect({ where, declared }).toEqual({ where, declared: true });
      const op = doc.paths[toPath(route.path)][route.method.toLowerCase()];
      for (const a of route.answers) {
        expect({
          where,
          status: a.status,
          schema: Boolean(op.responses[String(a.status)]?.content?.[a.media ?? 'application/json']?.schema),
        }).toEqual({ where, status: a.status, schema: true });
      }
    }
    const [first] = LEGACY_ROUTES;
    expect(() => buildOpenApi([{ ...first, answers: [] } as unknown as DocumentedRoute])).toThrow(/declares no answer/);
    expect(() => buildOpenApi([{ ...first, path: '/things/:thing', input: {} }])).toThrow(
      /no schema for the path parameter :thing/,
    );
  });

  it('is the committed cms/openapi/api-laos.json', () => {
    let committed: unknown;
    try {
      committed = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    } catch {
      committed = undefined;
    }
    if (!isDeepStrictEqual(committed, doc)) {
      throw new Error(
        'cms/openapi/api-laos.json is missing or out of date: run `npm run openapi -w @lcmdp/cms` and commit the result',
      );
    }
  });

  describe('structure', () => {
    it('has the required top-level keys', () => {
      expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
      expect(doc.info).toEqual(expect.objectContaining({ title: 'LCMDP /api-laos', version: expect.any(String) }));
      expect(doc.info.version).toBe(JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')).version);
      expect(doc.servers).toEqual([{ url: '/api-laos' }]);
      expect(typeof doc.paths).toBe('object');
      expect(typeof doc.components.schemas).toBe('object');
      for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/[^:]*$/);
    });

    it('resolves every $ref within the document', () => {
      const unresolved: string[] = [];
      let refs = 0;
      collect(doc, (node, pointer) => {
        if (typeof node.$ref !== 'string') return;
        refs += 1;
        if (!node.$ref.startsWith('#/components/') || resolvePointer(doc, node.$ref) === undefined)
          unresolved.push(`${pointer}: ${node.$ref}`);
      });
      collect(doc, (node, pointer) => {
        for (const target of Object.values((node.discriminator?.mapping ?? {}) as Record<string, string>)) {
          if (resolvePointer(doc, target) === undefined) unresolved.push(`${pointer}/discriminator: ${target}`);
        }
      });
      expect(refs).toBeGreaterThan(100);
      expect(unresolved).toEqual([]);
    });

    it('has unique operation ids, declared tags and security schemes, a success and error responses per operation', () => {
      const ids = operations().map(({ op }) => op.operationId);
      expect(new Set(ids).size).toBe(ids.length);
      const tags = new Set((doc.tags as Json[]).map((t) => t.name));
      const schemes = new Set(Object.keys(doc.components.securitySchemes));
      for (const { path, method, op } of operations()) {
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, summary: typeof op.summary }).toEqual({ where, summary: 'string' });
        for (const tag of op.tags) expect({ where, tag, declared: tags.has(tag) }).toEqual({ where, tag, declared: true });
        for (const requirement of op.security) {
          for (const name of Object.keys(requirement))
            expect({ where, name, declared: schemes.has(name) }).toEqual({ where, name, declared: true });
        }
        const statuses = Object.keys(op.responses);
        expect({ where, success: statuses.some((s) => /^2\d\d$/.test(s)) }).toEqual({ where, success: true });
        for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s))) {
          const response = resolvePointer(doc, op.responses[status].$ref ?? '') as Json;
          expect(response?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
        }
      }
    });

    it('declares exactly the path template parameters, as required path parameters', () => {
      for (const { path, method, op } of operations()) {
        const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
        const declared = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
        expect({ where: `${method} ${path}`, names: declared.map((p) => p.name).sort() }).toEqual({
          where: `${method} ${path}`,
          names: inTemplate,
        });
        for (const p of declared) expect(p.required).toBe(true);
        const keys = ((op.parameters ?? []) as Json[]).map((p) => `${p.in}:${p.name}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
    });

    it('embeds only valid JSON Schema 2020-12', () => {
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      ajv.addSchema({ ...doc, $id: 'urn:lcmdp:openapi' });
      const pointers: string[] = [];
      collect(doc, (node, pointer) => {
        if (pointer.startsWith('/components/schemas/') && pointer.split('/').length === 4) pointers.push(pointer);
        else if (pointer.endsWith('/schema') && !pointer.startsWith('/components/schemas/')) pointers.push(pointer);
        void node;
      });
      expect(pointers.length).toBeGreaterThan(100);
      for (const pointer of pointers) {
        const schema = resolvePointer(doc, `#${pointer}`) as Json;
        expect({ pointer, valid: ajv.validateSchema(schema) }).toEqual({ pointer, valid: true });
        expect(() => ajv.compile({ $ref: `urn:lcmdp:openapi#${pointer}` })).not.toThrow();
      }
    });
  });

  describe('response schemas describe what the serializers produce', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ ...doc, $id: 'urn:lcmdp:openapi' });
    const check = (name: string, value: unknown) => {
      const validate = ajv.compile({ $ref: `urn:lcmdp:openapi#/components/schemas/${name}` });
      expect({ name, valid: validate(JSON.parse(JSON.stringify(value))), errors: validate.errors ?? null }).toEqual({
        name,
        valid: true,
        errors: null,
      });
    };

    const code = {
      documentId: 'code0000001',
      code: 'LA-PP-01',
      variant: 'laos' as const,
      group: 'promotion_to_public' as const,
      nameLo: 'ລະຫັດ',
      nameEn: 'Code',
    };
    const type = { documentId: 'type0000001', key: 'la_price', variant: 'laos' as const, nameLo: 'ລາຄາ', color: '#aabbcc' };
    const image = { id: 1, url: '/uploads/a.jpg', name: 'a.jpg', width: 10, height: 10, mime: 'image/jpeg' };
    const common = {
      id: 1,
      documentId: 'item00000001',
      variant: 'laos' as const,
      reviewStatus: 'violation' as const,
      aiStatus: 'suspected_violation' as const,
      aiScore: '0.91',
      aiFindings: [{ rule: 'r' }],
      supervisorStatus: 'violation' as const,
      supervisorBy: { id: 2, fullName: 'Sup' },
      supervisorAt: '2026-01-02T00:00:00.000Z',
      operatorStatus: 'violation' as const,
      operatorBy: null,
      operatorAt: '2026-01-03T00:00:00.000Z',
      approvedAt: '2026-01-03T00:00:00.000Z',
      violationCodes: [code],
      violationTypes: [type],
      violationCount: 1,
      archived: false,
      company: 'Co',
      productType: 'infant_formula' as const,
      images: [image],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const detection: StoredDetection = {
      ...common,
      origin: 'crawler',
      platform: 'facebook',
      pageUrl: 'https://example.com/p',
      crawledAt: '2026-01-01T00:00:00.000Z',
      evidenceScreenshot: image,
      evidenceHtml: { ...image, mime: 'text/plain' },
      evidenceHashes: { screenshot: 'a'.repeat(64) },
    };
    const report: StoredReport = {
      ...common,
      observedOn: '2026-01-01',
      province: 'vientiane_capital',
      category: 'inappropriate_labeling',
      details: ['no_age'],
      reporter: { fullName: 'R', email: 'r@example.com' },
    };

    it('for detections and reports, staff and public', () => {
      for (const staff of [true, false]) {
        check('Detection', toWireDetection(detection, staff));
        check('Report', toWireReport(report, staff));
        check('Page', {
          data: [toWireDetection(detection, staff), toWireReport(report, staff)],
          meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 2 } },
        });
      }
    });

    it('for catalogue entries and review events', () => {
      check('ViolationCode', toWireCode(code));
      check('ViolationType', toWireType(type));
      const event = {
        documentId: 'ev000000001',
        level: 'supervisor' as const,
        action: 'status' as const,
        fromStatus: 'reviewing',
        toStatus: 'violation',
        at: '2026-01-02T00:00:00.000Z',
        actorLabel: 'x',
      };
      check('ReviewEvent', toWireEvent(event, true));
      check('ReviewEvent', toWireEvent(event, false));
    });
  });
});
