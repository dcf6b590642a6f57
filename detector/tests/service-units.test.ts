/** The service's pure parts: the address guard, merging readings into one answer, metrics text, error mapping. */
import { checkAddress, isPrivateAddress } from '../src/service/address-guard';
import { judgeTexts } from '../src/judge/answer';
import { sha256 } from '../src/sha256';
import { CaptureError, navigationError } from '../src/service/capture';
import { Metrics } from '../src/service/metrics';

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'ff02::1',
    'not-an-ip',
  ])('%s is not public', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '203.0.113.7', '2001:4860:4860::8888', '2a00:1450:4001::200e'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  const lookup = async (host: string) =>
    ({ 'shop.example': ['203.0.113.7'], 'intranet.example': ['203.0.113.8', '10.0.0.5'], 'v6.example': ['fd00::2'] })[host] ?? [];

  it('allows http(s) links to public hosts and refuses other schemes, private names and credentials', async () => {
    const ok = await checkAddress('https://shop.example/p?id=1', { allowPrivateHosts: false, lookup });
    expect(ok.ok).toBe(true);
    for (const [url, reason] of [
      ['file:///etc/passwd', 'scheme'],
      ['ftp://shop.example/x', 'scheme'],
      ['javascript:alert(1)', 'scheme'],
      ['http://intranet.example/', 'private'],
      ['http://v6.example/', 'private'],
      ['http://[::ffff:10.0.0.1]/', 'private'],
      ['http://2130706433/', 'private'], // 127.0.0.1 written as a number
      ['http://0x7f.1/', 'private'],
      ['http://nowhere.example/', 'unresolved'],
      ['http://user:pw@shop.example/', 'invalid'],
      ['not a link', 'invalid'],
    ] as const) {
      const result = await checkAddress(url, { allowPrivateHosts: false, lookup });
      expect({ url, reason: result.ok ? 'ok' : result.reason }).toEqual({ url, reason });
    }
  });

  it('lets private hosts through only when allowed, never other schemes', async () => {
    expect((await checkAddress('http://127.0.0.1:8080/feed', { allowPrivateHosts: true, lookup })).ok).toBe(true);
    expect((await checkAddress('file:///etc/passwd', { allowPrivateHosts: true, lookup })).ok).toBe(false);
  });
});

describe('judging the texts of a check', () => {
  it('finds a promotion split between the typed text and the image, and explains where each term was', () => {
    const { answer, normalised } = judgeTexts(
      [
        { where: 'text', text: 'Similac ສູດ 1 ສຳລັບເດັກ 0-6 ເດືອນ' },
        { where: 'image', name: 'price.png', text: 'ລາຄາ 305,000 ກີບ ສົ່ງຟຣີ' },
      ],
      'laos',
    );
    expect(answer.status).toBe('suspected_violation');
    expect(answer.groups).toContain('promotion_to_public');
    expect(answer.product).toBe('infant_formula');
    expect(answer.codes.every((c) => c.startsWith('LA-'))).toBe(true);
    expect(normalised).toHaveLength(2);
    for (const match of answer.matches) {
      expect(match.excerpt).toContain(match.found);
      if (match.group) expect(match.codes.length).toBeGreaterThan(0);
    }
  });

  it('names the image a match was found in and keeps codes of the match group only', () => {
    const { answer } = judgeTexts(
      [{ where: 'image', name: 'ad.png', text: 'Dumex ສູດ 1 ສຳລັບເດັກແຮກເກີດ ລາຄາພິເສດ 250,000 ກີບ ແຖມຂວດນົມ' }],
      'international',
    );
    expect(answer.suspected).toBe(true);
    expect(answer.matches.some((m) => m.where === 'image' && m.image === 'ad.png')).toBe(true);
    expect(answer.codes.every((c) => c.startsWith('INT-'))).toBe(true);
    for (const match of answer.matches) {
      for (const code of match.codes) expect(answer.codes).toContain(code);
    }
  });

  it('gives a harmless or empty check as not suspected, without matches', () => {
    const harmless = judgeTexts(
      [{ where: 'page', text: 'Exclusive breastfeeding for six months, says the Ministry of Health.' }],
      'laos',
    );
    expect(harmless.answer).toMatchObject({ status: 'non_violation', suspected: false, groups: [], codes: [], matches: [] });
    const empty = judgeTexts([{ where: 'text', text: '  ' }], 'laos');
    expect(empty.answer.suspected).toBe(false);
    expect(empty.normalised).toEqual(['']);
  });
});

describe('metrics and errors', () => {
  it('writes counters and the up gauge in the Prometheus text format', () => {
    const metrics = new Metrics();
    metrics.inc('detector_checks_total', { kind: 'url', outcome: 'non_violation' });
    metrics.inc('detector_checks_total', { kind: 'url', outcome: 'non_violation' });
    metrics.inc('detector_ocr_seconds_total', {}, 0.25);
    const text = metrics.render();
    expect(text).toContain('# TYPE detector_checks_total counter');
    expect(text).toContain('detector_checks_total{kind="url",outcome="non_violation"} 2');
    expect(text).toContain('detector_ocr_seconds_total 0.25');
    expect(text).toContain('detector_pages_captured_total 0');
    expect(text).toContain('detector_up 1');
  });

  it('maps browser failures to clear statuses', () => {
    expect(navigationError(new Error('page.goto: net::ERR_TOO_MANY_REDIRECTS at http://x/'), 20).status).toBe(422);
    const timeout = Object.assign(new Error('page.goto: Timeout 20000ms exceeded.'), { name: 'TimeoutError' });
    expect(navigationError(timeout, 20)).toEqual(new CaptureError(504, 'The page did not load within 20 s'));
    expect(navigationError(new Error('net::ERR_CONNECTION_REFUSED'), 20).message).toMatch(/ERR_CONNECTION_REFUSED/);
    expect(navigationError(new Error('Download is starting'), 20).status).toBe(422);
  });

  it('hashes evidence with SHA-256', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
