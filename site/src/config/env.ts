/** The site's one configuration module: values fixed at build time (Vite `VITE_*` variables). */
const env = import.meta.env;

export const config = {
  /** Base of the CMS API; same origin by default (the CMS serves the site under /laos). */
  apiBase: (env.VITE_API_BASE as string | undefined) ?? '/api-laos',
  /** Where uploaded images are served from (prefixed to the CMS's relative /uploads URLs). */
  mediaBase: (env.VITE_MEDIA_BASE as string | undefined) ?? '',
  /** Client-side downscaling of report photos: the longest side, and the JPEG quality. */
  photoMaxSide: 1600,
  photoQuality: 0.8,
  /** Spec §9. */
  chunkLoadTimeoutMs: 120_000,
  successDelayMs: 2000,
  toastDurationMs: 5000,
} as const;
