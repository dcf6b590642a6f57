#!/usr/bin/env node
/**
 * The site's performance budget, measured (not asserted in a test): the home page's initial JavaScript (gzip) and
 * the Lighthouse mobile performance score of the home page and one public list, in Debian's Chromium against the
 * real stack (CMS + built site). Prints the figures next to the budgets: 200 KB and a score of 90.
 */
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { initialJs } from './initial-js.mjs';
import { startStack } from './stack.mjs';

const PAGES = process.env.PERF_PAGES ? process.env.PERF_PAGES.split(',') : ['/laos/home', '/laos/violation-laos'];
const RUNS = Number(process.env.PERF_RUNS ?? 3);

const js = initialJs();
console.log(`initial JS (gzip): ${js.totalKb.toFixed(1)} KB (budget ${js.budgetKb} KB)`);

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  for (const path of PAGES) {
    const scores = [];
    const metrics = { FCP: [], LCP: [], TBT: [], CLS: [] };
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse's default: a mobile device on a simulated slow 4G connection.
      const result = await lighthouse(`${stack.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      metrics.FCP.push(lhr.audits['first-contentful-paint'].numericValue / 1000);
      metrics.LCP.push(lhr.audits['largest-contentful-paint'].numericValue / 1000);
      metrics.TBT.push(lhr.audits['total-blocking-time'].numericValue);
      metrics.CLS.push(lhr.audits['cumulative-layout-shift'].numericValue);
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const shown = {
      FCP: (v) => `${v.toFixed(1)} s`,
      LCP: (v) => `${v.toFixed(1)} s`,
      TBT: (v) => `${Math.round(v)} ms`,
      CLS: (v) => v.toFixed(2),
    };
    console.log(
      `Lighthouse mobile performance ${path}: ${median(scores)} (runs ${[...scores]
        .sort((a, b) => a - b)
        .join(', ')}; budget 90) — medians ${Object.entries(metrics)
        .map(([k, v]) => `${k} ${shown[k](median(v))}`)
        .join(', ')}; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
