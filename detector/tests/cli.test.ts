import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DETECTOR = path.resolve(__dirname, '..');
const REPO = path.resolve(DETECTOR, '..');

/** Runs a detector command as `npm run <command> -w @lcmdp/detector -- …` would, from another folder. */
function detectorCommand(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [path.join(DETECTOR, 'bin/run.cjs'), ...args], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: os.tmpdir(), ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Runs `classify --input FILE` from another folder, so relative image paths must resolve against FILE's folder. */
function classify(file: string, env: NodeJS.ProcessEnv = {}) {
  const result = detectorCommand(['classify', '--input', file], env);
  return { ...result, lines: result.stdout.split('\n').filter((l) => l !== '') };
}

describe('classify: the evaluation interface', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-classify-'));
    fs.mkdirSync(path.join(dir, 'imgs'));
    fs.copyFileSync(path.join(DETECTOR, 'data/images/files/img-tr-01.png'), path.join(dir, 'imgs/ad.png'));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers a large input on several threads exactly as on one, images and bad lines included, in input order', () => {
    const captions = fs
      .readFileSync(path.join(DETECTOR, 'data/texts/dev.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const extra = [
      JSON.stringify({ id: 'img', variant: 'laos', image: 'imgs/ad.png' }),
      'this is not json',
      JSON.stringify({ id: 'bad-variant', variant: 'mars', text: 'ນົມຜົງ' }),
    ];
    // Over the threshold for threads, with the odd lines in the middle of the first thread's share.
    const lines = [...captions.slice(0, 150), ...extra, ...captions.slice(150), ...captions.slice(0, 300)];
    const file = path.join(dir, 'large.jsonl');
    fs.writeFileSync(file, lines.join('\n') + '\n');

    const threaded = classify(file, { DETECTOR_CAPTION_THREADS: '2' });
    const single = classify(file, { DETECTOR_CAPTION_THREADS: '1' });
    expect(threaded.status).toBe(0);
    expect(threaded.stderr).toContain('captions on 2 threads');
    expect(single.stderr).toContain('captions on this thread');
    const withoutTimes = (output: string[]) => output.map((l) => l.replace(/"ms":\d+/, ''));
    expect(threaded.lines).toHaveLength(lines.length);
    expect(withoutTimes(threaded.lines)).toEqual(withoutTimes(single.lines));
    expect(threaded.lines.map((l) => JSON.parse(l).id)).toEqual(
      lines.map((l) => {
        try {
          return JSON.parse(l).id;
        } catch {
          return null;
        }
      }),
    );
  });

  it('writes one verdict line per input line, in input order, and nothing else on stdout', () => {
    const input = [
      { id: 't1', variant: 'laos', text: 'ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20% ສົ່ງຟຣີ ທັກແຊັດ' },
      'this is not json',
      { id: 'no-variant', text: 'ນົມຜົງ' },
      { id: 'img', variant: 'laos', image: 'imgs/ad.png' },
      { id: 'missing', variant: 'international', image: 'imgs/none.png' },
      '',
      { id: 't2', variant: 'international', text: 'World Breastfeeding Week: support mothers to breastfeed.' },
      // A labelled line fed as it is: its labels and other keys are ignored, not an error.
      {
        id: 'labelled',
        variant: 'laos',
        text: 'ນົມຜົງເດັກ ສູດ 1 ຫຼຸດລາຄາ 20%',
        suspected: true,
        groups: ['promotion_public'],
        writer: 'x',
      },
    ];
    const file = path.join(dir, 'input.jsonl');
    fs.writeFileSync(file, input.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');

    const result = classify(file);
    expect(result.status).toBe(0);
    const verdicts = result.lines.map((line) => JSON.parse(line));
    expect(verdicts.map((v) => v.id)).toEqual(['t1', null, 'no-variant', 'img', 'missing', 't2', 'labelled']);
    for (const v of verdicts) {
      expect(Object.keys(v)).toEqual(
        expect.arrayContaining(['id', 'suspected', 'score', 'groups', 'product', 'codes', 'matches']),
      );
      expect(v.score).toBeGreaterThanOrEqual(0);
      expect(v.score).toBeLessThanOrEqual(1);
    }

    const [t1, notJson, noVariant, img, missing, t2, labelled] = verdicts;
    expect(t1).toMatchObject({ suspected: true, product: 'infant_formula', groups: ['promotion_public'] });
    expect(t1.codes).toContain('LA-PP-04');
    expect(t1.matches.some((m: { found: string }) => m.found === 'ຫຼຸດລາຄາ')).toBe(true);
    expect(t1.model_version).toMatch(/^lr\d+-[0-9a-f]+$/);
    for (const bad of [notJson, noVariant, missing]) expect(bad).toMatchObject({ suspected: false, groups: [] });
    expect(notJson.error).toMatch(/not JSON/);
    expect(noVariant.error).toMatch(/variant/);
    expect(missing.error).toMatch(/image not found/);
    expect(img.error).toBeUndefined();
    expect(img).toMatchObject({ suspected: true, product: 'infant_formula' });
    expect(img.ocr.text).toContain('ກີບ');
    expect(t2).toMatchObject({ suspected: false, groups: [], codes: [] });
    expect(labelled.error).toBeUndefined();
    expect(labelled).toMatchObject({ suspected: true, product: 'infant_formula' });
    // Logs go to stderr.
    expect(result.stderr).toMatch(/classify: 7 inputs/);
  });

  it('prints no npm banner when run as the team runs it', () => {
    const file = path.join(dir, 'texts.jsonl');
    fs.writeFileSync(file, `${JSON.stringify({ id: 'a', variant: 'laos', text: 'ກາເຟ ຫຼຸດ 10%' })}\n`);
    const result = spawnSync('npm', ['run', '--silent', 'classify', '-w', 'detector', '--', '--input', file], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ id: 'a', suspected: false });
  });
});

