import { buildOpenApi } from '../openapi';
import type { DocumentedRoute } from '../route';
import type { Handler } from './types';

/**
 * GET /openapi.json: the OpenAPI 3.1 document of /api-laos, built from the routes the table passes in (read when
 * called, so the table can hand over itself without openapi.ts importing it).
 */
export const getOpenApi =
  (routes: () => readonly DocumentedRoute[]): Handler =>
  async () =>
    buildOpenApi(routes());
