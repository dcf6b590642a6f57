/** The scheduler's rules, with a fake clock, fake timers and chosen random numbers. */
import { Scheduler, hostOf, type SchedulerClock, type SchedulerOptions } from '../src/watch/scheduler';
import type { Source } from '../src/watch/types';

class FakeClock implements SchedulerClock {
  time = 0;
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private nextId = 1;

  now() {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number) {
    const id = this.nextId++;
    this.timers.push({ at: this.time + Math.max(0, ms), callback, id });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }
  /** Moves time forward, firing the timers due on the way in order, letting promises settle after each. */
  async advance(ms: number) {
    const end = this.time + ms;
    await settle();
    for (;;) {
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.callback();
      await settle();
    }
    this.time = end;
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Run {
  key: string;
  at: number;
  signal: AbortSignal;
  succeed(): void;
  fail(message?: string): void;
}

function source(key: string, url: string, intervalMinutes = 10): Source {
  return { key, name: key, url, platform: 'website', variant: 'laos', intervalMinutes };
}

const MIN = 60_000;

function setup(options: Partial<SchedulerOptions> = {}, randoms: number[] = []) {
  const clock = new FakeClock();
  const runs: Run[] = [];
  const logs: string[] = [];
  const queue = [...randoms];
  const scheduler = new Scheduler({
    clock,
    // 0.5 = no jitter, and half the startup delay.
    random: () => (queue.length ? queue.shift()! : 0.5),
    logger: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
    startupJitterMs: 10_000,
    run: (s, signal) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ key: s.key, at: clock.now(), signal, succeed: resolve, fail: (m = 'boom') => reject(new Error(m)) });
      }),
    ...options,
  });
  const open = () => runs.filter((r) => !(r as Run & { done?: boolean }).done);
  const finish = async (key: string, ok = true, message?: string) => {
    const run = open().find((r) => r.key === key);
    if (!run) throw new Error(`no run of ${key} in flight`);
    (run as Run & { done?: boolean }).done = true;
    if (ok) run.succeed();
    else run.fail(message);
    await settle();
  };
  return { clock, runs, logs, scheduler, finish, open };
}

test('hostOf is the host and port of the URL', () => {
  expect(hostOf('http://Example.org:8080/a')).toBe('example.org:8080');
  expect(hostOf('https://example.org/a')).toBe('example.org');
  expect(hostOf('not a url')).toBe('not a url');
});

test('the first run comes after a random delay within the startup jitter', async () => {
  const { clock, runs, scheduler } = setup({}, [0.25, 0.9]);
  scheduler.setSources([source('a', 'http://a.test/'), source('b', 'http://b.test/')]);
  scheduler.start();
  await clock.advance(2_499);
  expect(runs).toHaveLength(0);
  await clock.advance(1);
  expect(runs.map((r) => [r.key, r.at])).toEqual([['a', 2_500]]);
  await clock.advance(6_500);
  expect(runs.map((r) => [r.key, r.at])).toEqual([
    ['a', 2_500],
    ['b', 9_000],
  ]);
  await scheduler.stop({ abort: true });
});

test('after a success the next run is one interval later, within ±10 %', async () => {
  // Startup 0.5 → 5 s; then the jitter draws 0 (−10 %), then 0.999… (+10 %).
  const { clock, runs, scheduler, finish } = setup({ hostGapMs: 0 }, [0.5, 0, 1 - 1e-9]);
  scheduler.setSources([source('a', 'http://a.test/', 10)]);
  scheduler.start();
  await clock.advance(5_000);
  expect(runs).toHaveLength(1);
  await finish('a');
  expect(scheduler.state()[0].nextDueAt).toBe(new Date(5_000 + 9 * MIN).toISOString());
  await clock.advance(9 * MIN - 1);
  expect(runs).toHaveLength(1);
  await clock.advance(1);
  expect(runs).toHaveLength(2);
  await finish('a');
  const secondEnd = clock.now();
  expect(Date.parse(scheduler.state()[0].nextDueAt!) - secondEnd).toBe(11 * MIN);
  expect(scheduler.state()[0].lastSuccessAt).toBe(new Date(secondEnd).toISOString());
  await scheduler.stop();
});

