import { downscaleImage, isAcceptedImage, scaledSize } from './downscale-image';

describe('scaledSize: the longest side is brought down to the limit, proportions kept', () => {
  it.each([
    // width, height, max → expected
    [4000, 3000, 1600, { width: 1600, height: 1200 }],
    [3000, 4000, 1600, { width: 1200, height: 1600 }],
    [4032, 3024, 1600, { width: 1600, height: 1200 }],
    [1601, 1601, 1600, { width: 1600, height: 1600 }],
    [10000, 10, 1600, { width: 1600, height: 2 }],
    [10, 10000, 1600, { width: 2, height: 1600 }],
  ])('%i×%i with max %i', (w, h, max, expected) => {
    expect(scaledSize(w, h, max)).toEqual(expected);
  });

  it('keeps the original when it already fits, or its size is unknown', () => {
    expect(scaledSize(1600, 1200, 1600)).toBeNull();
    expect(scaledSize(800, 600, 1600)).toBeNull();
    expect(scaledSize(0, 600, 1600)).toBeNull();
    expect(scaledSize(Number.NaN, 600, 1600)).toBeNull();
  });
});

describe('downscaleImage', () => {
  const photo = (size: number, type = 'image/png', name = 'IMG_0001.PNG') =>
    new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

  let drawn: { width: number; height: number; quality?: number; fill?: string } | null;

  function fakeBrowser(bitmap: { width: number; height: number }, encodedBytes: number) {
    drawn = null;
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ ...bitmap, close })),
    );
    const context = {
      fillStyle: '',
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      fillRect: vi.fn(),
      drawImage: vi.fn((_src: unknown, _x: number, _y: number, width: number, height: number) => {
        drawn = { width, height, fill: context.fillStyle };
      }),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type, quality) {
      if (drawn) drawn.quality = quality as number;
      callback(new Blob([new Uint8Array(encodedBytes)], { type }));
    });
    return close;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('turns a large photo into a 1600 px JPEG at quality 0.8, on a white background', async () => {
    const close = fakeBrowser({ width: 4032, height: 3024 }, 300_000);
    const result = await downscaleImage(photo(5_000_000));
    expect(drawn).toEqual({ width: 1600, height: 1200, quality: 0.8, fill: '#ffffff' });
    expect(result.name).toBe('IMG_0001.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(300_000);
    expect(result.lastModified).toBe(1_700_000_000_000);
    expect(close).toHaveBeenCalled();
  });

  it('keeps a photo that is already small enough', async () => {
    fakeBrowser({ width: 1200, height: 900 }, 100);
    const original = photo(200_000, 'image/jpeg', 'small.jpg');
    expect(await downscaleImage(original)).toBe(original);
    expect(drawn).toBeNull();
  });

  it('keeps the original when the JPEG would not be smaller', async () => {
    fakeBrowser({ width: 2000, height: 2000 }, 60_000);
    const original = photo(50_000, 'image/webp', 'flat.webp');
    expect(await downscaleImage(original)).toBe(original);
  });

  it('keeps the original when the browser cannot decode or draw it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('unsupported'))),
    );
    const original = photo(5_000_000);
    // jsdom has no object URLs nor canvas: nothing to fall back on, so the original goes up unchanged.
    expect(await downscaleImage(original)).toBe(original);
  });

  it('follows the configured size and quality', async () => {
    fakeBrowser({ width: 3000, height: 1000 }, 1000);
    await downscaleImage(photo(5_000_000), { maxSide: 900, quality: 0.6 });
    expect(drawn).toMatchObject({ width: 900, height: 300, quality: 0.6 });
  });
});

it('accepts JPEG, PNG and WebP only', () => {
  const file = (type: string) => new File(['x'], 'x', { type });
  expect(['image/jpeg', 'image/png', 'image/webp'].map((t) => isAcceptedImage(file(t)))).toEqual([true, true, true]);
  expect(['image/heic', 'image/gif', 'application/pdf', ''].map((t) => isAcceptedImage(file(t)))).toEqual([
    false,
    false,
    false,
    false,
  ]);
});
