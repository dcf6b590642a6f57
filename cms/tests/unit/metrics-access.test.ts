import { metricsAccess, routeLabel } from '../../src/domain/metrics-access';

describe('the metrics route', () => {
  const token = 'scrape-token-0123456789abcdef';

  it('does not exist until a token is configured', () => {
    expect(metricsAccess(undefined, `Bearer ${token}`)).toBe('disabled');
    expect(metricsAccess('', undefined)).toBe('disabled');
  });

  it('answers only the configured bearer token', () => {
    expect(metricsAccess(token, `Bearer ${token}`)).toBe('allowed');
    expect(metricsAccess(token, `bearer ${token}`)).toBe('allowed');
    expect(metricsAccess(token, undefined)).toBe('refused');
    expect(metricsAccess(token, `Bearer ${token}x`)).toBe('refused');
    expect(metricsAccess(token, `Bearer ${token.slice(1)}`)).toBe('refused');
    expect(metricsAccess(token, `Basic ${token}`)).toBe('refused');
  });
});

describe('route labels', () => {
  it('are the matched route pattern, never the raw path', () => {
    expect(routeLabel('/api-laos/get_data/:id', '/api-laos/get_data/abc123')).toBe('/api-laos/get_data/:id');
    expect(routeLabel(undefined, '/laos/detail-tracking/abc')).toBe('/laos/*');
    expect(routeLabel(undefined, '/uploads/a_1.png')).toBe('/uploads/*');
    expect(routeLabel(undefined, '/api-laos/no_such_call')).toBe('/api-laos/*');
    expect(routeLabel(undefined, '/wp-login.php')).toBe('other');
    expect(routeLabel(undefined, '/laosx')).toBe('other');
  });
});