test('failures back off exponentially from the base to the cap, and a success resets them', async () => {
  const { clock, runs, scheduler, finish } = setup({ hostGapMs: 0, baseBackoffMs: MIN, maxBackoffMs: 3 * MIN });
  scheduler.setSources([source('a', 'http://a.test/', 30)]);
  scheduler.start();
  await clock.advance(5_000);
  const waits: number[] = [];
  for (let n = 1; n <= 4; n += 1) {
    await finish('a', false, `failure ${n}`);
    const state = scheduler.state()[0];
    expect(state.failures).toBe(n);
    expect(state.lastError).toBe(`failure ${n}`);
    const wait = Date.parse(state.nextDueAt!) - clock.now();
    waits.push(wait);
    await clock.advance(wait);
    expect(runs).toHaveLength(n + 1);
  }
  expect(waits).toEqual([MIN, 2 * MIN, 3 * MIN, 3 * MIN]); // 1, 2, (4 →) cap 3, cap 3
  await finish('a');
  expect(scheduler.state()[0].failures).toBe(0);
  expect(Date.parse(scheduler.state()[0].nextDueAt!) - clock.now()).toBe(30 * MIN);
  await scheduler.stop();
});

test('the backoff is jittered by ±10 % too', async () => {
  const { clock, scheduler, finish } = setup({ hostGapMs: 0, baseBackoffMs: MIN }, [0.5, 0]);
  scheduler.setSources([source('a', 'http://a.test/')]);
  scheduler.start();
  await clock.advance(5_000);
  await finish('a', false);
  expect(Date.parse(scheduler.state()[0].nextDueAt!) - clock.now()).toBe(0.9 * MIN);
  await scheduler.stop();
});

test('one run at a time per host, and a gap between the end of one and the start of the next', async () => {
  const { clock, runs, scheduler, finish } = setup({ hostGapMs: 10_000, concurrency: 4 });
  scheduler.setSources([source('a1', 'http://a.test/one'), source('a2', 'http://a.test/two'), source('b', 'http://b.test/')]);
  scheduler.start();
  await clock.advance(5_000);
  // a1 and b start (different hosts); a2 waits for a1.
  expect(runs.map((r) => r.key).sort()).toEqual(['a1', 'b']);
  await clock.advance(3_000);
  await finish('a1');
  await clock.advance(9_999);
  expect(runs.map((r) => r.key).sort()).toEqual(['a1', 'b']);
  await clock.advance(1);
  expect(runs.map((r) => [r.key, r.at]).at(-1)).toEqual(['a2', 8_000 + 10_000]);
  await scheduler.stop({ abort: true });
});

test('at most `concurrency` runs at once over all hosts', async () => {
  const { clock, runs, scheduler, finish, open } = setup({ concurrency: 2 });
  scheduler.setSources([source('a', 'http://a.test/'), source('b', 'http://b.test/'), source('c', 'http://c.test/')]);
  scheduler.start();
  await clock.advance(5_000);
  expect(open()).toHaveLength(2);
  expect(scheduler.running).toBe(2);
  await clock.advance(60_000);
  expect(runs).toHaveLength(2);
  await finish(runs[0].key);
  expect(runs).toHaveLength(3);
  expect(runs[2].at).toBe(65_000);
  await scheduler.stop({ abort: true });
});

test('a run that does not finish in time is aborted and counts as a failure', async () => {
  const { clock, runs, scheduler, logs } = setup({ runTimeoutMs: 30_000, baseBackoffMs: MIN, hostGapMs: 0 });
  scheduler.setSources([source('slow', 'http://slow.test/')]);
  scheduler.start();
  await clock.advance(5_000);
  expect(runs[0].signal.aborted).toBe(false);
  await clock.advance(30_000);
  expect(runs[0].signal.aborted).toBe(true);
  const state = scheduler.state()[0];
  expect(state.running).toBe(false);
  expect(state.failures).toBe(1);
  expect(state.lastError).toMatch(/did not finish within 30 s/);
  expect(Date.parse(state.nextDueAt!)).toBe(35_000 + MIN);
  expect(logs.some((l) => /slow failed \(1 in a row\)/.test(l))).toBe(true);
  // The adapter ignored its signal; its late answer changes nothing.
  runs[0].succeed();
  await settle();
  expect(scheduler.state()[0].failures).toBe(1);
  await scheduler.stop();
});

