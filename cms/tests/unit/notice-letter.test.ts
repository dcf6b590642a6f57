/** The notice letter's template fill: escaping, placeholders, blocks, dates in the letter's language. */
import {
  DEFAULT_NOTICE_TEMPLATES,
  fillSubject,
  noticeFileName,
  noticeLetterHtml,
  writtenDate,
  writtenMoment,
  type NoticeLetterFacts,
} from '../../src/domain/notice-letter';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SHA = 'a'.repeat(64);

const facts = (over: Partial<NoticeLetterFacts> = {}): NoticeLetterFacts => ({
  language: 'en',
  variant: 'laos',
  caseNumber: 'LA-2026-0007',
  company: 'Mekong Nutrition Co.',
  date: '2026-11-27',
  responseDueOn: '2026-12-11',
  items: [
    {
      kind: 'detection',
      brand: 'DemoMilk Gold',
      link: 'https://shop.example.org/item/1',
      capturedAt: '2026-11-20T03:04:00.000Z',
      sha256: SHA,
      screenshot: PNG,
    },
  ],
  codes: [{ code: 'LA-PT-01', name: 'Promotion to the public', legalReference: 'Decree 472/PM Art. 9' }],
  ...over,
});

describe('writtenDate / writtenMoment', () => {
  it('writes a day in Lao or English', () => {
    expect(writtenDate('2026-12-11', 'en')).toBe('11 December 2026');
    expect(writtenDate('2026-12-11', 'lo')).toBe('11 ທັນວາ 2026');
    expect(writtenDate('not a day', 'en')).toBe('not a day');
  });

  it('writes a capture time in Lao time (UTC+7), crossing midnight', () => {
    expect(writtenMoment('2026-11-20T18:30:00.000Z', 'en')).toBe('21 November 2026, 01:30 (Lao time)');
    expect(writtenMoment('2026-11-20T03:04:00.000Z', 'lo')).toBe('20 ພະຈິກ 2026, 10:04 (ເວລາລາວ)');
    expect(writtenMoment('2026-10-01', 'lo')).toBe('1 ຕຸລາ 2026');
  });
});

