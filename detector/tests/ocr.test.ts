import os from 'node:os';
import path from 'node:path';

import { findEvidence } from '../src/understand/evidence';
import { createOcrEngine, type OcrEngine } from '../src/understand/ocr';

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
