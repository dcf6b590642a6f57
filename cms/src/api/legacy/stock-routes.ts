/**
 * Strapi's stock REST routes kept open (staff only): the benchmark compares the legacy list with them. The
 * permission set-up grants them and the OpenAPI document describes them; Strapi parses their input itself.
 */
import { documentIdSchema } from '@lcmdp/contract';
import { z } from 'zod';
import { STAFF } from './access';
import { ok, type DocumentedRoute } from './route';

/** Strapi's stock REST list parameters (documentation only: no handler of ours parses them). */
const stockListQuery = z.object({
  'pagination[page]': z.int().min(1).optional(),
  'pagination[pageSize]': z.int().min(1).max(100).optional(),
  sort: z.string().optional(),
});

const stockDocument = z.looseObject({}).describe('A detection as Strapi stores it (stock REST shape)');

export const STOCK_ROUTES: DocumentedRoute[] = [
  {
    action: 'api::detection.detection.find',
    method: 'GET',
    path: '/detections',
    access: STAFF,
    tag: 'Items',
    summary: "Strapi's stock detection list (kept for the benchmark)",
    input: { query: stockListQuery, queryNotes: { sort: 'Strapi sort expression, e.g. createdAt:desc' } },
    answers: ok(
      z.object({
        data: z.array(stockDocument),
        meta: z.object({
          pagination: z.object({ page: z.int(), pageSize: z.int(), pageCount: z.int(), total: z.int() }).partial().optional(),
        }),
      }),
    ),
  },
  {
    action: 'api::detection.detection.findOne',
    method: 'GET',
    path: '/detections/:id',
    access: STAFF,
    tag: 'Items',
    summary: "Strapi's stock detection by document id (kept for the benchmark)",
    input: { params: { id: documentIdSchema } },
    answers: ok(z.object({ data: stockDocument, meta: z.looseObject({}).optional() })),
  },
];
