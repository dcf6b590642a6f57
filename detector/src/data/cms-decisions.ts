/**
 * The reviewers' final decisions, downloaded from the CMS (`GET /api-laos/export_decisions`, JSON lines in the
 * format `readCmsDecisions` reads) into `data/decisions/cms-<date>.jsonl` for `train`. The file holds real
 * captions from the monitored sources: it is kept out of git.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface DownloadOptions {
  cmsUrl: string;
  token: string;
  /** Only decisions made since this ISO date. */
  since?: string;
  dir: string;
  today?: string;
  fetchImpl?: typeof fetch;
}

export async function downloadDecisions(options: DownloadOptions): Promise<{ file: string; lines: number }> {
  const url = new URL('/api-laos/export_decisions', options.cmsUrl);
  if (options.since) url.searchParams.set('since', options.since);
  const response = await (options.fetchImpl ?? fetch)(url, { headers: { authorization: `Bearer ${options.token}` } });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`The CMS answered ${response.status} to ${url.pathname}: ${detail}`);
  }
  const body = await response.text();
  const lines = body.split('\n').filter((line) => line.trim() !== '').length;
  fs.mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, `cms-${options.today ?? new Date().toISOString().slice(0, 10)}.jsonl`);
  fs.writeFileSync(`${file}.tmp`, body);
  fs.renameSync(`${file}.tmp`, file);
  return { file, lines };
}
