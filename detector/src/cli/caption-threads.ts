/**
 * Captions of a large `classify` input are judged on several threads (worker_threads), one per core: judging a
 * caption is pure CPU work, so one Node thread uses one core of two. Each thread loads the same model and answers
 * whole batches of input lines exactly as the main thread would (`detectLine`); images stay on the main thread,
 * whose OCR engine has its own workers.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { OutputLine } from './detect-lines';

export interface CaptionBatch {
  id: number;
  lines: string[];
  baseDir: string;
}

export type CaptionAnswer = { id: number; results: OutputLine[] } | { id: number; error: string };

export interface CaptionThreads {
  /** Answers the lines (in order) on the threads, split evenly between them. */
  detect(lines: readonly string[], baseDir: string): Promise<OutputLine[]>;
  close(): Promise<void>;
}

/** Below this many captions, starting threads (each loads the model) costs more than it saves. */
export const MIN_CAPTIONS_FOR_THREADS = 600;

export function startCaptionThreads(count: number, env: NodeJS.ProcessEnv = process.env): CaptionThreads {
  const script = path.join(__dirname, 'caption-thread.js');
  const threads = Array.from({ length: count }, () => new Worker(script, { env }));
  const waiting = new Map<number, { resolve: (r: OutputLine[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  for (const thread of threads) {
    thread.on('message', (answer: CaptionAnswer) => {
      const waiter = waiting.get(answer.id);
      if (!waiter) return;
      waiting.delete(answer.id);
      if ('error' in answer) waiter.reject(new Error(`caption thread: ${answer.error}`));
      else waiter.resolve(answer.results);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (code !== 0) failAll(new Error(`caption thread stopped (exit code ${code})`));
    });
  }

  const ask = (thread: Worker, lines: string[], baseDir: string) =>
    new Promise<OutputLine[]>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const batch: CaptionBatch = { id, lines, baseDir };
      thread.postMessage(batch);
    });

  return {
    async detect(lines, baseDir) {
      const size = Math.ceil(lines.length / threads.length);
      const parts = threads
        .map((thread, k) => ({ thread, lines: lines.slice(k * size, (k + 1) * size) }))
        .filter((part) => part.lines.length > 0);
      const answers = await Promise.all(parts.map((part) => ask(part.thread, part.lines, baseDir)));
      return answers.flat();
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
