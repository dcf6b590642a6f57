import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readDrawnSets, readPictureSplit, readPictureSplits } from '../src/data/picture-splits';
import { SPLITS, readSplitPlan } from '../src/data/splits';

function picture(id: string, writer: string) {
  return { id, variant: 'laos', image: `files/${id}.png`, suspected: false, groups: [], product: 'none', writer, template: id };
}

describe('pictures drawn by their writers with their own renderer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-splits-'));
    fs.writeFileSync(path.join(dir, 'test.jsonl'), `${JSON.stringify(picture('r-1', 'i5'))}\n`);
    fs.mkdirSync(path.join(dir, 'drawn/x1'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'drawn/x1/images.jsonl'),
      [picture('x1-1', 'x1'), picture('x1-2', 'x1')].map((p) => JSON.stringify(p)).join('\n'),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("join the split the plan gives their writer, after render-ads' pictures, with paths from their own folder", () => {
    const plan = { texts: {}, images: { i5: 'test', x1: 'test' } } as const;
    const test = readPictureSplit('test', dir, plan);
    expect(test.map((p) => p.id)).toEqual(['r-1', 'x1-1', 'x1-2']);
    expect(test[1].path).toBe(path.join(dir, 'drawn/x1/files/x1-1.png'));
    expect(readPictureSplit('train', dir, plan)).toEqual([]);
    expect(readPictureSplit('train', dir, { texts: {}, images: { x1: 'train' } }).map((p) => p.id)).toEqual(['x1-1', 'x1-2']);
  });

  it('refuses a drawn set whose writer the plan does not name, and a picture filed under another writer', () => {
    expect(() => readPictureSplit('test', dir, { texts: {}, images: {} })).toThrow(/x1/);
    fs.appendFileSync(path.join(dir, 'drawn/x1/images.jsonl'), `\n${JSON.stringify(picture('x2-1', 'x2'))}`);
    expect(() => readDrawnSets(dir)).toThrow(/x2-1: writer "x2" in drawn\/x1/);
  });

  it("the project's drawn sets are in the plan, every picture's file is there, and no id is in two splits", () => {
    const drawn = readDrawnSets();
    expect(drawn.length).toBeGreaterThan(0);
    for (const p of drawn) expect(fs.existsSync(p.path)).toBe(true);
    const plan = readSplitPlan();
    const ids = readPictureSplits(SPLITS, undefined, plan).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
