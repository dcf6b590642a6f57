/**
 * The CMS's Prometheus metrics (prom-client): requests by route and status, their latency, Node's own figures, and
 * the work waiting for people — items by kind and review status, cases by stage (counted when scraped).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CASE_STAGES, REVIEW_STATUSES } from '@lcmdp/contract';
import { ITEM_UID } from './items';
import { CASE_UID } from './cases';
import { HISTORY_PENDING_TYPE } from '../domain/review-lock';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'lcmdp_cms_' });

export const httpRequests = new Counter({
  name: 'lcmdp_cms_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'lcmdp_cms_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

new Gauge({
  name: 'lcmdp_cms_items',
  help: 'Detections and reports by review status (the review queues: reviewing, pending_approval...)',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  async collect() {
    for (const kind of ['detection', 'report'] as const) {
      for (const status of REVIEW_STATUSES) {
        const count = await strapi.db.query(ITEM_UID[kind]).count({ where: { reviewStatus: status } });
        this.set({ kind, status }, count);
      }
    }
  },
});

new Gauge({
  name: 'lcmdp_cms_cases',
  help: 'Enforcement cases by stage',
  labelNames: ['stage'] as const,
  registers: [registry],
  async collect() {
    for (const stage of CASE_STAGES) this.set({ stage }, await strapi.db.query(CASE_UID).count({ where: { stage } }));
  },
});

new Gauge({
  name: 'lcmdp_cms_history_pending',
  help: 'Review events and case steps written and not linked into the history chain yet (0 between writes; one that stays above 0 means the chain is not being sealed: see the log)',
  registers: [registry],
  async collect() {
    this.set(await strapi.db.query(HISTORY_PENDING_TYPE).count());
  },
});
