/**
 * The photos of a report: checked (type, count, size), downscaled on the device, kept in memory until the report
 * is sent — an error never loses them.
 */
import { LIMITS } from '@lcmdp/contract';
import { useCallback, useRef, useState } from 'react';
import { downscaleImage, isAcceptedImage } from './downscale-image';

export interface Photo {
  id: number;
  /** The file to upload (downscaled, or the original when it was already small). */
  file: File;
}

export interface PhotoProblems {
  wrongType: string[];
  tooLarge: string[];
  overLimit: number;
}

export const NO_PHOTO_PROBLEMS: PhotoProblems = { wrongType: [], tooLarge: [], overLimit: 0 };

export function usePhotos(max: number = LIMITS.imagesPerReportMax, downscale: (file: File) => Promise<File> = downscaleImage) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<PhotoProblems>(NO_PHOTO_PROBLEMS);
  // Photos kept plus photos being prepared: two quick picks must not pass the limit together.
  const taken = useRef(0);
  const nextId = useRef(1);
  const kept = useRef(new Set<number>());

  const add = useCallback(
    async (files: readonly File[]) => {
      const wrongType = files.filter((f) => !isAcceptedImage(f)).map((f) => f.name);
      const accepted = files.filter(isAcceptedImage);
      const room = Math.max(0, max - taken.current);
      const chosen = accepted.slice(0, room);
      const overLimit = accepted.length - chosen.length;
      const tooLarge: string[] = [];
      taken.current += chosen.length;
      setPending((n) => n + chosen.length);
      setProblems({ wrongType, tooLarge, overLimit });
      // One at a time: decoding several 12 MP photos at once can exhaust a cheap phone's memory.
      for (const original of chosen) {
        const file = await downscale(original);
        setPending((n) => n - 1);
        if (file.size > LIMITS.imageMaxBytes) {
          taken.current -= 1;
          tooLarge.push(original.name);
          setProblems({ wrongType, tooLarge: [...tooLarge], overLimit });
          continue;
        }
        const id = nextId.current++;
        kept.current.add(id);
        setPhotos((list) => [...list, { id, file }]);
      }
    },
    [downscale, max],
  );

  const remove = useCallback((id: number) => {
    if (kept.current.delete(id)) taken.current -= 1;
    setPhotos((list) => list.filter((p) => p.id !== id));
    setProblems(NO_PHOTO_PROBLEMS);
  }, []);

  const clear = useCallback(() => {
    setPhotos([]);
    setProblems(NO_PHOTO_PROBLEMS);
    taken.current -= kept.current.size;
    kept.current.clear();
  }, []);

  return { photos, preparing: pending > 0, problems, max, add, remove, clear };
}
