/** Reading PDFs back in the API tests (poppler-utils), and real files to upload: a one-page PDF, a PNG. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { Agent } from './harness';

const run = promisify(execFile);

/** A response body as the bytes sent (a PDF, a stored file). */
export const binary = (req: ReturnType<Agent['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** A PDF's text as pdftotext reads it (poppler-utils), page by page, each page's spaces and line breaks as one space. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-'));
  try {
    await writeFile(path.join(dir, 'invoice.pdf'), pdf);
    const text = (await run('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'])).stdout;
    // pdftotext ends every page with a form feed, the last one included.
    return text.split('\f').slice(0, -1).map((page) => page.replace(/\s+/g, ' ').trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The images a PDF shows, as pdfimages lists them (poppler-utils): the page each is on, image or soft mask (transparency), its size in pixels. */
export async function pdfImages(pdf: Buffer): Promise<{ page: number; type: string; width: number; height: number }[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-'));
  try {
    await writeFile(path.join(dir, 'invoice.pdf'), pdf);
    const listing = (await run('pdfimages', ['-list', path.join(dir, 'invoice.pdf')])).stdout;
    // Two header lines, then "page num type width height ...".
    return listing
      .split('\n')
      .slice(2)
      .filter((row) => row.trim())
      .map((row) => row.trim().split(/\s+/))
      .map(([page, , type, width, height]) => ({ page: Number(page), type, width: Number(width), height: Number(height) }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A real one-page PDF whose page says `text` (what a scanned and OCR'd proof of delivery reads as). */
export function pdfSaying(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER' });
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  doc.font('Helvetica').fontSize(14).text(text, 72, 72);
  doc.end();
  return done;
}

/** A real PNG of `width` × `height` pixels (a photographed receipt, as far as a PDF can tell): grey, RGB (2) or RGB with alpha (6). */
export function pngImage(width = 60, height = 40, colorType: 0 | 2 | 6 = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits a sample, no interlace
  header[9] = colorType;
  // Each row: filter byte 0, then its pixels.
  const rowBytes = width * { 0: 1, 2: 3, 6: 4 }[colorType] + 1;
  const rows = Buffer.alloc(rowBytes * height, 0x90);
  for (let row = 0; row < height; row += 1) rows[row * rowBytes] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
