import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { logger } from './logger';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * OWASP's CSV-injection rule: text starting with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it ("+1+HYPERLINK(...)" too).
 * Only numbers the export itself writes as numbers (ids, counts) stay as they are.
 */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Streams rows as an RFC 4180 CSV download (csv-stringify quotes fields with commas, quotes or
 * line breaks, and ends lines with CRLF). Rows are pulled one batch at a time as the client reads,
 * so the size of the export never decides the memory it takes, and the first bytes leave at once.
 * `total`, the number of rows it will hold, goes ahead in `X-Total-Count` for the page's progress.
 */
export async function sendCsv<Row>(res: Response, filename: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>, total?: number): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  if (total !== undefined) res.setHeader('X-Total-Count', String(total));
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => safeCell(column.value(row)));
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows', bom: true });
  try {
    await pipeline(records, csv, chunked(), res);
  } catch (err) {
    // Headers are gone by now: the download ends short, and the log says why.
    logger().warn({ err, event: 'csv.export_failed', filename }, 'CSV export ended early');
    res.destroy();
  }
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Passes text on in chunks of about CHUNK_BYTES: the answer is written (and compressed) once a
 * chunk, not once a row, which is most of what a large export cost the API besides reading it.
 */
export function chunked(size = CHUNK_BYTES): Transform {
  let parts: Buffer[] = [];
  let length = 0;
  const take = () => {
    const out = Buffer.concat(parts, length);
    parts = [];
    length = 0;
    return out;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      parts.push(buffer);
      length += buffer.length;
      done(null, length >= size ? take() : undefined);
    },
    flush(done) {
      done(null, length ? take() : undefined);
    },
  });
}

/** A file name with today's date: quotes-2026-11-25.csv. */
export const datedName = (stem: string) => `${stem}-${new Date().toISOString().slice(0, 10)}.csv`;
