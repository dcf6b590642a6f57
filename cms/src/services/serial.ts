/**
 * An in-process lock: work passed to the same lock runs one at a time, in call order. The CMS is one Node process,
 * so this is enough to make a check-then-write (is this finding new?) atomic against concurrent requests.
 */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

export function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    // The next caller waits for this one to settle, whether it succeeded or failed.
    tail = result.catch(() => undefined);
    return result;
  };
}
