import PDFDocument from 'pdfkit';
import { ACCOUNTING_EMAIL, COMPANY, COMPANY_ADDRESS_LINE, CREDENTIALS_LINE, formatCalendarDate, type InvoiceView, PAYMENT_METHOD_LABELS } from '@freight/domain';
import { formatCents, INVOICE_LINE_LABELS, INVOICE_STATUS_LABELS, termsLabel } from '@freight/domain/billing';

const NAVY = '#0f2a4a';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const INK = '#111827';
const LEFT = 48;
const WIDTH = 612 - 2 * LEFT;
const AMOUNT_WIDTH = 110;
const LAST_ROW_Y = 700;

export const invoicePdfName = (invoice: Pick<InvoiceView, 'id' | 'number'>) => `harborline-invoice-${invoice.number ?? `draft-${invoice.id}`}.pdf`;

type Doc = PDFKit.PDFDocument;

const rule = (doc: Doc, y: number) => doc.strokeColor(RULE).lineWidth(0.8).moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();

/** A new page when the next row would not fit: where to write it. */
function roomFor(doc: Doc, y: number): number {
  if (y < LAST_ROW_Y) return y;
  doc.addPage();
  return 48;
}

/** One row of a table: its cells from the left (widths in points), the last one an amount, right-aligned. */
function tableRow(doc: Doc, y: number, cells: [string, number][], amount: string, font = 'Helvetica'): number {
  const top = roomFor(doc, y);
  let x = LEFT;
  let bottom = top;
  doc.fillColor(INK).font(font).fontSize(9.5);
  for (const [text, width] of cells) {
    doc.text(text, x + 4, top, { width: width - 8, height: 36, ellipsis: true });
    bottom = Math.max(bottom, doc.y);
    x += width;
  }
  doc.text(amount, LEFT + WIDTH - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH - 4, align: 'right', lineBreak: false });
  return Math.max(bottom, top + 12) + 5;
}

function tableHead(doc: Doc, y: number, labels: [string, number][], amountLabel: string): number {
  const top = roomFor(doc, y);
  doc.rect(LEFT, top, WIDTH, 18).fill('#eef2f7');
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8.5);
  let x = LEFT;
  for (const [label, width] of labels) {
    doc.text(label, x + 4, top + 5, { width: width - 8, lineBreak: false });
    x += width;
  }
  doc.text(amountLabel, LEFT + WIDTH - AMOUNT_WIDTH, top + 5, { width: AMOUNT_WIDTH - 4, align: 'right', lineBreak: false });
  return top + 24;
}

/** A line's description, and that its receipt is in the packet when it has one. */
const lineText = (line: InvoiceView['lines'][number]) => (line.receipt ? `${line.description} (receipt attached)` : line.description);

/** A label and its value at the right of the page (the invoice's number, dates and terms). */
function fact(doc: Doc, label: string, value: string, y: number): number {
  const x = LEFT + WIDTH / 2 + 40;
  doc.fillColor(MUTED).font('Helvetica').fontSize(9.5).text(label, x, y, { width: 90, lineBreak: false });
  doc.fillColor(INK).font('Helvetica-Bold').text(value, x + 90, y, { width: WIDTH / 2 - 130, lineBreak: false });
  return y + 15;
}

/**
 * An invoice on US Letter: the company, the invoice's number, dates and terms, who it is billed to,
 * its lines (linehaul, accessorials, adjustments) and total, the credit notes issued against it,
 * the payments received and the balance due. Amounts come in cents and are
 * written by billing's one formatter. A void invoice says so; one not sent yet (staff's preview)
 * says it is a draft.
 */
