import { act, renderHook } from '@testing-library/react';
import { LIMITS } from '@lcmdp/contract';
import { usePhotos } from './use-photos';

const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('usePhotos', () => {
  it('downscales each accepted photo, refuses other types, and stops at the limit', async () => {
    const downscale = vi.fn(
      async (file: File) => new File(['small'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' }),
    );
    const { result } = renderHook(() => usePhotos(3, downscale));
    await act(() => result.current.add([jpeg('a.jpg'), new File(['x'], 'scan.heic', { type: 'image/heic' }), jpeg('b.jpg')]));
    expect(result.current.photos.map((p) => p.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.current.problems.wrongType).toEqual(['scan.heic']);

    await act(() => result.current.add([jpeg('c.jpg'), jpeg('d.jpg'), jpeg('e.jpg')]));
    expect(result.current.photos.map((p) => p.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(result.current.problems.overLimit).toBe(2);
    expect(downscale).toHaveBeenCalledTimes(3);

    // Removing one makes room again.
    act(() => result.current.remove(result.current.photos[0].id));
    await act(() => result.current.add([jpeg('f.png')]));
    expect(result.current.photos.map((p) => p.file.name)).toEqual(['b.jpg', 'c.jpg', 'f.jpg']);
    expect(result.current.preparing).toBe(false);

    act(() => result.current.clear());
    expect(result.current.photos).toEqual([]);
  });

  it('refuses a photo still larger than the server accepts after downscaling', async () => {
    const { result } = renderHook(() => usePhotos(10, async (f) => f));
    await act(() => result.current.add([jpeg('huge.jpg', LIMITS.imageMaxBytes + 1), jpeg('ok.jpg')]));
    expect(result.current.photos.map((p) => p.file.name)).toEqual(['ok.jpg']);
    expect(result.current.problems.tooLarge).toEqual(['huge.jpg']);
  });
});
