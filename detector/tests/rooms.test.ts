/**
 * The detector's rooms hold by rule, not habit: understanding is pure (no files, no network, no service, watcher or
 * command), and the judging core does not reach into the service, the watcher or the commands.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');

/** Every module a file imports or requires, as written. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import|require)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
}

function filesOf(room: string): string[] {
  return fs
    .readdirSync(path.join(SRC, room))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(SRC, room, name));
}

/** Imports of a room's files that match `forbidden`, as "file: import". */
function offences(room: string, forbidden: RegExp, exempt: readonly string[] = []): string[] {
  return filesOf(room)
    .filter((file) => !exempt.includes(path.basename(file)))
    .flatMap((file) =>
      importsOf(file)
        .filter((spec) => forbidden.test(spec))
        .map((spec) => `${path.basename(file)}: ${spec}`),
    );
}

describe("the detector's rooms", () => {
  it('keeps understand/ pure: no files, network, service, watcher or commands', () => {
    // ocr.ts links the OCR models into a folder on first use (OCR preparation is another helper's work in progress).
    expect(
      offences('understand', /^(node:)?(fs|http|https|net|child_process)(\/|$)|\/(service|watch|cli|judge)\//, ['ocr.ts']),
    ).toEqual([]);
  });

  it('keeps the judging core out of the service, the watcher and the commands', () => {
    expect(offences('judge', /\/(service|watch|cli)\//)).toEqual([]);
  });

  it('lets the service and the watcher judge only through the judging core (not the verdict stage itself)', () => {
    const understanding = /\/understand\/verdict$/;
    expect([...offences('service', understanding), ...offences('watch', understanding)]).toEqual([]);
  });
});
