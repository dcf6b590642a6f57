import { ApiError } from '@/lib/api-client';
import { toCheckFailure } from './check-failure';

describe('toCheckFailure', () => {
  it('keeps the field messages of a refused check', () => {
    expect(toCheckFailure(new ApiError(400, 'Invalid input', { url: 'Not a valid link' }))).toEqual({
      kind: 'invalid',
      fields: [['url', 'Not a valid link']],
      message: 'Invalid input',
    });
  });

  it('says how long to wait when the server gave Retry-After, and not otherwise', () => {
    expect(toCheckFailure(new ApiError(429, 'Too many', {}, undefined, 42))).toEqual({ kind: 'rateLimited', seconds: 42 });
    expect(toCheckFailure(new ApiError(429, 'Too many'))).toEqual({ kind: 'rateLimited', seconds: null });
  });

  it('tells a detector outage from a lost connection and other refusals', () => {
    expect(toCheckFailure(new ApiError(503, 'The detector is not reachable right now; try again later'))).toMatchObject({
      kind: 'unavailable',
    });
    expect(toCheckFailure(new ApiError(502, 'The detector answered 500')).kind).toBe('unavailable');
    expect(toCheckFailure(new ApiError(0, 'Something went wrong')).kind).toBe('network');
    expect(toCheckFailure(new TypeError('boom')).kind).toBe('network');
    expect(toCheckFailure(new ApiError(413, 'Too large'))).toEqual({ kind: 'tooLarge', subject: 'images' });
    expect(toCheckFailure(new ApiError(403, 'Forbidden'))).toEqual({ kind: 'other', message: 'Forbidden' });
  });

  it("tells a page that cannot be checked (too large, gone, too slow) from the detector's own trouble", () => {
    expect(toCheckFailure(new ApiError(413, 'The page is larger than 10 MB'), 'page')).toEqual({
      kind: 'tooLarge',
      subject: 'page',
    });
    expect(toCheckFailure(new ApiError(422, 'The page answered HTTP 404'), 'page')).toEqual({
      kind: 'pageUnreachable',
      message: 'The page answered HTTP 404',
    });
    expect(toCheckFailure(new ApiError(504, 'The page did not load within 8 s'), 'page').kind).toBe('pageUnreachable');
    expect(toCheckFailure(new ApiError(504, 'The images could not be read within 20 s')).kind).toBe('unavailable');
    expect(toCheckFailure(new ApiError(502, 'The detector answered 500'), 'page').kind).toBe('unavailable');
  });
});
