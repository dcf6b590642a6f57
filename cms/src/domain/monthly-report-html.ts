/**
 * The monthly situation report as a printable HTML document (services/pdf.ts prints it with Chromium): a heading,
 * the figures as cards and a table, bar charts drawn as inline SVG (the printer loads nothing from the network),
 * the top companies, the cases decided and the removals verified. Pure; every text from the data is escaped.
 */
import type { MonthlyReport, NamedCount } from './monthly-report';
import { figureRows } from './monthly-report';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Thousands grouped with commas, as Lao and English documents both write amounts in kip. */
const number = (n: number) => n.toLocaleString('en-US');

/** Vertical bars, one per day: the items recorded per day of the month. */
export function dailyChart(daily: MonthlyReport['daily']): string {
  const width = 640;
  const height = 160;
  const top = Math.max(1, ...daily.map((d) => d.count));
  const slot = width / Math.max(1, daily.length);
  const bars = daily
    .map((d, i) => {
      const h = Math.round((d.count / top) * (height - 30));
      const x = Math.round(i * slot + slot * 0.15);
      const label = i % 5 === 0 || i === daily.length - 1 ? `<text x="${x}" y="${height - 4}" font-size="9">${i + 1}</text>` : '';
      return (
        `<rect x="${x}" y="${height - 18 - h}" width="${Math.max(1, Math.round(slot * 0.7))}" height="${h}" fill="#1677ff">` +
        `<title>${d.day}: ${d.count}</title></rect>${label}`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<line x1="0" y1="${height - 18}" x2="${width}" y2="${height - 18}" stroke="#999"/>` +
    `<text x="0" y="10" font-size="9">${top}</text>${bars}</svg>`
  );
}

/** Horizontal bars with their names and counts (violation types, companies). */
export function barChart(list: readonly NamedCount[]): string {
  if (!list.length) return '';
  const width = 640;
  const row = 22;
  const labelWidth = 240;
  const top = Math.max(1, ...list.map((n) => n.count));
  const bars = list
    .map((n, i) => {
      const y = i * row;
      const w = Math.max(2, Math.round((n.count / top) * (width - labelWidth - 50)));
      const name = n.name.length > 40 ? `${n.name.slice(0, 39)}…` : n.name;
      return (
        `<text x="0" y="${y + 15}" font-size="11">${escapeHtml(name)}</text>` +
        `<rect x="${labelWidth}" y="${y + 4}" width="${w}" height="${row - 8}" fill="#52c41a"/>` +
        `<text x="${labelWidth + w + 6}" y="${y + 15}" font-size="11">${n.count}</text>`
      );
    })
    .join('');
  const height = list.length * row;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${bars}</svg>`;
}

function table(headers: string[], rows: (string | number | null)[][], none: string): string {
  if (!rows.length) return `<p class="none">${escapeHtml(none)}</p>`;
  const head = headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${r.map((c) => `<td${typeof c === 'number' ? ' class="num"' : ''}>${escapeHtml(c === null ? '–' : String(c))}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function monthlyReportHtml(report: MonthlyReport, fontCss: string, generatedAt: string): string {
  const w = report.words;
  const lang = report.language;
  const e = report.figures.enforcement;
  const cards = [
    [w.confirmed, report.figures.confirmed],
    [w.casesOpened, e.cases_opened],
    [w.casesDecided, e.cases_decided],
    [w.adsRemoved, e.ads_removed],
    [w.medianDays, e.median_days_to_removal ?? '–'],
  ]
    .map(
      ([label, value]) =>
        `<div class="card"><div class="value">${escapeHtml(String(value))}</div><div>${escapeHtml(String(label))}</div></div>`,
    )
    .join('');
  const fmt = (v: number | string) => (typeof v === 'number' ? number(v) : v);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(`${report.title} · ${report.subtitle}`)}</title>
<style>
${fontCss}
body{font-family:'Noto Sans Lao',sans-serif;font-size:11px;color:#222;margin:0}
h1{font-size:20px;margin:0 0 4px}
h2{font-size:14px;margin:18px 0 6px;border-bottom:1px solid #ccc;padding-bottom:2px}
.sub{color:#555;margin:0 0 10px}
.cards{display:flex;gap:8px;margin:10px 0}
.card{flex:1;border:1px solid #ddd;border-radius:4px;padding:6px;text-align:center}
.card .value{font-size:18px;font-weight:700}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ddd;padding:3px 5px;text-align:left;vertical-align:top}
th{background:#f4f4f4}
td.num{text-align:right}
.none,.note{color:#666}
section{page-break-inside:avoid}
</style></head>
<body>
<p class="sub">${escapeHtml(w.ministry)}</p>
<h1>${escapeHtml(report.title)}</h1>
<p class="sub">${escapeHtml(report.subtitle)} · ${escapeHtml(w.generated)} ${escapeHtml(generatedAt)}</p>
<div class="cards">${cards}</div>
<section><h2>${escapeHtml(w.figures)}</h2>
${table(
  [w.figure, w.value],
  figureRows(report).map(([label, value]) => [label, fmt(value)]),
  w.none,
)}
<p class="note">${escapeHtml(w.note)}</p></section>
<section><h2>${escapeHtml(w.daily)}</h2>${dailyChart(report.daily)}</section>
<section><h2>${escapeHtml(w.byType)}</h2>${barChart(report.byType) || `<p class="none">${escapeHtml(w.none)}</p>`}</section>
<section><h2>${escapeHtml(w.topCompanies)}</h2>${barChart(report.topCompanies) || `<p class="none">${escapeHtml(w.none)}</p>`}</section>
<section><h2>${escapeHtml(w.decided)}</h2>
${table(
  [w.caseNumber, w.company, w.decidedOn, w.measures, w.fineKip],
  report.casesDecided.map((c) => [
    c.caseNumber,
    c.company,
    c.decidedOn,
    c.measures,
    c.fineKip === null ? null : number(c.fineKip),
  ]),
  w.none,
)}</section>
<section><h2>${escapeHtml(w.removals)}</h2>
${table(
  [w.caseNumber, w.company, w.item, w.verifiedOn, w.days],
  report.removals.map((r) => [r.caseNumber, r.company, r.item, r.verifiedOn, r.days]),
  w.none,
)}</section>
</body></html>`;
}
