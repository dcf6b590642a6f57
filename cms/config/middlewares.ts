import type { Core } from '@strapi/strapi';
import { mediaOrigin } from '../src/services/storage';
import { readSettings } from '../src/settings';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  // Files on S3 are loaded by the browser from the bucket's (or S3_PUBLIC_URL's) origin.
  const media = mediaOrigin(readSettings());
  return [
    // Request counts and latency for Prometheus, and GET /metrics (with METRICS_TOKEN).
    'global::metrics',
    'strapi::logger',
    'global::unauthenticated',
    'strapi::errors',
    // Answers once the history entries the request wrote are sealed into the chain, after its transaction committed.
    'global::history-sealed',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          // Nothing is fetched from elsewhere (fonts, scripts and translations are bundled): the browser may load
          // only this origin, and the S3 bucket's for stored files. Strapi's defaults also allowed any https:
          // address for connections and fonts, and its marketplace's images (the admin panel's marketplace works
          // without them, showing no pictures; the platform runs offline anyway).
          // Each value is one string: Strapi merges its defaults into an array item by item, so a shorter array
          // would keep the defaults' extra entries.
          directives: {
            'connect-src': "'self'",
            'font-src': "'self' data:",
            'img-src': ["'self'", 'data:', 'blob:', ...(media ? [media] : [])].join(' '),
            'media-src': ["'self'", 'data:', 'blob:', ...(media ? [media] : [])].join(' '),
          },
        },
      },
    },
    {
      name: 'strapi::cors',
      config: {
        // Only the configured origins (the public site); the default would echo any origin with credentials.
        origin: env.array('CORS_ORIGINS', ['http://localhost:5173', 'http://127.0.0.1:5173']),
        credentials: true,
        headers: ['Content-Type', 'Authorization', 'Accept', 'Origin'],
        // The site reads the name of a downloaded Excel file and how long to wait after a 429.
        expose: ['Content-Disposition', 'Retry-After'],
      },
    },
    // gzip/brotli for the API and the site: phones on slow connections are the main audience.
    'strapi::compression',
    // ETag and 304 for /api-laos answers; short public caching of anonymous ones (middlewares/conditional-get.ts).
    'global::conditional-get',
    'strapi::query',
    {
      name: 'strapi::body',
      config: {
        // Per-file limits (10 MB images, 20 MB PDFs) are enforced by the upload guard; this caps the whole request.
        // The legacy delete_user call sends its id in a DELETE body.
        parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
        formLimit: '1mb',
        jsonLimit: '2mb',
        textLimit: '1mb',
        // Multipart bodies are parsed by global::multipart, only on the routes that take files.
        multipart: false,
      },
    },
    {
      name: 'global::multipart',
      config: { maxFileSize: 25 * 1024 * 1024, maxTotalFileSize: 110 * 1024 * 1024 },
    },
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
    'global::site',
  ];
};

export default config;
