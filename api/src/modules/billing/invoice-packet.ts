import { PDFDocument } from 'pdf-lib';
import PDFKitDocument from 'pdfkit';
import { COMPANY, INVOICE_PACKET_TEXTS, type InvoiceView } from '@freight/domain';
import type { ShipmentFields } from '../../store';
import { renderBillOfLading } from '../shipments/bill-of-lading';
import { renderInvoicePdf } from './invoice-pdf';
import { drawPlainPng, plainPng } from './png-pass-through';

/** A stored file the packet carries after the invoice and the bill of lading: the POD, a lumper's receipt. */
export interface PacketFile {
  /** What it is, as its page heading says (INVOICE_PACKET_TEXTS). */
  title: string;
  name: string;
  contentType: string;
  data: Buffer;
}

const LEFT = 48;
const WIDTH = 612 - 2 * LEFT;
const IMAGE_TOP = 100;
const IMAGE_HEIGHT = 792 - IMAGE_TOP - 40;

/** A PDFKit document's bytes, once it has ended. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
}

async function appendPdf(packet: PDFDocument, bytes: Uint8Array): Promise<void> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const pages = await packet.copyPages(source, source.getPageIndices());
  for (const page of pages) packet.addPage(page);
}

/** Text the standard fonts can write (WinAnsi): anything else typed into a description becomes "?". */
const writable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * A page of its own headed by what the file is: the image under the heading, scaled to fit and never
 * enlarged, or the note when there is no image. PDFKit embeds a JPEG as it is (no decoding), which
 * keeps a phone's photo of a receipt fast.
 */
function headedPage(file: PacketFile, image: Buffer | null, note: readonly string[] = []): Promise<Buffer> {
  const doc = new PDFKitDocument({ size: 'LETTER', margins: { top: 40, bottom: 20, left: LEFT, right: LEFT }, info: { Title: writable(file.title) } });
  const done = bytesOf(doc);
  doc.fillColor('#0f2a4a').font('Helvetica-Bold').fontSize(14).text(writable(file.title), LEFT, 44, { width: WIDTH, height: 20, ellipsis: true });
  doc.fillColor('#4b5563').font('Helvetica').fontSize(9).text(writable(`${file.name}  ·  ${COMPANY.name}`), LEFT, 64, { width: WIDTH, lineBreak: false });
  if (image) doc.image(image, LEFT, IMAGE_TOP, { fit: [WIDTH, IMAGE_HEIGHT], align: 'center' });
  for (const line of note) doc.fontSize(10).text(line, LEFT, doc.y + 8, { width: WIDTH });
  doc.end();
  return done;
}

/**
 * A stored file's pages: a PDF page by page, an image on a page of its own. A file that cannot be
 * read (a damaged or protected PDF, an image PDFKit cannot read) is a page that says so, so the
 * packet is still whole and says what is missing.
 */
async function appendFile(packet: PDFDocument, file: PacketFile): Promise<void> {
  try {
    const png = file.contentType === 'image/png' ? plainPng(file.data) : null;
    if (file.contentType === 'application/pdf') await appendPdf(packet, file.data);
    else if (!png) await appendPdf(packet, await headedPage(file, file.data));
    else {
      // PDFKit reads a PNG's data byte by byte: a plain one is put in the page as it is instead.
      await appendPdf(packet, await headedPage(file, null));
      drawPlainPng(packet, packet.getPage(packet.getPageCount() - 1), png, { left: LEFT, top: IMAGE_TOP, width: WIDTH, height: IMAGE_HEIGHT });
    }
  } catch {
    await appendPdf(packet, await headedPage(file, null, INVOICE_PACKET_TEXTS.unreadable));
  }
}

/**
 * The invoice packet, one PDF: the invoice page(s), the shipment's bill of lading, then the files
 * that prove the charges: the proof of delivery and each lumper receipt. The invoice and the bill
 * of lading are drawn by PDFKit as they are alone; pdf-lib copies their pages and the files' into
 * one document.
 */
export async function renderInvoicePacket(invoice: InvoiceView, shipment: ShipmentFields | null, files: readonly PacketFile[]): Promise<Uint8Array> {
  const [invoicePdf, billOfLading] = await Promise.all([bytesOf(renderInvoicePdf(invoice)), shipment ? bytesOf(renderBillOfLading(shipment)) : null]);
  const packet = await PDFDocument.create();
  const title = invoice.number ? `Invoice ${invoice.number}` : `Invoice draft ${invoice.id}`;
  packet.setTitle(`${title} with its documents`);
  packet.setAuthor(COMPANY.name);
  packet.setSubject(`Invoice, bill of lading and proof of delivery for shipment ${invoice.shipmentNumber}`);
  await appendPdf(packet, invoicePdf);
  if (billOfLading) await appendPdf(packet, billOfLading);
  for (const file of files) await appendFile(packet, file);
  return packet.save();
}