test('setSources adds new sources, drops removed ones and applies a changed interval', async () => {
  const { clock, runs, scheduler, finish } = setup({ hostGapMs: 0, concurrency: 4 });
  scheduler.setSources([source('a', 'http://a.test/', 10), source('b', 'http://b.test/', 10)]);
  scheduler.start();
  await clock.advance(5_000);
  await finish('a');
  await finish('b');
  expect(scheduler.state().map((s) => s.nextDueAt)).toEqual([
    new Date(5_000 + 10 * MIN).toISOString(),
    new Date(5_000 + 10 * MIN).toISOString(),
  ]);

  await clock.advance(MIN);
  // b removed, a every 30 min now, c new.
  scheduler.setSources([source('a', 'http://a.test/', 30), source('c', 'http://c.test/', 10)]);
  expect(scheduler.state().map((s) => s.key)).toEqual(['a', 'c']);
  expect(scheduler.state()[0].nextDueAt).toBe(new Date(5_000 + 30 * MIN).toISOString());
  await clock.advance(5_000);
  expect(runs.map((r) => r.key)).toEqual(['a', 'b', 'c']);
  await finish('c');
  await clock.advance(40 * MIN);
  expect(runs.filter((r) => r.key === 'b')).toHaveLength(1);
  expect(
    runs
      .filter((r) => r.key === 'a')
      .map((r) => r.at)
      .slice(0, 2),
  ).toEqual([5_000, 5_000 + 30 * MIN]);
  await scheduler.stop({ abort: true });
});

test('a source removed while it runs is not run again', async () => {
  const { clock, runs, scheduler, finish } = setup({ hostGapMs: 0 });
  scheduler.setSources([source('a', 'http://a.test/', 1)]);
  scheduler.start();
  await clock.advance(5_000);
  scheduler.setSources([]);
  await finish('a');
  await clock.advance(10 * MIN);
  expect(runs).toHaveLength(1);
  expect(scheduler.state()).toEqual([]);
  await scheduler.stop();
});

test('stop waits for the runs in flight and starts no more', async () => {
  const { clock, runs, scheduler, finish } = setup({ hostGapMs: 0 });
  scheduler.setSources([source('a', 'http://a.test/', 1), source('b', 'http://b.test/', 1)]);
  scheduler.start();
  await clock.advance(5_000);
  let stopped = false;
  const stopping = scheduler.stop().then(() => (stopped = true));
  await settle();
  expect(stopped).toBe(false);
  await finish('a');
  expect(stopped).toBe(false);
  await finish('b');
  await stopping;
  expect(stopped).toBe(true);
  await clock.advance(10 * MIN);
  expect(runs).toHaveLength(2);
});

test('stop with abort tells the runs in flight to stop', async () => {
  const { clock, runs, scheduler } = setup();
  scheduler.setSources([source('a', 'http://a.test/')]);
  scheduler.start();
  await clock.advance(5_000);
  runs[0].signal.addEventListener('abort', () => runs[0].fail('aborted'));
  await scheduler.stop({ abort: true });
  expect(runs[0].signal.aborted).toBe(true);
});

test('state() tells each source’s next run, failures, last error and last success', async () => {
  const { clock, scheduler, finish } = setup({ hostGapMs: 0, baseBackoffMs: MIN });
  scheduler.setSources([source('a', 'http://a.test/x', 10)]);
  expect(scheduler.state()).toEqual([
    {
      key: 'a',
      name: 'a',
      url: 'http://a.test/x',
      host: 'a.test',
      running: false,
      nextDueAt: new Date(5_000).toISOString(),
      failures: 0,
    },
  ]);
  scheduler.start();
  await clock.advance(5_000);
  expect(scheduler.state()[0]).toMatchObject({ running: true, nextDueAt: null, lastRunStartedAt: new Date(5_000).toISOString() });
  await clock.advance(1_000);
  await finish('a', false, 'unreachable');
  expect(scheduler.state()[0]).toMatchObject({
    running: false,
    failures: 1,
    lastError: 'unreachable',
    lastErrorAt: new Date(6_000).toISOString(),
    nextDueAt: new Date(6_000 + MIN).toISOString(),
  });
  expect(scheduler.state()[0].lastSuccessAt).toBeUndefined();
  await scheduler.stop();
});

test('a run that throws synchronously is a failure, not a crash', async () => {
  const clock = new FakeClock();
  const scheduler = new Scheduler({
    clock,
    random: () => 0.5,
    run: () => {
      throw new Error('sync boom');
    },
  });
  scheduler.setSources([source('a', 'http://a.test/')]);
  scheduler.start();
  await clock.advance(5_000);
  expect(scheduler.state()[0]).toMatchObject({ failures: 1, lastError: 'sync boom' });
  await scheduler.stop();
});
