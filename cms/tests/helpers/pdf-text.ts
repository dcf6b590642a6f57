/**
 * The text of a PDF, extracted with unpdf (pdf.js). unpdf loads pdf.js as an ES module, which Jest's CommonJS
 * runtime cannot import: it runs in a child Node process, the PDF on its stdin, the text on its stdout.
 */
import { spawn } from 'node:child_process';

const SCRIPT = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: true });
process.stdout.write(text);
`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: __dirname });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`PDF text extraction failed (${code}): ${Buffer.concat(err).toString('utf8')}`)),
    );
    child.stdin.end(pdf);
  });
}
