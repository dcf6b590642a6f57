/**
 * The notice letter of an enforcement case (issue 13 point 3), pure: an editor's template (subject and body, per
 * variant and language) filled with the case's facts into a whole HTML document that Chromium prints to PDF.
 *
 * Templates are plain text. A blank line starts a paragraph; a single line break stays a line break. Placeholders
 * `{{name}}` (spaces inside the braces allowed):
 *   {{company}} {{caseNumber}} {{date}} (the letter's date) {{responseDueOn}} (the answer deadline) {{ministry}}
 *   {{variant}} (the law the letter rests on) — replaced by text;
 *   {{items}} (the evidence table) and {{codes}} (the violated codes with their legal references) — replaced by a
 *   block, which ends the paragraph it stands in.
 * Every value and every word of the template is HTML-escaped: a template or a company name cannot inject markup.
 * An unknown placeholder stays as written, so an editor sees the typo in the preview. A letter whose template lost
 * {{items}} or {{codes}} still carries them, in an annex at its end: the evidence is never left out.
 */
import type { NoticeLanguage, Variant } from '@lcmdp/contract';

export type { NoticeLanguage };

export const NOTICE_PLACEHOLDERS = [
  'company',
  'caseNumber',
  'date',
  'responseDueOn',
  'items',
  'codes',
  'ministry',
  'variant',
] as const;
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];

/** One item of the case as the letter shows its evidence. */
export interface NoticeEvidence {
  kind: 'detection' | 'report';
  brand?: string | null;
  /** The page the ad was on. */
  link?: string | null;
  /** When it was captured (ISO timestamp) or observed (a day `YYYY-MM-DD`). */
  capturedAt?: string | null;
  /** The SHA-256 of the screenshot (or photo) shown. */
  sha256?: string | null;
  /** The screenshot as a data: URL (PNG, JPEG or WebP, base64); anything else is left out. */
  screenshot?: string | null;
}

/** A violated code, its name and legal reference in the letter's language. */
export interface NoticeCode {
  code: string;
  name?: string | null;
  legalReference?: string | null;
}

export interface NoticeTemplateText {
  subject: string;
  body: string;
}

export interface NoticeLetterFacts {
  language: NoticeLanguage;
  variant: Variant;
  caseNumber: string;
  company: string;
  /** The letter's date, `YYYY-MM-DD`. */
  date: string;
  /** The day the company must answer by, `YYYY-MM-DD`. */
  responseDueOn: string;
  items: readonly NoticeEvidence[];
  codes: readonly NoticeCode[];
}

const LAO_MONTHS = [
  'ມັງກອນ',
  'ກຸມພາ',
  'ມີນາ',
  'ເມສາ',
  'ພຶດສະພາ',
  'ມິຖຸນາ',
  'ກໍລະກົດ',
  'ສິງຫາ',
  'ກັນຍາ',
  'ຕຸລາ',
  'ພະຈິກ',
  'ທັນວາ',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The words of the letter around the template, per language. */
const WORDS = {
  lo: {
    state: 'ສາທາລະນະລັດ ປະຊາທິປະໄຕ ປະຊາຊົນລາວ',
    motto: 'ສັນຕິພາບ ເອກະລາດ ປະຊາທິປະໄຕ ເອກະພາບ ວັດທະນາຖາວອນ',
    ministry: 'ກະຊວງສາທາລະນະສຸກ ສປປ ລາວ',
    number: 'ເລກທີ',
    dated: 'ວັນທີ',
    variant: {
      international: 'ຫຼັກເກນສາກົນວ່າດ້ວຍການຕະຫຼາດອາຫານທົດແທນນົມແມ່ ແລະ ມະຕິຂອງສະມັດຊາອະນາໄມໂລກ',
      laos: 'ດຳລັດ ເລກທີ 472/ນຍ ວ່າດ້ວຍການຄຸ້ມຄອງການຕະຫຼາດອາຫານທົດແທນນົມແມ່',
    },
    kind: { detection: 'ການກວດພົບ', report: 'ການລາຍງານ' },
    evidence: ['ລຳດັບ', 'ພາບໜ້າຈໍ', 'ລິ້ງ', 'ເວລາບັນທຶກ', 'SHA-256'],
    codes: ['ລະຫັດ', 'ການລະເມີດ', 'ອ້າງອີງທາງກົດໝາຍ'],
    noPicture: 'ບໍ່ມີພາບ',
    noItems: 'ບໍ່ມີຫຼັກຖານທີ່ບັນທຶກໄວ້',
    noCodes: 'ຍັງບໍ່ໄດ້ລະບຸລະຫັດການລະເມີດ',
    annex: 'ເອກະສານຊ້ອນທ້າຍ',
    laoTime: 'ເວລາລາວ',
  },
  en: {
    state: "Lao People's Democratic Republic",
    motto: 'Peace Independence Democracy Unity Prosperity',
    ministry: 'Ministry of Health, Lao PDR',
    number: 'No.',
    dated: 'Date',
    variant: {
      international: 'International Code of Marketing of Breast-milk Substitutes and the World Health Assembly resolutions',
      laos: 'Decree 472/PM on the Marketing of Breast-milk Substitutes',
    },
    kind: { detection: 'Detection', report: 'Report' },
    evidence: ['No.', 'Screenshot', 'Link', 'Captured', 'SHA-256'],
    codes: ['Code', 'Violation', 'Legal reference'],
    noPicture: 'No picture',
    noItems: 'No evidence recorded',
    noCodes: 'No violation code recorded yet',
    annex: 'Annex',
    laoTime: 'Lao time',
  },
} as const;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A day `YYYY-MM-DD` written out in the language: "27 ພະຈິກ 2026", "27 November 2026". */
export function writtenDate(day: string, language: NoticeLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const months = language === 'lo' ? LAO_MONTHS : ENGLISH_MONTHS;
  const name = months[Number(month) - 1];
  return name ? `${Number(date)} ${name} ${year}` : day;
}

/** A capture time: a timestamp in Lao time (UTC+7) with its day written out, or a bare day. */
export function writtenMoment(value: string, language: NoticeLanguage): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return writtenDate(value, language);
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  const lao = new Date(t + 7 * 3_600_000).toISOString();
  return `${writtenDate(lao.slice(0, 10), language)}, ${lao.slice(11, 16)} (${WORDS[language].laoTime})`;
}