describe("a new writer's set, scored before it joins a split", () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcmdp-fresh-'));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('render-ads draws the designs clean and hard; eval --input scores captions and pictures and records nothing', () => {
    const labels = { writer: 'z1', lang: 'en' as const, variant: 'international' as const };
    const designs = [
      {
        ...labels,
        id: 'z1-001',
        template: 'z1-t001',
        suspected: true,
        groups: ['promotion_public'],
        product: 'infant_formula',
        background: '#ffffff',
        lines: [
          { text: 'BUY 2 GET 1 FREE', size: 64, bold: true, color: '#b00020' },
          { text: 'BabyPro 1 infant formula', size: 48, color: '#1a1a1a' },
          { text: 'Free delivery today', size: 44, color: '#1a1a1a' },
        ],
      },
      {
        ...labels,
        id: 'z1-002',
        template: 'z1-t002',
        suspected: false,
        groups: [],
        product: 'none',
        background: '#ffffff',
        lines: [
          { text: 'World Breastfeeding Week', size: 56, bold: true, color: '#0b3d91' },
          { text: 'Breast milk is all', size: 48, color: '#1a1a1a' },
          { text: 'a baby needs to 6 months', size: 48, color: '#1a1a1a' },
        ],
      },
    ];
    fs.writeFileSync(path.join(dir, 'z1.json'), JSON.stringify(designs));
    const rendered = detectorCommand(['render-ads', '--designs', path.join(dir, 'z1.json'), '--out', path.join(dir, 'pictures')]);
    expect(rendered.stderr).toContain('render-ads: 4 images');
    expect(rendered.status).toBe(0);
    const pictures = fs
      .readFileSync(path.join(dir, 'pictures/images.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; image: string; render: string; ocr_truth: string });
    expect(pictures.map((p) => p.render)).toEqual(['clean', expect.not.stringMatching(/^clean$/), 'clean', expect.any(String)]);
    expect(pictures[0].ocr_truth).toBe('BUY 2 GET 1 FREE\nBabyPro 1 infant formula\nFree delivery today');
    for (const p of pictures) expect(fs.statSync(path.join(dir, 'pictures', p.image)).size).toBeGreaterThan(1000);

    const captions = [
      {
        ...labels,
        id: 'z1-c1',
        text: 'Stage 1 formula 0-6 months: buy 2 get 1 free, free delivery!',
        suspected: true,
        groups: ['promotion_public'],
        product: 'infant_formula',
      },
      {
        ...labels,
        id: 'z1-c2',
        text: 'How do I solve this maths formula for my homework?',
        suspected: false,
        groups: [],
        product: 'none',
      },
    ];
    fs.writeFileSync(path.join(dir, 'captions.jsonl'), captions.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const scores = path.join(DETECTOR, 'models/test-scores.json');
    const recordedBefore = fs.readFileSync(scores, 'utf8');
    const scored = detectorCommand([
      'eval',
      '--input',
      `${path.join(dir, 'captions.jsonl')},${path.join(dir, 'pictures/images.jsonl')}`,
    ]);
    expect(scored.status).toBe(0);
    expect(scored.stdout).toMatch(/captions \(.*captions\.jsonl\): 2 items/);
    expect(scored.stdout).toMatch(/suspected +P 1\.000 +R 1\.000 +F1 1\.000 +\(tp 1 fp 0 fn 0 tn 1\)/);
    expect(scored.stdout).toMatch(/ad images \(.*images\.jsonl\): 4 items/);
    expect(scored.stdout).toContain('OCR character error rate');
    expect(fs.readFileSync(scores, 'utf8')).toBe(recordedBefore);
  }, 120_000);
});
