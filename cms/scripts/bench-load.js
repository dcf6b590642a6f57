#!/usr/bin/env node
/**
 * The bench's load generator (scripts/bench.js forks it): a process of its own, so generating load never shares the
 * server's event loop or its CPU time slices inside one process. It takes one job per IPC message and answers with
 * the measurements:
 *   { kind: 'reads', base, paths: [path...], headers, seconds, connections }
 *       autocannon; each request takes the next path of `paths` (one path: the same page again and again)
 *   { kind: 'mixed', base, readPaths, seconds, connections, submissions: { count, fields, images: [file...] } }
 *       `connections` readers over `readPaths` while `count` report submissions (multipart, fields + images) are
 *       sent all at once; the readers stop when the last submission has answered and `seconds` have passed
 * Latencies are kept whole, so percentiles are exact (autocannon itself reports p97.5, not p95).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');

function percentile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function summary(latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/** Starts autocannon over `paths` (cycled); resolves with its latencies once stopped or its duration is over. */
function readers({ base, paths, headers = {}, seconds, connections }) {
  let next = 0;
  const latencies = [];
  const statuses = { ok: 0, notOk: 0 };
  const started = process.hrtime.bigint();
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers,
        requests: [
          {
            setupRequest(request) {
              request.path = paths[next++ % paths.length];
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
        resolve({
          ...summary(latencies, elapsed),
          seconds: elapsed,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          ok: statuses.ok,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status >= 200 && status < 300 ? 'ok' : 'notOk'] += 1;
    });
  });
  return { done, stop: () => instance.stop() };
}

/** One public report submission, as the site's form sends it (multipart: fields and photos). */
async function submit(base, fields, images) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of images) form.append('images', new Blob([file.bytes], { type: 'image/jpeg' }), file.name);
  const started = process.hrtime.bigint();
  try {
    const res = await fetch(`${base}/api-laos/submit_report`, { method: 'POST', body: form });
    const body = await res.json().catch(() => null);
    return { status: res.status, ms: Number(process.hrtime.bigint() - started) / 1e6, id: body?.data?._id ?? null };
  } catch (error) {
    return { status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, error: String(error) };
  }
}

async function mixed({ base, readPaths, seconds, connections, submissions }) {
  const images = submissions.images.map((file) => ({ name: path.basename(file), bytes: fs.readFileSync(file) }));
  const reading = readers({ base, paths: readPaths, seconds: 3600, connections });
  const minimum = new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  // Let the readers fill their connections first, then every submission at once.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const started = process.hrtime.bigint();
  const answers = await Promise.all(
    Array.from({ length: submissions.count }, (_, i) =>
      submit(base, { ...submissions.fields, description: `${submissions.fields.description} #${i + 1}` }, images),
    ),
  );
  const submitSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  await minimum;
  reading.stop();
  const reads = await reading.done;
  const accepted = answers.filter((a) => a.status === 201);
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return {
    reads,
    submissions: {
      ...summary(
        answers.map((a) => a.ms),
        submitSeconds,
      ),
      seconds: submitSeconds,
      byStatus,
      acceptedIds: accepted.map((a) => a.id),
      firstError: answers.find((a) => a.error)?.error ?? null,
    },
  };
}

const JOBS = {
  reads: (job) => readers(job).done,
  mixed,
};

process.on('message', (job) => {
  JOBS[job.kind](job).then(
    (result) => process.send({ ok: true, result }),
    (error) => process.send({ ok: false, error: String((error && error.stack) || error) }),
  );
});
