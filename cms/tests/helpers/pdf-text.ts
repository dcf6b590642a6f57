/**
 * The text of a PDF, extracted with unpdf (PDF.js). unpdf loads PDF.js with a dynamic import, which Jest's VM
 * refuses without --experimental-vm-modules, so the extraction runs in a plain Node child process.
 */
import { spawn } from 'node:child_process';

const SCRIPT = `
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const { text } = await extractText(pdf, { mergePages: true });
  process.stdout.write(text);
});
`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SCRIPT], { cwd: __dirname, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`unpdf failed (${code}): ${Buffer.concat(err).toString('utf8')}`)),
    );
    child.stdin.end(pdf);
  });
}
