import { buildOpenApi } from '../openapi';
import type { Handler } from './types';

/** GET /openapi.json: the OpenAPI 3.1 document of /api-laos, built from the route table. */
export const getOpenApi: Handler = async () => buildOpenApi();