describe('noticeLetterHtml', () => {
  it('fills the inline placeholders (spaces inside the braces too) and the evidence and code blocks', () => {
    const html = noticeLetterHtml(
      { subject: 'Notice {{caseNumber}}', body: 'To {{ company }}\nby {{responseDueOn}}\n\n{{items}}\n\n{{codes}}' },
      facts(),
    );
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Notice LA-2026-0007</h1>');
    expect(html).toContain('<p>To Mekong Nutrition Co.<br>by 11 December 2026</p>');
    expect(html).toContain(`<img src="${PNG}"`);
    expect(html).toContain('https://shop.example.org/item/1');
    expect(html).toContain('20 November 2026, 10:04 (Lao time)');
    expect(html).toContain(SHA);
    expect(html).toContain('<td class="code">LA-PT-01</td><td>Promotion to the public</td><td>Decree 472/PM Art. 9</td>');
    // Both blocks were placed: no annex.
    expect(html).not.toContain('Annex');
  });

  it('escapes every value and every word of the template', () => {
    const html = noticeLetterHtml(
      { subject: '<b>{{company}}</b>', body: '<script>alert(1)</script> {{company}} & co\n\n{{items}}{{codes}}' },
      facts({
        company: '"Evil" <img src=x onerror=alert(1)>',
        items: [{ kind: 'report', link: 'javascript:alert("x")</td>', sha256: '<b>', capturedAt: null, screenshot: null }],
        codes: [{ code: '<i>X</i>', name: "O'Brien & <Sons>", legalReference: '</table>' }],
      }),
    );
    expect(html).not.toMatch(/<script|<img src=x|<b>|<i>X|<\/table><\/td>|<Sons>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Evil&quot; &lt;img src=x onerror=alert(1)&gt; &amp; co');
    expect(html).toContain('<title>&lt;b&gt;&quot;Evil&quot; &lt;img src=x onerror=alert(1)&gt;&lt;/b&gt;</title>');
    expect(html).toContain('javascript:alert(&quot;x&quot;)&lt;/td&gt;');
    expect(html).toContain('O&#39;Brien &amp; &lt;Sons&gt;');
  });

  it('shows no picture rather than a screenshot that is not an image data: URL', () => {
    for (const screenshot of ['http://127.0.0.1:9/shot.png', 'data:text/html;base64,PGI+', `${PNG}" onload="x`]) {
      const html = noticeLetterHtml({ subject: 's', body: '{{items}}' }, facts({ items: [{ kind: 'detection', screenshot }] }));
      expect(html).not.toContain('<img');
      expect(html).toContain('No picture');
    }
  });

  it('writes dashes and notes for missing values, and leaves an unknown placeholder as written', () => {
    const html = noticeLetterHtml(
      { subject: 'S', body: 'To {{company}} {{companny}}\n\n{{items}}\n\n{{codes}}' },
      facts({ company: '  ', items: [{ kind: 'detection' }], codes: [] }),
    );
    expect(html).toContain('<p>To — {{companny}}</p>');
    expect(html).toContain('<td>1. Detection</td><td class="shot"><span class="none">No picture</span></td>');
    expect(html).toContain('<td class="link">—</td><td>—</td><td class="hash">—</td>');
    expect(html).toContain('No violation code recorded yet');
    const noItems = noticeLetterHtml({ subject: 'S', body: '{{items}}' }, facts({ items: [], language: 'lo' }));
    expect(noItems).toContain('ບໍ່ມີຫຼັກຖານທີ່ບັນທຶກໄວ້');
  });

  it('puts the evidence and the codes in an annex when the template lost their placeholders', () => {
    const html = noticeLetterHtml({ subject: 'S', body: 'Only words.' }, facts());
    expect(html).toContain('<h2>Annex</h2>');
    expect(html.indexOf('Only words.')).toBeLessThan(html.indexOf('<table class="evidence">'));
    expect(html).toContain('<table class="codes">');
  });

  it('writes the Lao letter with Lao words, Lao dates and the embedded font rules', () => {
    const html = noticeLetterHtml(
      DEFAULT_NOTICE_TEMPLATES.laos.lo,
      facts({ language: 'lo', codes: [{ code: 'LA-PT-01', name: 'ການໂຄສະນາ', legalReference: 'ດຳລັດ 472/ນຍ ມາດຕາ 9' }] }),
      '@font-face{font-family:"Noto Sans Lao"}',
    );
    expect(html).toContain('<html lang="lo">');
    expect(html).toContain('@font-face{font-family:"Noto Sans Lao"}');
    expect(html).toContain('ຮຽນ: Mekong Nutrition Co.');
    expect(html).toContain('ພາຍໃນວັນທີ 11 ທັນວາ 2026');
    expect(html).toContain('ດຳລັດ 472/ນຍ ມາດຕາ 9');
    expect(html).toContain('ກະຊວງສາທາລະນະສຸກ ສປປ ລາວ');
    expect(html).not.toContain('{{');
  });

  it('fills every default template without a placeholder left over', () => {
    for (const variant of ['international', 'laos'] as const) {
      for (const language of ['lo', 'en'] as const) {
        const html = noticeLetterHtml(DEFAULT_NOTICE_TEMPLATES[variant][language], facts({ variant, language }));
        expect(html).not.toContain('{{');
        expect(html).not.toContain('Annex');
        expect(html).not.toContain('ເອກະສານຊ້ອນທ້າຍ');
      }
    }
  });
});

describe('fillSubject / noticeFileName', () => {
  it('fills the subject as text, blocks standing for their codes and the number of items', () => {
    expect(fillSubject('{{caseNumber}} {{codes}} ({{items}}) {{nope}}', facts())).toBe('LA-2026-0007 LA-PT-01 (1) {{nope}}');
  });

  it('names the file by the case number and language only', () => {
    expect(noticeFileName('INT-2026-0012', 'lo')).toBe('notice-INT-2026-0012-lo.pdf');
    expect(noticeFileName('A/B "x"', 'en')).toBe('notice-A-B-x-en.pdf');
  });
});
