import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/lib/i18n';
import { lazyPage, withTimeout, ChunkLoadError } from './lazy-page';

function Page() {
  return <h1>Loaded page</h1>;
}

describe('lazy pages', () => {
  beforeAll(() => void initI18n().changeLanguage('en'));

  it('show a retry screen when the chunk fails, and load it on retry', async () => {
    let attempts = 0;
    const Lazy = lazyPage(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Page });
    });
    // React logs the caught error; keep the output readable.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={initI18n()}>
        <Lazy />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    spy.mockRestore();
  });

  it('give up on a chunk after the time limit (spec §9: 120 s)', async () => {
    vi.useFakeTimers();
    const never = withTimeout(() => new Promise(() => undefined), 120_000);
    const outcome = never.catch((e: unknown) => e);
    await act(async () => {
      vi.advanceTimersByTime(120_001);
    });
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});
