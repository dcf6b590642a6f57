import { Redis } from 'ioredis';
import { memoryGeneration, redisGeneration } from '../../src/services/generations';
import { audiencesOfWrite, createListCache, type Audience } from '../../src/services/list-cache';
import { unreachableGeneration } from '../helpers/generations';

/** A compute function that counts its calls and answers a fresh object each time. */
function source() {
  let calls = 0;
  const compute = async () => ({ call: ++calls });
  return { compute, calls: () => calls };
}

describe('list cache', () => {
  it('computes a page once while nothing changes, and again after a change', async () => {
    const cache = createListCache({ generation: memoryGeneration(), maxEntries: 10, maxAgeMs: 60_000 });
    const page = source();
    expect(await cache.get('staff', 'p1', page.compute)).toEqual({ call: 1 });
    expect(await cache.get('staff', 'p1', page.compute)).toEqual({ call: 1 });
    await cache.invalidate();
    expect(await cache.get('staff', 'p1', page.compute)).toEqual({ call: 2 });
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
  });

  it('keeps different keys apart', async () => {
    const cache = createListCache({ generation: memoryGeneration(), maxEntries: 10, maxAgeMs: 60_000 });
    expect(await cache.get('staff', 'a', async () => ({ key: 'a' }))).toEqual({ key: 'a' });
    expect(await cache.get('staff', 'b', async () => ({ key: 'b' }))).toEqual({ key: 'b' });
    expect(await cache.get('staff', 'a', async () => ({ key: 'changed' }))).toEqual({ key: 'a' });
  });

  it('does not keep a value read while a write moved the generation on', async () => {
    const generation = memoryGeneration();
    const cache = createListCache({ generation, maxEntries: 10, maxAgeMs: 60_000 });
    // The read starts, a write commits meanwhile (another process), then the read ends with what it saw before.
    const stale = await cache.get('staff', 'p', async () => {
      await generation.next(['staff']);
      return { seen: 'before the write' };
    });
    expect(stale).toEqual({ seen: 'before the write' });
    expect(await cache.get('staff', 'p', async () => ({ seen: 'after the write' }))).toEqual({ seen: 'after the write' });
  });

  it('forgets entries after their maximum age and caches nothing at 0', async () => {
    const aged = createListCache({ generation: memoryGeneration(), maxEntries: 10, maxAgeMs: 30 });
    const page = source();
    await aged.get('staff', 'p', page.compute);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await aged.get('staff', 'p', page.compute);
    expect(page.calls()).toBe(2);

    const off = createListCache({ generation: memoryGeneration(), maxEntries: 10, maxAgeMs: 0 });
    const other = source();
    await off.get('staff', 'p', other.compute);
    await off.get('staff', 'p', other.compute);
    expect(other.calls()).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createListCache({ generation: memoryGeneration(), maxEntries: 2, maxAgeMs: 60_000 });
    const page = source();
    await cache.get('staff', 'a', page.compute); // 1
    await cache.get('staff', 'b', async () => ({ b: true }));
    await cache.get('staff', 'a', page.compute); // hit: a is now the most recent
    await cache.get('staff', 'c', async () => ({ c: true })); // b goes
    expect(await cache.get('staff', 'a', page.compute)).toEqual({ call: 1 });
    expect(await cache.get('staff', 'b', async () => ({ b: 'again' }))).toEqual({ b: 'again' });
  });

  it('reads from the source when the generation cannot be read (Redis down), and says so', async () => {
    const broken = unreachableGeneration<Audience>();
    const errors: unknown[] = [];
    const cache = createListCache({ generation: broken, maxEntries: 10, maxAgeMs: 60_000, onError: (e) => errors.push(e) });
    const page = source();
    await cache.get('staff', 'p', page.compute);
    await cache.get('staff', 'p', page.compute);
    await cache.invalidate();
    expect(page.calls()).toBe(2);
    expect(errors).toHaveLength(3);
  });

  it('outdates only the audiences a write can change', async () => {
    const cache = createListCache({ generation: memoryGeneration(), maxEntries: 10, maxAgeMs: 60_000 });
    const publicPage = source();
    const staffPage = source();
    await cache.get('public', 'p', publicPage.compute);
    await cache.get('staff', 'p', staffPage.compute);
    await cache.invalidate(['staff']); // a new report: only staff see it
    await cache.get('public', 'p', publicPage.compute);
    await cache.get('staff', 'p', staffPage.compute);
    expect([publicPage.calls(), staffPage.calls()]).toEqual([1, 2]);
    await cache.invalidate(); // an approval: both
    await cache.get('public', 'p', publicPage.compute);
    expect(publicPage.calls()).toBe(2);
  });

  it('judges whose lists a write can change', () => {
    const created = (uid: string, result?: unknown) => ({ action: 'afterCreate', model: { uid }, result });
    const detection = 'api::detection.detection';
    const waiting = { reviewStatus: 'suspected_violation', operatorStatus: null, archived: false };
    const approved = { reviewStatus: 'violation', operatorStatus: 'violation', archived: false };
    expect(audiencesOfWrite(created(detection, waiting))).toEqual(['staff']);
    expect(audiencesOfWrite(created('api::report.report', waiting))).toEqual(['staff']);
    // Created already approved (the admin panel, a seed): the public lists change too.
    expect(audiencesOfWrite(created(detection, approved))).toEqual(['public', 'staff']);
    expect(audiencesOfWrite(created(detection, undefined))).toEqual(['public', 'staff']);
    expect(audiencesOfWrite(created('plugin::upload.file', {}))).toEqual([]);
    expect(audiencesOfWrite(created('plugin::users-permissions.user', {}))).toEqual(['staff']);
    expect(audiencesOfWrite(created('api::violation-code.violation-code', {}))).toEqual(['public', 'staff']);
    // An update or a delete may make an item public or take it away.
    for (const action of ['afterUpdate', 'afterDelete', 'afterUpdateMany', 'afterCreateMany'])
      expect(audiencesOfWrite({ action, model: { uid: detection }, result: waiting })).toEqual(['public', 'staff']);
  });

  it('shares the generation through Redis: a change in one process outdates the other', async () => {
    const prefix = `lcmdp-test:lists:generation:${process.pid}:${Date.now()}`;
    const [one, two] = [new Redis('redis://127.0.0.1:6379'), new Redis('redis://127.0.0.1:6379')];
    try {
      const a = createListCache({ generation: redisGeneration(one, prefix), maxEntries: 10, maxAgeMs: 60_000 });
      const b = createListCache({ generation: redisGeneration(two, prefix), maxEntries: 10, maxAgeMs: 60_000 });
      const page = source();
      await b.get('staff', 'p', page.compute);
      await b.get('staff', 'p', page.compute);
      expect(page.calls()).toBe(1);
      await a.invalidate(); // a write in process a
      expect(await b.get('staff', 'p', page.compute)).toEqual({ call: 2 });
    } finally {
      await one.del(`${prefix}:public`, `${prefix}:staff`);
      one.disconnect();
      two.disconnect();
    }
  });
});
