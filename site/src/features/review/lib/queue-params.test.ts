import { parseQueueParams, queueFilter, queueSearch } from './queue-params';

describe('queue params in the URL', () => {
  it('reads a full queue state and writes it back without the defaults', () => {
    const search = new URLSearchParams(
      'view=archived&layout=slides&page=3&q=gold&from=2025-01-01&to=2025-01-31&status=pending_approval&item=det1aaaaaaaaaaaaaaaaaaaa',
    );
    const params = parseQueueParams(search);
    expect(params).toEqual({
      page: 3,
      pageSize: 20,
      q: 'gold',
      from: '2025-01-01',
      to: '2025-01-31',
      status: 'pending_approval',
      view: 'archived',
      layout: 'slides',
      item: 'det1aaaaaaaaaaaaaaaaaaaa',
    });
    expect(queueSearch(params).toString()).toBe(search.toString());
    expect(queueSearch(parseQueueParams(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(parseQueueParams(new URLSearchParams('view=trash&layout=grid&status=maybe&item=<script>&page=0'))).toMatchObject({
      page: 1,
      view: 'queue',
      layout: 'list',
      status: 'all',
      item: undefined,
    });
  });

  it('asks the archive route for archived detections and the report route for archived reports', () => {
    const archived = parseQueueParams(new URLSearchParams('view=archived&status=violation'));
    expect(queueFilter('detection', 'laos', archived)).toEqual({
      route: 'archived-laos',
      status: 'violation',
      q: undefined,
      from: undefined,
      to: undefined,
    });
    expect(queueFilter('report', 'international', archived)).toMatchObject({ route: 'report', archived: 'true' });
    expect(queueFilter('report', 'laos', parseQueueParams(new URLSearchParams()))).not.toHaveProperty('archived');
  });
});
