import type { Response } from 'supertest';
import { shipmentNumber } from '@freight/domain';
import { invoiceNumber, type InvoiceLine, type InvoiceStatus, NET_30 } from '@freight/domain/billing';
import { counters, Invoice } from '../store/testing';

/** What the report tests store as an invoice: the fields they choose, the rest filled in. */
export interface StoredInvoiceFields {
  customerId: number;
  company: string;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  invoiceDate?: string | null;
  dueDate?: string | null;
  /** Payments received, in cents (each its own reference). */
  paid?: number[];
  /** Credit notes, each taking these cents off. */
  credited?: number[];
  voidReason?: string;
}

/** Shipments of invoices stored here are numbered far above the ones the API books in the same database. */
let lastShipment = 800_000;

/**
 * An invoice written to the database as a person with a database shell would (the reports read
 * what is stored; the tests choose its dates and money). Its number follows its id, far from the
 * ones sends give out.
 */
export async function storeInvoice(fields: StoredInvoiceFields): Promise<{ id: number; number: string | null; shipmentNumber: string }> {
  const id = await counters.nextId('invoices');
  lastShipment += 1;
  const numbered = fields.status !== 'ready';
  const number = numbered ? invoiceNumber(2026, 900_000 + id) : null;
  const at = new Date();
  const staff = { userId: 1, name: 'Report Test' };
  await Invoice.create({
    id,
    shipmentId: lastShipment,
    shipmentNumber: shipmentNumber(lastShipment),
    customerId: fields.customerId,
    billTo: { name: 'Pat Buyer', companyName: fields.company, email: `ap${id}@example.com` },
    status: fields.status,
    lines: fields.lines,
    terms: NET_30,
    ...(number ? { number } : {}),
    invoiceDate: fields.invoiceDate ?? null,
    dueDate: fields.dueDate ?? null,
    sentAt: numbered ? at : null,
    payments: (fields.paid ?? []).map((amountCents, i) => ({ amountCents, receivedOn: '2026-01-05', method: 'check', reference: `CHK-${id}-${i}`, recordedAt: at, recordedBy: staff })),
    creditNotes: (fields.credited ?? []).map((cents, i) => ({
      id: id * 100 + i,
      number: `CN-2026-${String(900_000 + id * 10 + i).padStart(6, '0')}`,
      reason: 'Late delivery',
      lines: [{ kind: 'adjustment', description: 'Late delivery', amountCents: -cents }],
      issuedOn: '2026-01-06',
      issuedAt: at,
      issuedBy: staff,
    })),
    ...(fields.voidReason ? { voidReason: fields.voidReason, voidedAt: at } : {}),
  });
  return { id, number, shipmentNumber: shipmentNumber(lastShipment) };
}

/** One linehaul line of `cents`. */
export const linehaul = (cents: number, description = 'Linehaul Newark, NJ to Boston, MA'): InvoiceLine => ({ kind: 'linehaul', description, amountCents: cents });

/** Supertest's parser for a body read whole as bytes (a CSV download). */
export const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF rows), to read back what a spreadsheet would. */
export function parseCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
