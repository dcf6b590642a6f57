import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { characterErrors } from '../src/evaluation/cer';
import { findEvidence } from '../src/understand/evidence';
import { createOcrEngine, type OcrEngine, type OcrTuning } from '../src/understand/ocr';

describe('OCR (tesseract.js, npm Lao + English models, offline)', () => {
  let engine: OcrEngine;

  beforeAll(async () => {
    engine = await createOcrEngine({
      workers: 1,
      tessdataDir: path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test'),
      pageSegMode: '6',
    });
  });

  afterAll(async () => engine.close());

  it('reads a Lao ad well enough for the rules to find the product, its stage and the price', async () => {
    const result = await engine.recognise(path.resolve(__dirname, '../data/images/files/img-tr-01.png'));
    const evidence = findEvidence(result.text, 'image_ocr');
    expect(evidence.cues.get('product.milk_powder')?.length).toBeGreaterThan(0);
    expect(evidence.cues.get('product.infant_stage')?.length).toBeGreaterThan(0);
    expect(evidence.cues.get('promo.sale')?.length).toBeGreaterThan(0);
    expect(evidence.brands.map((b) => b.brand.key)).toContain('daonoy_formula');
    expect(result.confidence).toBeGreaterThan(50);
  });
});

describe('OCR second pass on weak lines (re-read from an enlarged crop)', () => {
  /** A badge: white Lao and English text on a red band over a dark navy picture, a pale label beside it. */
  async function badgePicture(): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500">
      <rect width="1000" height="500" fill="#1c1d3a"/>
      <rect width="1000" height="40" fill="#d62a2a"/>
      <text x="60" y="48" font-family="Noto Sans Lao" font-weight="bold" font-size="30" fill="#ffd166">ໄລຟ໌ສົດ ຄືນນີ້ 8 ໂມງແລງ</text>
      <rect x="40" y="70" width="560" height="90" rx="14" fill="#d62a2a"/>
      <text x="60" y="135" font-family="Noto Sans Lao" font-weight="bold" font-size="52" fill="#ffffff">ຊື້ 2 ແຖມ 1 FREE</text>
      <rect x="660" y="140" width="280" height="320" rx="16" fill="#f3f3f3" stroke="#888888" stroke-width="4"/>
      <rect x="660" y="250" width="280" height="120" fill="#2b6cb0"/>
      <text x="60" y="320" font-family="Noto Sans Lao" font-size="34" fill="#b8dcea">ສົ່ງຟຣີ ທົ່ວແຂວງ ສະຫວັນ</text>
      <text x="730" y="320" font-family="Noto Sans Lao" font-weight="bold" font-size="28" fill="#ffffff">ດາວນ້ອຍ 1</text>
    </svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const drawn = 'ໄລຟ໌ສົດ ຄືນນີ້ 8 ໂມງແລງ\nຊື້ 2 ແຖມ 1 FREE\nສົ່ງຟຣີ ທົ່ວແຂວງ ສະຫວັນ\nດາວນ້ອຍ 1';

  it('reads the badge at least as well as the first pass alone, and keeps the more confident reading', async () => {
    const picture = await badgePicture();
    const tessdataDir = path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test');
    const read = async (rereadBelow: number) => {
      // The navy picture as drawn (not inverted whole, which the default does to dark pictures): the line pass alone.
      const engine = await createOcrEngine({
        workers: 1,
        tessdataDir,
        pageSegMode: '6',
        tuning: { rereadBelow, invertBelow: 0 },
      });
      try {
        return await engine.recognise(picture);
      } finally {
        await engine.close();
      }
    };
    const once = await read(0);
    // Every line is read again (confidence is at most 100): the engine keeps, line by line, the better reading.
    const twice = await read(101);
    const errors = (text: string) => characterErrors(drawn, text).errors;
    expect(errors(twice.text)).toBeLessThanOrEqual(errors(once.text));
    expect(twice.text).toContain('ແຖມ');
    expect(twice.text).toContain('FREE');
  });
});

