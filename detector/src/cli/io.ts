/**
 * Command-line plumbing shared by the detector's commands: a guarded stdout (only the command's own results reach
 * it; anything a library prints goes to stderr), and argument reading.
 */

export interface ResultWriter {
  /** Writes one line of results to the real stdout. */
  line(text: string): void;
  /** Resolves when everything written has been flushed. */
  close(): Promise<void>;
}

/**
 * From now on `process.stdout.write` (console.log, a library's prints, a worker thread's output) goes to stderr;
 * the returned writer is the only way to stdout.
 */
export function guardStdout(): ResultWriter {
  const realWrite = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    (process.stderr.write as (...args: unknown[]) => boolean)(chunk, ...rest)) as typeof process.stdout.write;
  return {
    line(text) {
      realWrite(`${text}\n`);
    },
    close() {
      return new Promise((resolve) => realWrite('', () => resolve()));
    },
  };
}

export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** `--name value` and `--flag` arguments. */
export function readArgs(argv: readonly string[]): Map<string, string | true> {
  const args = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args.set(name, inline);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) args.set(name, argv[(i += 1)]);
    else args.set(name, true);
  }
  return args;
}

/** Runs a command's main function; an error is printed to stderr and sets exit code 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
