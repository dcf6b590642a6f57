import { describe, expect, it } from 'vitest';
import { capturedPages } from './captured-pages';

describe('capturedPages', () => {
  const said = (outcome: string) => `<${outcome}>`;

  it("writes each page's address, what was found and, when there is one, the detector's reason", () => {
    expect(
      capturedPages(
        [
          { url: 'https://shop.example/a', outcome: 'still_there' },
          { url: 'https://shop.example/b', outcome: 'not_checked', reason: 'The page is larger than 10 MB' },
        ],
        said,
      ),
    ).toBe('https://shop.example/a — <still_there>; https://shop.example/b — <not_checked> (The page is larger than 10 MB)');
  });

  it('is empty for no pages', () => {
    expect(capturedPages([], said)).toBe('');
  });
});
