#!/usr/bin/env node
/**
 * The home page's initial JavaScript: every script and modulepreload that dist/index.html loads before any lazy
 * page, gzip-compressed (level 9, as a server would send it). Prints the size next to the 200 KB budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET_KB = 200;

export function initialJs(distDir = dist) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set(urls)].map((url) => {
    const body = readFileSync(join(distDir, url.replace(/^\/laos\//, '')));
    return { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const total = files.reduce((s, f) => s + f.gzip, 0);
  return { files, totalKb: total / 1024, budgetKb: BUDGET_KB };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, totalKb, budgetKb } = initialJs();
  for (const f of files) console.log(`  ${f.url}  ${(f.raw / 1024).toFixed(1)} KB raw, ${(f.gzip / 1024).toFixed(1)} KB gzip`);
  console.log(
    `initial JS (gzip): ${totalKb.toFixed(1)} KB (budget ${budgetKb} KB) — ${totalKb <= budgetKb ? 'within' : 'OVER'} budget`,
  );
}
