import PDFDocument from 'pdfkit';
import {
  COMPANY,
  COMPANY_ADDRESS_LINE,
  easternDate,
  formatCalendarDate,
  formatEasternDateTime,
  formatPriceText,
  CREDENTIALS_LINE,
  OFFER_STATE_LABELS,
  offerState,
  QUOTE_TERMS,
  quoteReference,
  quoteTermsFor,
  QUOTES_EMAIL,
  type QuoteTerms,
} from '@freight/domain';
import type { QuoteFields } from '../../store';

const NAVY = '#0f2a4a';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const INK = '#111827';
const LEFT = 56;
const WIDTH = 612 - 2 * LEFT;
const FOOTER_Y = 728;

/** The file name a browser saves the document under. */
export const quoteDocumentName = (quote: Pick<QuoteFields, 'id'>) => `harborline-quote-${quote.id}.pdf`;

/** The terms on a page of their own: title, version, then each heading with its paragraphs. */
function writeTerms(doc: PDFKit.PDFDocument, terms: QuoteTerms) {
  doc.addPage();
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text(terms.title, LEFT, 48, { width: WIDTH });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(terms.versionLine, { width: WIDTH });
  doc.moveDown(0.6);
  for (const section of terms.sections) {
    doc.moveDown(0.35);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(9.5).text(section.heading, LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.15);
    for (const paragraph of section.paragraphs) {
      doc.fillColor(INK).font('Helvetica').fontSize(9).text(paragraph, LEFT, doc.y, { width: WIDTH, lineGap: 1.5 });
      doc.moveDown(0.3);
    }
  }
}

/** Every page's foot: the company, its registration and insurance, and the page number. */
function writeFooters(doc: PDFKit.PDFDocument, quoteId: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The foot sits in the bottom margin: without this, pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).font('Helvetica').fontSize(7.5);
    doc.text(`${COMPANY.name}  ·  ${COMPANY_ADDRESS_LINE}  ·  ${COMPANY.phone}`, LEFT, FOOTER_Y, { width: WIDTH, align: 'center', lineBreak: false });
    doc.text(`${CREDENTIALS_LINE}  ·  Quote ${quoteReference(quoteId)}  ·  Page ${i - start + 1} of ${count}`, LEFT, FOOTER_Y + 11, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The quote document (US Letter) of a priced quote. Page 1: the company, the quote number, the
 * customer, lane and service, the price and its validity, and the acceptance record if any. Page 2:
 * the terms in full. An accepted quote shows what was accepted (its snapshot), not later edits,
 * with the terms of the version it was accepted on; a quote accepted before the terms had versions
 * shows the sentence it was accepted with, on page 1.
 * Returns the PDF as a stream; the caller pipes it to the response.
 */
export function renderQuoteDocument(quote: QuoteFields, now: Date = new Date()): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 48, bottom: 48, left: LEFT, right: LEFT },
    info: { Title: `Quote ${quoteReference(quote.id)}`, Author: COMPANY.name, Subject: `Freight quote for ${quote.companyName}` },
    bufferPages: true,
  });
  const accepted = quote.decision?.outcome === 'accepted' ? quote.decision : null;
  const snapshot = accepted?.snapshot;
  const price = snapshot?.estimatedPrice ?? formatPriceText(quote.estimatedPrice ?? '');
  const validUntil = snapshot?.validUntil ?? quote.validUntil ?? '';
  const state = offerState(quote, now);

  // Letterhead.
  doc.rect(0, 0, 612, 88).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(COMPANY.name, LEFT, 26, { width: WIDTH });
  doc.font('Helvetica').fontSize(9).text(`${COMPANY_ADDRESS_LINE}  ·  ${COMPANY.phone}  ·  ${QUOTES_EMAIL}`, LEFT, 54, { width: WIDTH });

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(16).text(`Freight Quote ${quoteReference(quote.id)}`, LEFT, 112);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Requested ${formatCalendarDate(easternDate(quote.createdAt))}  ·  Issued ${formatEasternDateTime(now)}`);
  if (state) doc.text(`Status: ${OFFER_STATE_LABELS[state]}`);
  doc.moveDown(0.8);

  const section = (title: string) => {
    doc.moveDown(0.6);
    const y = doc.y;
    doc.strokeColor(RULE).lineWidth(0.8).moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();
    doc.moveDown(0.4);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(11).text(title, LEFT);
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string | undefined | null) => {
    if (!value?.trim()) return;
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(label, LEFT, y, { width: 140 });
    doc.fillColor(INK).text(value, LEFT + 150, y, { width: WIDTH - 150 });
    doc.moveDown(0.15);
  };

  section('Customer');
  row('Name', `${quote.firstName} ${quote.lastName}`);
  row('Company', quote.companyName);
  row('Email', quote.email);
  row('Phone', quote.phone);

  section('Shipment');
  row('Service', snapshot?.serviceNeeded ?? quote.serviceNeeded);
  const origin = snapshot ? snapshot.originZip : quote.originZip;
  const destination = snapshot ? snapshot.destinationZip : quote.destinationZip;
  row('Lane', origin && destination ? `${origin} to ${destination}` : undefined);
  const weight = snapshot ? snapshot.weight : quote.weight;
  row('Weight', weight ? `${Number(weight).toLocaleString('en-US')} lbs` : undefined);
  row('Equipment / cargo', snapshot ? snapshot.equipmentType : quote.equipmentType);
  row('Details', quote.projectDetails ? quote.projectDetails.slice(0, 600) : undefined);

  section('Price');
  const priceY = doc.y;
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(accepted ? 'Accepted price' : 'Estimated price', LEFT, priceY, { width: 140 });
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(18).text(price, LEFT + 150, priceY - 3, { width: WIDTH - 150 });
  doc.font('Helvetica').fontSize(10);
  doc.moveDown(0.2);
  row('Valid until', validUntil ? `${formatCalendarDate(validUntil)}, 11:59 PM Eastern` : undefined);

  if (quote.decision) {
    section(accepted ? 'Acceptance' : 'Declined');
    row(accepted ? 'Accepted by' : 'Declined by', accepted ? `${accepted.signature} (signed electronically)` : quote.decision.accountName);
    row('Account', `${quote.decision.accountName}, customer #${quote.decision.userId}`);
    row('Date', formatEasternDateTime(quote.decision.at));
    row('From address', quote.decision.ip);
    if (!accepted) row('Reason', quote.decision.reason || 'None given');
  }

  section('Terms');
  const terms = snapshot ? quoteTermsFor(snapshot.terms) : QUOTE_TERMS;
  const termsLine = terms
    ? `${accepted ? 'Accepted on' : 'Offered on'} the ${terms.reference}, printed in full on the next page.`
    : (snapshot?.terms ?? '');
  doc.fillColor(INK).font('Helvetica').fontSize(10).text(termsLine, LEFT, doc.y, { width: WIDTH });

  if (terms) writeTerms(doc, terms);
  writeFooters(doc, quote.id);
  doc.end();
  return doc;
}
