/** One caption thread (see caption-threads.ts): loads the current model once, then answers batches of lines. */
import { parentPort } from 'node:worker_threads';

import { loadConfig } from '../config';
import { detectLine } from './detect-lines';
import { loadCurrentClassifier } from '../judge/model-store';
import type { CaptionAnswer, CaptionBatch } from './caption-threads';

const port = parentPort;
if (!port) throw new Error('caption-thread runs as a worker thread of classify');
const classifier = loadCurrentClassifier(loadConfig().modelsDir);
const noOcr = () => Promise.reject(new Error('images are read on the main thread'));

port.on('message', async (batch: CaptionBatch) => {
  let answer: CaptionAnswer;
  try {
    const results = [];
    for (const line of batch.lines) results.push(await detectLine(line, batch.baseDir, { classifier, ocr: noOcr }));
    answer = { id: batch.id, results };
  } catch (error) {
    answer = { id: batch.id, error: (error as Error).message };
  }
  port.postMessage(answer);
});
