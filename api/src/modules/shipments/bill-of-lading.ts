import PDFDocument from 'pdfkit';
import { COMPANY, COMPANY_ADDRESS_LINE, CREDENTIALS_LINE, formatEasternDateTime, QUOTES_EMAIL, quoteReference, type ShipmentParty, formatTimeWindow } from '@freight/domain';
import type { ShipmentFields } from '../../store';

const NAVY = '#0f2a4a';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const INK = '#111827';
const LEFT = 48;
const WIDTH = 612 - 2 * LEFT;
const HALF = (WIDTH - 24) / 2;

export const billOfLadingName = (shipment: Pick<ShipmentFields, 'number'>) => `harborline-bol-${shipment.number}.pdf`;

/** One party's block (shipper or consignee) in a column; returns where it ends. */
function partyBlock(doc: PDFKit.PDFDocument, title: string, party: ShipmentParty, x: number, y: number): number {
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text(title, x, y, { width: HALF });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(party.name, x, doc.y + 2, { width: HALF });
  doc.font('Helvetica').fontSize(9.5);
  doc.text(party.address.street, { width: HALF });
  doc.text(`${party.address.city}, ${party.address.state} ${party.address.zip}`, { width: HALF });
  doc.fillColor(MUTED).text(`Contact: ${party.contactName}, ${party.phone}${party.email ? `, ${party.email}` : ''}`, { width: HALF });
  return doc.y;
}

/**
 * The straight bill of lading of a shipment, on one US Letter page: the carrier's copy of who ships
 * what to whom. Shipper, consignee, the freight (commodity, pieces, weight, freight class if given),
 * special instructions, and signature lines for shipper, carrier and consignee. No price: the BOL
 * travels with the freight. Long texts are cut so that everything stays on the one page.
 */
export function renderBillOfLading(shipment: ShipmentFields, now = new Date()): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 40, bottom: 20, left: LEFT, right: LEFT },
    info: { Title: `Bill of Lading ${shipment.number}`, Author: COMPANY.name, Subject: `Bill of lading for shipment ${shipment.number}` },
  });

  doc.rect(0, 0, 612, 78).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(COMPANY.name, LEFT, 22, { width: WIDTH });
  doc.font('Helvetica').fontSize(8.5).text(`${COMPANY_ADDRESS_LINE}  ·  ${COMPANY.phone}  ·  ${QUOTES_EMAIL}`, LEFT, 48, { width: WIDTH });

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(15).text('Straight Bill of Lading (not negotiable)', LEFT, 96, { width: WIDTH });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  doc.text(`Shipment ${shipment.number}  ·  Quote ${quoteReference(shipment.quoteId)}  ·  Printed ${formatEasternDateTime(now)}`, { width: WIDTH });
  doc.text(`Pickup: ${formatTimeWindow(shipment.pickupWindow)}    Delivery: ${formatTimeWindow(shipment.deliveryWindow)}`, { width: WIDTH });

  const rule = (y: number) => doc.strokeColor(RULE).lineWidth(0.8).moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();
  let y = doc.y + 10;
  rule(y);
  y += 10;
  const left = partyBlock(doc, 'Shipper (from)', shipment.shipper, LEFT, y);
  const right = partyBlock(doc, 'Consignee (to)', shipment.consignee, LEFT + HALF + 24, y);
  y = Math.max(left, right) + 12;
  rule(y);

  // The freight: one line of a table.
  y += 10;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Freight', LEFT, y);
  y = doc.y + 4;
  const columns: [string, number][] = [['Pieces', 60], ['Description of articles', 250], ['Weight (lbs)', 90], ['Class', 60], ['Equipment', WIDTH - 460]];
  let x = LEFT;
  doc.rect(LEFT, y, WIDTH, 18).fill('#eef2f7');
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8.5);
  for (const [label, width] of columns) {
    doc.text(label, x + 4, y + 5, { width: width - 8, lineBreak: false });
    x += width;
  }
  y += 22;
  const values = [
    String(shipment.pieces),
    shipment.commodity.slice(0, 200),
    Number(shipment.weight).toLocaleString('en-US'),
    shipment.freightClass || '—',
    (shipment.equipment || '').slice(0, 60),
  ];
  x = LEFT;
  doc.fillColor(INK).font('Helvetica').fontSize(9.5);
  let rowEnd = y;
  values.forEach((value, i) => {
    doc.text(value, x + 4, y, { width: columns[i][1] - 8, height: 40, ellipsis: true });
    rowEnd = Math.max(rowEnd, doc.y);
    x += columns[i][1];
  });
  y = rowEnd + 8;
  rule(y);

  y += 10;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Special instructions', LEFT, y);
  doc.fillColor(INK).font('Helvetica').fontSize(9.5).text((shipment.specialInstructions || 'None').slice(0, 900), LEFT, doc.y + 2, { width: WIDTH, height: 110, ellipsis: true });
  y = Math.max(doc.y, y + 30) + 10;
  rule(y);

  y += 10;
  doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(
    'Received, subject to the classifications and tariffs in effect on the date of issue of this bill of lading, the property described above in apparent good order, except as noted. The carrier agrees to carry it to its destination and deliver it to the consignee.',
    LEFT,
    y,
    { width: WIDTH },
  );

  // Signature lines: shipper, carrier, consignee; at the foot of the page whatever the text above.
  const signY = Math.max(doc.y + 24, 600);
  const third = (WIDTH - 32) / 3;
  ['Shipper signature / date', 'Carrier signature / pickup date', 'Consignee signature / delivery date'].forEach((label, i) => {
    const sx = LEFT + i * (third + 16);
    doc.strokeColor(INK).lineWidth(0.8).moveTo(sx, signY + 30).lineTo(sx + third, signY + 30).stroke();
    doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(label, sx, signY + 34, { width: third });
    doc.text('Print name:', sx, signY + 58, { width: third });
    doc.strokeColor(RULE).moveTo(sx + 48, signY + 66).lineTo(sx + third, signY + 66).stroke();
  });

  doc.fillColor(MUTED).font('Helvetica').fontSize(7.5).text(`${COMPANY.name}  ·  ${CREDENTIALS_LINE}  ·  ${shipment.number}`, LEFT, 752, { width: WIDTH, align: 'center', lineBreak: false });
  doc.end();
  return doc;
}
