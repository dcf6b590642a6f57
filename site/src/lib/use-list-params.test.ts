import { parseListParams } from './use-list-params';

describe('list params from the URL', () => {
  it('reads page, page size, search, dates and status', () => {
    expect(
      parseListParams(new URLSearchParams('page=3&pageSize=50&q=%20gold%20&from=2025-01-01&to=2025-01-31&status=violation')),
    ).toEqual({
      page: 3,
      pageSize: 50,
      q: 'gold',
      from: '2025-01-01',
      to: '2025-01-31',
      status: 'violation',
    });
  });

  it('falls back to the defaults for anything malformed in a hand-edited link', () => {
    expect(parseListParams(new URLSearchParams('page=-2&pageSize=1000&from=yesterday&to=2025-13-45&status=reviewing'))).toEqual({
      page: 1,
      pageSize: 20,
      q: '',
      from: undefined,
      to: undefined,
      status: 'all',
    });
  });
});
