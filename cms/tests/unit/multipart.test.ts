import { bearerToken } from '../../src/domain/bearer-token';
import { fileRoutes, multipartRefusal } from '../../src/domain/multipart';

describe('multipart bodies', () => {
  const fileRouteOf = fileRoutes([
    { method: 'POST', path: '/api-laos/submit_report' },
    { method: 'PUT', path: '/api-laos/update-data-options/:id', credentials: 'user' },
  ]);
  const takesFiles = (method: string, path: string) => fileRouteOf(method, path) !== undefined;

  it('are read only on the routes that take files, with their method', () => {
    expect(takesFiles('POST', '/api-laos/submit_report')).toBe(true);
    expect(takesFiles('post', '/api-laos/submit_report/')).toBe(true);
    expect(takesFiles('PUT', '/api-laos/update-data-options/abc123def456')).toBe(true);
    expect(takesFiles('GET', '/api-laos/submit_report')).toBe(false);
    expect(takesFiles('POST', '/api-laos/submit_report/extra')).toBe(false);
    expect(takesFiles('PUT', '/api-laos/update-data-options/a/b')).toBe(false);
    expect(takesFiles('POST', '/api-laos/login')).toBe(false);
  });

  it('name the credentials a route asks before its body is read', () => {
    expect(fileRouteOf('POST', '/api-laos/submit_report')?.credentials).toBeUndefined();
    expect(fileRouteOf('PUT', '/api-laos/update-data-options/abc')?.credentials).toBe('user');
  });

  it('take a bearer token from the Authorization header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('answer 413 for a field or file over the limit, 400 for a malformed body, and nothing else is the caller’s fault', () => {
    expect(multipartRefusal({ httpCode: 413 })).toMatchObject({ status: 413 });
    expect(multipartRefusal({ httpCode: 400 })).toMatchObject({ status: 400 });
    expect(multipartRefusal(new Error('disk full'))).toBeNull();
    expect(multipartRefusal(null)).toBeNull();
  });
});
