import type { Generation } from '../../src/services/generations';

/** A generation whose store is unreachable, as Redis is when it is down: every call fails. */
export function unreachableGeneration<Name extends string>(): Generation<Name> {
  const closed = async (): Promise<never> => {
    throw new Error('Connection is closed.');
  };
  return { current: closed, next: closed, close: async () => undefined };
}
