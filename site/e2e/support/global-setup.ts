/** Starts the real stack once for the whole e2e run (see scripts/stack.mjs) and hands its address to the tests. */
import type { TestProject } from 'vitest/node';
import { startStack, type Stack as RunningStack } from '../../scripts/stack.mjs';

export type Stack = Omit<RunningStack, 'stop'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Stack;
  }
}

let running: RunningStack | undefined;

export async function setup(project: TestProject) {
  running = await startStack();
  project.provide('stack', { baseUrl: running.baseUrl, accounts: running.accounts });
}

export async function teardown() {
  await running?.stop();
}
