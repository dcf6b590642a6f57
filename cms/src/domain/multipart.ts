/**
 * Which requests may carry files, and how a refused multipart body is answered. Only the routes that take files
 * parse multipart bodies (everything else ignores them), so a stranger cannot make the CMS write files to disk on
 * any route; and every file written for a request is removed when the request ends (middlewares/multipart).
 */
export interface FileRoute {
  method: string;
  /** A route path with `:param` segments, e.g. `/api-laos/update-data-options/:id`. */
  path: string;
  /**
   * Who must show credentials before the body is read: a signed-in user's token (`user`), the detector's API token
   * or a user's (`token`, checked by Strapi after parsing). Public routes read the body of anyone.
   */
  credentials?: 'user' | 'token';
}

/** Strapi's own upload routes: the admin panel's media library and the content API's /upload. */
export const STRAPI_UPLOAD_ROUTES: FileRoute[] = [
  { method: 'POST', path: '/upload' },
  { method: 'POST', path: '/upload/files/:id/replace' },
];

/** The whole multipart body's text fields; a report's longest text is far below this. */
export const MULTIPART_FIELDS_MAX_BYTES = 1024 * 1024;

function pattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** A matcher for the routes that take files; `fileRouteOf(method, path)` is the route a request may carry them to. */
export function fileRoutes(routes: FileRoute[]): (method: string, path: string) => FileRoute | undefined {
  const compiled = routes.map((route) => ({ route, method: route.method.toUpperCase(), test: pattern(route.path) }));
  return (method, path) => compiled.find((r) => r.method === method.toUpperCase() && r.test.test(path))?.route;
}

/**
 * formidable marks its refusals with an HTTP code (413 for a field or file over the limit, 400 for a malformed
 * body); anything else is not the caller's fault.
 */
export function multipartRefusal(error: unknown): { status: 400 | 413; message: string } | null {
  const code = (error as { httpCode?: unknown } | null)?.httpCode;
  if (code === 413) return { status: 413, message: 'The form or one of its files is too large' };
  if (code === 400) return { status: 400, message: 'The form could not be read (malformed multipart body)' };
  return null;
}
