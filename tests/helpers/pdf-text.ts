/**
 * The text drawn on a PDF of ours, for assertions. pdf-lib writes each page's content stream
 * deflated, with standard-font text as hex strings in WinAnsi (`<48656C6C6F> Tj`): inflate every
 * stream and decode those strings. Enough for our own documents; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

// WinAnsi is Latin-1 except for 0x80–0x9F; these are the ones lib/pdf/text.ts lets through (Node's decoder reads them as controls).
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) => Array.from(bytes, (b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join('');

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at);
    if (start < 0) break;
    const dataStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', dataStart);
    if (end < 0) break;
    let content: string | null = null;
    try {
      content = inflateSync(raw.subarray(dataStart, end)).toString('latin1');
    } catch {
      content = null; // an image or font stream, not text
    }
    if (content)
      for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(winAnsi(Buffer.from(m[1], 'hex')));
    at = end + 9;
  }
  return out.join('\n');
}

export async function pdfPages(bytes: Uint8Array): Promise<{ count: number; sizes: [number, number][] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages();
  return { count: pages.length, sizes: pages.map((p) => [p.getWidth(), p.getHeight()]) };
}
