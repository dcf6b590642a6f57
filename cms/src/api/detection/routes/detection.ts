/**
 * Strapi's stock REST routes for detections (read only, staff only): kept so that the benchmark can compare the
 * legacy list with Strapi's own, and for integrations that speak Strapi REST.
 */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::detection.detection', { only: ['find', 'findOne'] });
