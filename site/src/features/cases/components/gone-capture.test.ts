import type { RecaptureOutcome, WireCaseStep } from '@lcmdp/contract';
import { describe, expect, it } from 'vitest';
import { goneCaptureIndex } from './case-timeline';

const step = (name: WireCaseStep['step'], outcomes: RecaptureOutcome[] = []): WireCaseStep => ({
  step: name,
  stageAfter: 'decided',
  at: '2026-11-29T08:00:00.000Z',
  by: 'operator',
  note: null,
  details: name === 'recapture' ? { captures: outcomes.map((outcome, i) => ({ url: `https://p.example/${i}`, outcome })) } : {},
  files: [],
});

describe('goneCaptureIndex (the re-capture that offers "Removal verified")', () => {
  it('is the latest re-capture when every page it visited was gone', () => {
    expect(goneCaptureIndex([step('open'), step('decide'), step('recapture', ['gone', 'gone'])])).toBe(2);
  });

  it('offers nothing when a page was not checked (too large or too slow: it may still be there)', () => {
    expect(goneCaptureIndex([step('decide'), step('recapture', ['gone', 'not_checked'])])).toBe(-1);
  });

  it('reads only the latest re-capture', () => {
    expect(goneCaptureIndex([step('recapture', ['gone']), step('recapture', ['still_there'])])).toBe(-1);
  });
});
