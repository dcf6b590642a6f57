/**
 * Where trained models live: `models/classifier-<version>.json`, and `models/current.json` naming the one in use.
 * Old versions stay, so a verdict's `model_version` can always be traced to its file.
 */
// eslint-disable-next-line boundaries/dependencies -- still reads files here until issue 12 point 5 moves file access out of understand/
import fs from 'node:fs';
import path from 'node:path';

import { Classifier, type ClassifierFile } from './classifier';

export interface CurrentModel {
  version: string;
  file: string;
}

export function modelFileName(version: string): string {
  return `classifier-${version}.json`;
}

/** The current classifier, or undefined when none has been trained (the rules then decide alone). */
export function loadCurrentClassifier(modelsDir: string): Classifier | undefined {
  const pointer = path.join(modelsDir, 'current.json');
  if (!fs.existsSync(pointer)) return undefined;
  const current = JSON.parse(fs.readFileSync(pointer, 'utf8')) as CurrentModel;
  const file = JSON.parse(fs.readFileSync(path.join(modelsDir, current.file), 'utf8')) as ClassifierFile;
  return new Classifier(file);
}

/** Writes the model's file; `makeCurrent: false` keeps the current model in use (a candidate worse on dev). */
export function saveClassifier(modelsDir: string, classifier: Classifier, options = { makeCurrent: true }): string {
  fs.mkdirSync(modelsDir, { recursive: true });
  const file = modelFileName(classifier.version);
  fs.writeFileSync(path.join(modelsDir, file), `${JSON.stringify(classifier.file)}\n`);
  if (options.makeCurrent) {
    const current: CurrentModel = { version: classifier.version, file };
    fs.writeFileSync(path.join(modelsDir, 'current.json'), `${JSON.stringify(current, null, 2)}\n`);
  }
  return path.join(modelsDir, file);
}
