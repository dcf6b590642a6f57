/**
 * The PDF printer shared by notice letters and monthly reports: Debian's Chromium prints a whole HTML document to
 * A4, with the bundled Lao font embedded, and the document may load nothing from the network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closePdfBrowser, embeddedFontCss, renderPdf } from '../../src/services/pdf';

let server: Server;
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits += 1;
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await closePdfBrowser();
  await new Promise((resolve) => server.close(resolve));
});

/** The first page's size: A4 is 595 x 842 points (Chromium rounds to within a point). */
function pageSize(pdf: Buffer) {
  const box = /\/MediaBox \[0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('No page size in the PDF');
  const [width, height] = [Number(box[1]), Number(box[2])];
  const [short, long] = [Math.min(width, height), Math.max(width, height)];
  return { portrait: height > width, a4: Math.abs(short - 595) < 2 && Math.abs(long - 842) < 2 };
}

const page = (body: string) =>
  `<!doctype html><html lang="lo"><head><meta charset="utf-8"><style>${embeddedFontCss()}
   body{font-family:'Noto Sans Lao',sans-serif}</style></head><body>${body}</body></html>`;

test('prints Lao text to an A4 PDF with the bundled Noto Sans Lao embedded', async () => {
  const pdf = await renderPdf(page('<h1>ແຈ້ງການ ກະຊວງສາທາລະນະສຸກ</h1><p>Notice of violation</p>'), { footer: 'LCMDP' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdf.toString('latin1');
  expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansLao/);
  expect(pageSize(pdf)).toEqual({ portrait: true, a4: true });
});

test('a document cannot reach the network: its remote picture is never requested', async () => {
  const { port } = server.address() as AddressInfo;
  const pdf = await renderPdf(page(`<img src="http://127.0.0.1:${port}/evidence.png"><p>text</p>`));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(hits).toBe(0);
});

test('landscape pages are wider than tall', async () => {
  const pdf = await renderPdf(page('<p>wide</p>'), { landscape: true });
  expect(pageSize(pdf)).toEqual({ portrait: false, a4: true });
});