export function renderInvoicePdf(invoice: InvoiceView): Doc {
  const title = invoice.number ? `Invoice ${invoice.number}` : `Invoice draft ${invoice.id}`;
  const doc = new PDFDocument({ size: 'LETTER', margins: { top: 40, bottom: 20, left: LEFT, right: LEFT }, info: { Title: title, Author: COMPANY.name, Subject: `Invoice for shipment ${invoice.shipmentNumber}` } });

  doc.rect(0, 0, 612, 78).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(COMPANY.name, LEFT, 22, { width: WIDTH });
  doc.font('Helvetica').fontSize(8.5).text(`${COMPANY_ADDRESS_LINE}  ·  ${COMPANY.phone}  ·  ${ACCOUNTING_EMAIL}`, LEFT, 48, { width: WIDTH });

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(20).text('Invoice', LEFT, 100, { width: WIDTH / 2 });
  if (invoice.status === 'void' || !invoice.number) {
    doc.fillColor('#b91c1c').fontSize(12).text(invoice.number ? 'VOID' : 'DRAFT: NOT SENT', LEFT, 126, { width: WIDTH / 2 });
  }
  let factsY = fact(doc, 'Invoice number', invoice.number ?? 'Not numbered yet', 100);
  factsY = fact(doc, 'Invoice date', formatCalendarDate(invoice.invoiceDate) || '—', factsY);
  factsY = fact(doc, 'Due date', formatCalendarDate(invoice.dueDate) || '—', factsY);
  factsY = fact(doc, 'Terms', termsLabel(invoice.terms), factsY);
  factsY = fact(doc, 'Shipment', invoice.shipmentNumber, factsY);
  factsY = fact(doc, 'Status', INVOICE_STATUS_LABELS[invoice.displayStatus], factsY);

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Bill to', LEFT, 150, { width: WIDTH / 2 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(invoice.billTo.companyName || invoice.billTo.name, LEFT, doc.y + 2, { width: WIDTH / 2 });
  doc.font('Helvetica').fontSize(9.5);
  if (invoice.billTo.companyName) doc.text(invoice.billTo.name, { width: WIDTH / 2 });
  doc.fillColor(MUTED).text(invoice.billTo.email, { width: WIDTH / 2 });

  let y = Math.max(doc.y, factsY) + 14;
  rule(doc, y);
  y = tableHead(doc, y + 10, [['Item', 90], ['Description', WIDTH - 90 - AMOUNT_WIDTH]], 'Amount');
  for (const line of invoice.lines) y = tableRow(doc, y, [[INVOICE_LINE_LABELS[line.kind], 90], [lineText(line), WIDTH - 90 - AMOUNT_WIDTH]], formatCents(line.amountCents));
  rule(doc, y);
  y = tableRow(doc, y + 6, [['Total', WIDTH - AMOUNT_WIDTH]], formatCents(invoice.totalCents), 'Helvetica-Bold');

  if (invoice.creditNotes.length > 0) {
    y += 10;
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Credit notes', LEFT, roomFor(doc, y), { width: WIDTH });
    y = doc.y + 4;
    const columns: [string, number][] = [['Credit note', 110], ['Date', 110], ['Reason', WIDTH - 220 - AMOUNT_WIDTH]];
    y = tableHead(doc, y, columns, 'Amount');
    for (const note of invoice.creditNotes) {
      y = tableRow(doc, y, [[note.number, 110], [formatCalendarDate(note.issuedOn), 110], [note.reason, WIDTH - 220 - AMOUNT_WIDTH]], formatCents(-note.amountCents));
    }
    y = tableRow(doc, y, [['Total credited', WIDTH - AMOUNT_WIDTH]], formatCents(-invoice.creditedCents));
  }

  y += 10;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Payments received', LEFT, roomFor(doc, y), { width: WIDTH });
  y = doc.y + 4;
  if (invoice.payments.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9.5).text('None yet.', LEFT + 4, y, { width: WIDTH });
    y = doc.y + 6;
  } else {
    const columns: [string, number][] = [['Received', 130], ['Method', 110], ['Reference', WIDTH - 240 - AMOUNT_WIDTH]];
    y = tableHead(doc, y, columns, 'Amount');
    for (const p of invoice.payments) {
      y = tableRow(doc, y, [[formatCalendarDate(p.receivedOn), 130], [PAYMENT_METHOD_LABELS[p.method], 110], [p.reference, WIDTH - 240 - AMOUNT_WIDTH]], formatCents(p.amountCents));
    }
    y = tableRow(doc, y, [['Total received', WIDTH - AMOUNT_WIDTH]], formatCents(invoice.paidCents));
  }
  rule(doc, y);
  y = tableRow(doc, y + 8, [['Balance due', WIDTH - AMOUNT_WIDTH]], formatCents(invoice.balanceCents), 'Helvetica-Bold');

  const due = formatCalendarDate(invoice.dueDate);
  const note = invoice.status === 'void'
    ? `This invoice was voided and asks for no payment.${invoice.voidReason ? ` Reason: ${invoice.voidReason}` : ''}`
    : `${due ? `Payment is due by ${due}. ` : ''}Please write the invoice number on your payment. Questions about this invoice: ${ACCOUNTING_EMAIL} or ${COMPANY.phone}.`;
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(note, LEFT, roomFor(doc, y + 14), { width: WIDTH });

  doc.fillColor(MUTED).font('Helvetica').fontSize(7.5).text(`${COMPANY.name}  ·  ${CREDENTIALS_LINE}  ·  ${invoice.number ?? invoice.shipmentNumber}`, LEFT, 752, { width: WIDTH, align: 'center', lineBreak: false });
  doc.end();
  return doc;
}