const SCREENSHOT = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

function evidenceTable(items: readonly NoticeEvidence[], language: NoticeLanguage): string {
  const words = WORDS[language];
  if (!items.length) return `<p class="none">${escapeHtml(words.noItems)}</p>`;
  const head = words.evidence.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const rows = items.map((item, i) => {
    const label = [`${i + 1}. ${words.kind[item.kind]}`, item.brand?.trim()].filter(Boolean).join(' · ');
    const picture =
      item.screenshot && SCREENSHOT.test(item.screenshot)
        ? `<img src="${item.screenshot}" alt="">`
        : `<span class="none">${escapeHtml(words.noPicture)}</span>`;
    return (
      `<tr><td>${escapeHtml(label)}</td><td class="shot">${picture}</td>` +
      `<td class="link">${escapeHtml(item.link?.trim() || '—')}</td>` +
      `<td>${escapeHtml(item.capturedAt ? writtenMoment(item.capturedAt, language) : '—')}</td>` +
      `<td class="hash">${escapeHtml(item.sha256 || '—')}</td></tr>`
    );
  });
  return `<table class="evidence"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function codeTable(codes: readonly NoticeCode[], language: NoticeLanguage): string {
  const words = WORDS[language];
  if (!codes.length) return `<p class="none">${escapeHtml(words.noCodes)}</p>`;
  const head = words.codes.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const rows = codes.map(
    (c) =>
      `<tr><td class="code">${escapeHtml(c.code)}</td><td>${escapeHtml(c.name?.trim() || '—')}</td>` +
      `<td>${escapeHtml(c.legalReference?.trim() || '—')}</td></tr>`,
  );
  return `<table class="codes"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The text each inline placeholder stands for (not yet escaped). */
function inlineValues(facts: NoticeLetterFacts): Record<Exclude<NoticePlaceholder, 'items' | 'codes'>, string> {
  const words = WORDS[facts.language];
  return {
    company: facts.company.trim() || '—',
    caseNumber: facts.caseNumber,
    date: writtenDate(facts.date, facts.language),
    responseDueOn: writtenDate(facts.responseDueOn, facts.language),
    ministry: words.ministry,
    variant: words.variant[facts.variant],
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The subject line, filled (text, not HTML): blocks stand for their codes, or the number of items. */
export function fillSubject(subject: string, facts: NoticeLetterFacts): string {
  const values: Record<string, string> = {
    ...inlineValues(facts),
    codes: facts.codes.map((c) => c.code).join(', '),
    items: String(facts.items.length),
  };
  return subject.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole).trim();
}

/** The body as HTML: paragraphs, line breaks, inline values and the two blocks; reports the blocks it placed. */
function fillBody(body: string, facts: NoticeLetterFacts): { html: string; placed: Set<string> } {
  const values: Record<string, string> = inlineValues(facts);
  const blocks: Record<string, () => string> = {
    items: () => evidenceTable(facts.items, facts.language),
    codes: () => codeTable(facts.codes, facts.language),
  };
  const placed = new Set<string>();
  const out: string[] = [];
  for (const paragraph of body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let inline = '';
    const flush = () => {
      const text = inline.replace(/^(<br>|\s)+|(<br>|\s)+$/g, '');
      if (text) out.push(`<p>${text}</p>`);
      inline = '';
    };
    let last = 0;
    for (const match of paragraph.matchAll(PLACEHOLDER)) {
      inline += escapeHtml(paragraph.slice(last, match.index)).replace(/\n/g, '<br>');
      last = match.index + match[0].length;
      const name = match[1];
      if (blocks[name]) {
        flush();
        out.push(blocks[name]());
        placed.add(name);
      } else if (name in values) inline += escapeHtml(values[name]);
      else inline += escapeHtml(match[0]);
    }
    inline += escapeHtml(paragraph.slice(last)).replace(/\n/g, '<br>');
    flush();
  }
  return { html: out.join('\n'), placed };
}

const STYLE = `
@page { size: A4; }
body { font-family: 'Noto Sans Lao', sans-serif; font-size: 11pt; line-height: 1.55; color: #111; }
.head { text-align: center; margin-bottom: 14pt; }
.head .state { font-weight: 700; }
.head .ministry { margin-top: 8pt; font-weight: 700; }
.ref { display: flex; justify-content: space-between; margin-bottom: 10pt; }
h1 { font-size: 14pt; text-align: center; margin: 12pt 0; }
p { margin: 0 0 8pt; }
table { width: 100%; border-collapse: collapse; margin: 6pt 0 12pt; font-size: 9pt; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #777; padding: 3pt 4pt; vertical-align: top; text-align: left; }
th { background: #eee; }
table.evidence th:nth-child(1) { width: 15%; }
table.evidence th:nth-child(2) { width: 27%; }
table.evidence th:nth-child(3) { width: 20%; }
table.evidence th:nth-child(4) { width: 15%; }
table.codes th:nth-child(1) { width: 16%; }
td.shot img { max-width: 100%; max-height: 60mm; }
td.link, td.hash { word-break: break-all; }
td.hash { font-family: monospace; font-size: 8pt; }
.none { color: #666; font-style: italic; }
h2 { font-size: 12pt; margin-top: 16pt; }
`;

/**
 * The whole HTML document of a notice letter. `fontCss` is the embedded font's @font-face rules (trusted: the
 * printer's own); everything else is escaped.
 */
export function noticeLetterHtml(template: NoticeTemplateText, facts: NoticeLetterFacts, fontCss = ''): string {
  const words = WORDS[facts.language];
  const subject = fillSubject(template.subject, facts);
  const { html, placed } = fillBody(template.body, facts);
  const annex: string[] = [];
  if (!placed.has('items')) annex.push(evidenceTable(facts.items, facts.language));
  if (!placed.has('codes')) annex.push(codeTable(facts.codes, facts.language));
  return [
    '<!doctype html>',
    `<html lang="${facts.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title>`,
    `<style>${fontCss}\n${STYLE}</style></head><body>`,
    `<div class="head"><div class="state">${escapeHtml(words.state)}</div><div>${escapeHtml(words.motto)}</div>`,
    `<div class="ministry">${escapeHtml(words.ministry)}</div></div>`,
    `<div class="ref"><span>${escapeHtml(words.number)} ${escapeHtml(facts.caseNumber)}</span>`,
    `<span>${escapeHtml(words.dated)} ${escapeHtml(writtenDate(facts.date, facts.language))}</span></div>`,
    `<h1>${escapeHtml(subject)}</h1>`,
    html,
    annex.length ? `<h2>${escapeHtml(words.annex)}</h2>\n${annex.join('\n')}` : '',
    '</body></html>',
  ].join('\n');
}

/** The file a letter is downloaded and kept as: notice-INT-2026-0001-lo.pdf. */
export function noticeFileName(caseNumber: string, language: NoticeLanguage): string {
  const safe = caseNumber.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `notice-${safe || 'case'}-${language}.pdf`;
}

/**
 * The templates the catalogue seed creates when a variant has none (editors change them in the admin; the seed
 * never overwrites one). Also what a letter falls back to if an editor deleted a variant's template.
 */
export const DEFAULT_NOTICE_TEMPLATES: Record<Variant, Record<NoticeLanguage, NoticeTemplateText>> = {
  international: {
    lo: {
      subject: 'ແຈ້ງການກ່ຽວກັບການລະເມີດ {{caseNumber}}: ການຕະຫຼາດອາຫານທົດແທນນົມແມ່',
      body: [
        'ຮຽນ: {{company}}',
        'ກະຊວງສາທາລະນະສຸກ ໄດ້ກວດພົບວ່າ ການໂຄສະນາ ຫຼື ການສົ່ງເສີມການຂາຍ ທີ່ກ່ຽວຂ້ອງກັບບໍລິສັດຂອງທ່ານ ໄດ້ລະເມີດ{{variant}} ເຊິ່ງ ສປປ ລາວ ນຳໃຊ້. ຫຼັກຖານທີ່ໄດ້ເກັບກຳມີດັ່ງລຸ່ມນີ້:',
        '{{items}}',
        'ຂໍ້ກຳນົດທີ່ຖືກລະເມີດມີດັ່ງນີ້:',
        '{{codes}}',
        'ຂໍໃຫ້ທ່ານຢຸດ ແລະ ຖອດຖອນການໂຄສະນາ ຫຼື ການສົ່ງເສີມການຂາຍດັ່ງກ່າວ ແລະ ຕອບແຈ້ງການສະບັບນີ້ເປັນລາຍລັກອັກສອນ ພາຍໃນວັນທີ {{responseDueOn}} ໂດຍລະບຸມາດຕະການທີ່ໄດ້ປະຕິບັດ. ຖ້າບໍ່ໄດ້ຮັບຄຳຕອບພາຍໃນວັນທີດັ່ງກ່າວ, ກະຊວງອາດຈະຕັດສິນມາດຕະການ ໂດຍບໍ່ມີການແຈ້ງເຕືອນອີກ.',
        '{{ministry}}',
      ].join('\n\n'),
    },
    en: {
      subject: 'Notice of violation {{caseNumber}}: marketing of breast-milk substitutes',
      body: [
        'To: {{company}}',
        'The Ministry of Health has found that advertising or promotion attributed to your company breaches the {{variant}}, which the Lao PDR applies. The evidence collected is listed below:',
        '{{items}}',
        'The provisions breached are:',
        '{{codes}}',
        'You are required to stop and remove the advertising or promotion concerned and to answer this notice in writing by {{responseDueOn}}, stating the measures taken. Without an answer by that date, the Ministry may decide on measures without further notice.',
        '{{ministry}}',
      ].join('\n\n'),
    },
  },
  laos: {
    lo: {
      subject: 'ແຈ້ງການກ່ຽວກັບການລະເມີດ {{caseNumber}}: ການຕະຫຼາດອາຫານທົດແທນນົມແມ່',
      body: [
        'ຮຽນ: {{company}}',
        'ກະຊວງສາທາລະນະສຸກ ໄດ້ກວດພົບວ່າ ການໂຄສະນາ ຫຼື ການສົ່ງເສີມການຂາຍ ທີ່ກ່ຽວຂ້ອງກັບບໍລິສັດຂອງທ່ານ ໄດ້ລະເມີດ{{variant}}. ຫຼັກຖານທີ່ໄດ້ເກັບກຳມີດັ່ງລຸ່ມນີ້:',
        '{{items}}',
        'ມາດຕາທີ່ຖືກລະເມີດມີດັ່ງນີ້:',
        '{{codes}}',
        'ຂໍໃຫ້ທ່ານຢຸດ ແລະ ຖອດຖອນການໂຄສະນາ ຫຼື ການສົ່ງເສີມການຂາຍດັ່ງກ່າວ ແລະ ຕອບແຈ້ງການສະບັບນີ້ເປັນລາຍລັກອັກສອນ ພາຍໃນວັນທີ {{responseDueOn}} ໂດຍລະບຸມາດຕະການທີ່ໄດ້ປະຕິບັດ. ຖ້າບໍ່ໄດ້ຮັບຄຳຕອບພາຍໃນວັນທີດັ່ງກ່າວ, ກະຊວງອາດຈະຕັດສິນມາດຕະການຕາມດຳລັດ ໂດຍບໍ່ມີການແຈ້ງເຕືອນອີກ.',
        '{{ministry}}',
      ].join('\n\n'),
    },
    en: {
      subject: 'Notice of violation {{caseNumber}}: marketing of breast-milk substitutes',
      body: [
        'To: {{company}}',
        'The Ministry of Health has found that advertising or promotion attributed to your company breaches {{variant}}. The evidence collected is listed below:',
        '{{items}}',
        'The articles breached are:',
        '{{codes}}',
        'You are required to stop and remove the advertising or promotion concerned and to answer this notice in writing by {{responseDueOn}}, stating the measures taken. Without an answer by that date, the Ministry may decide on measures under the Decree without further notice.',
        '{{ministry}}',
      ].join('\n\n'),
    },
  },
};