describe('OCR of badges and bands (light text on a coloured shape)', () => {
  /** Dark Lao lines on a pale picture, a claim on a blue badge and a pack with its name on a band (as the ads are drawn). */
  async function adPicture(): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">
      <rect width="1000" height="700" fill="#e3f2fd"/>
      <text x="60" y="170" font-family="Noto Sans Lao" font-weight="bold" font-size="60" fill="#0d47a1">ນົມຜົງ ດາວນ້ອຍ ສູດ 2</text>
      <rect x="40" y="270" width="560" height="72" rx="12" fill="#1565c0"/>
      <text x="60" y="325" font-family="Noto Sans Lao" font-weight="bold" font-size="52" fill="#ffffff">ໃກ້ຄຽງນົມແມ່ ທີ່ສຸດ</text>
      <text x="60" y="400" font-family="Noto Sans Lao" font-size="34" fill="#0d47a1">ສັ່ງຊື້ ທາງເພຈ ໄດ້ເລີຍ</text>
      <rect x="660" y="195" width="280" height="420" rx="16" fill="#f3f3f3" stroke="#888888" stroke-width="4"/>
      <rect x="660" y="322" width="280" height="126" fill="#2b6cb0"/>
      <text x="720" y="397" font-family="Noto Sans Lao" font-weight="bold" font-size="30" fill="#ffffff">ດາວນ້ອຍ 2</text>
    </svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  const badge = 'ໃກ້ຄຽງນົມແມ່ ທີ່ສຸດ';
  const drawn = `ນົມຜົງ ດາວນ້ອຍ ສູດ 2\n${badge}\nສັ່ງຊື້ ທາງເພຈ ໄດ້ເລີຍ\nດາວນ້ອຍ 2`;

  it('reads the badge and the band the first pass skips, and the whole picture better', async () => {
    const picture = await adPicture();
    const tessdataDir = path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test');
    const read = async (tuning: Partial<OcrTuning>) => {
      const engine = await createOcrEngine({ workers: 1, tessdataDir, pageSegMode: '6', tuning });
      try {
        return await engine.recognise(picture);
      } finally {
        await engine.close();
      }
    };
    const first = await read({ regionRead: 0, laoWordBelow: 0, rereadBelow: 0 });
    const withRegions = await read({ regionRead: 1, laoWordBelow: 80, rereadBelow: 0 });
    const errors = (truth: string, text: string) => characterErrors(truth, text);
    expect(errors(badge, withRegions.text).errors).toBeLessThan(errors(badge, first.text).errors);
    const badgeRate = (text: string) => errors(badge, text).errors / errors(badge, text).characters;
    // The first pass skips the badge (most of its line missing); its own reading misses at most a few marks.
    expect(badgeRate(first.text)).toBeGreaterThan(0.5);
    expect(badgeRate(withRegions.text)).toBeLessThan(0.4);
    // The pack's band too.
    expect(first.text).not.toContain('ດາວນ້ອຍ 2');
    expect(withRegions.text).toContain('ດາວນ້ອຍ 2');
    expect(errors(drawn, withRegions.text).errors).toBeLessThan(errors(drawn, first.text).errors);
    // The claim the badge carries is found by the rules in the picture's text.
    expect(findEvidence(withRegions.text, 'image_ocr').cues.get('claim.idealise')?.length).toBeGreaterThan(0);
  });
});

describe('OCR: Lao words the Lao+English model reads as Latin letters', () => {
  it('reads them again with the Lao model alone (a dev picture: ລູກໝາ was read "NUN")', async () => {
    const picture = path.resolve(__dirname, '../data/images/files/i2-089-clean.png');
    const drawn = 'ນົມຜົງ ລູກໝາ ລູກແມວ\nສູດ ສຳລັບສັດ 0-2 ເດືອນ\nແທນນົມແມ່ໝາ ໄດ້\nຫຼຸດ 10% ຮ້ານ ເພັດຊັອບ\nນົມລູກໝາ';
    const tessdataDir = path.join(os.tmpdir(), 'lcmdp-detector-tessdata-test');
    const read = async (laoWordBelow: number) => {
      const engine = await createOcrEngine({ workers: 1, tessdataDir, pageSegMode: '6', tuning: { laoWordBelow } });
      try {
        return await engine.recognise(picture);
      } finally {
        await engine.close();
      }
    };
    const latinOnly = await read(0);
    const laoWords = await read(80);
    const latinWords = (text: string) => text.split(/\s+/u).filter((w) => /[A-Za-z]/u.test(w)).length;
    expect(latinWords(laoWords.text)).toBeLessThan(latinWords(latinOnly.text));
    expect(characterErrors(drawn, laoWords.text).errors).toBeLessThan(characterErrors(drawn, latinOnly.text).errors);
  });
});
