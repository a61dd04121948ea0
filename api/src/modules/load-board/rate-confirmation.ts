import PDFDocument from 'pdfkit';
import { COMPANY, COMPANY_ADDRESS_LINE, CREDENTIALS_LINE, formatEasternDateTime, formatPriceText, OPERATIONS_EMAIL, RATE_CONFIRMATION_TERMS, formatTimeWindow } from '@freight/domain';
import type { ShipmentFields } from '../../store';

const NAVY = '#0f2a4a';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const INK = '#111827';
const LEFT = 48;
const WIDTH = 612 - 2 * LEFT;

export const rateConfirmationName = (shipment: Pick<ShipmentFields, 'number'>) => `harborline-rate-confirmation-${shipment.number}.pdf`;

/**
 * The rate confirmation of an awarded load, on one US Letter page: the broker, the carrier with its
 * USDOT and MC numbers, the lane by city and state, the windows, the equipment, the agreed rate and
 * the terms; the carrier's electronic signature once it has signed (name, time and address).
 */
export function renderRateConfirmation(shipment: ShipmentFields, now = new Date()): PDFKit.PDFDocument {
  const award = shipment.award!;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 40, bottom: 20, left: LEFT, right: LEFT },
    info: { Title: `Rate Confirmation ${shipment.number}`, Author: COMPANY.name, Subject: `Rate confirmation for load ${shipment.number}` },
  });
  doc.rect(0, 0, 612, 78).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text(COMPANY.name, LEFT, 22, { width: WIDTH });
  doc.font('Helvetica').fontSize(8.5).text(`${COMPANY_ADDRESS_LINE}  ·  ${COMPANY.phone}  ·  ${OPERATIONS_EMAIL}`, LEFT, 48, { width: WIDTH });

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(15).text('Carrier Rate Confirmation', LEFT, 96, { width: WIDTH });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Load ${shipment.number}  ·  Printed ${formatEasternDateTime(now)}`, { width: WIDTH });

  const rule = () => {
    const y = doc.y + 8;
    doc.strokeColor(RULE).lineWidth(0.8).moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).stroke();
    doc.y = y + 8;
  };
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9.5).text(label, LEFT, y, { width: 130 });
    doc.fillColor(INK).font('Helvetica').fontSize(9.5).text(value, LEFT + 140, y, { width: WIDTH - 140 });
    doc.y = Math.max(doc.y, y + 14) + 2;
  };

  rule();
  row('Broker', `${COMPANY.name}, ${COMPANY_ADDRESS_LINE}`);
  row('Broker authority', CREDENTIALS_LINE);
  row('Carrier', award.carrierName);
  row('Carrier authority', `USDOT ${award.dotNumber || '—'}  ·  ${award.mcNumber || 'MC —'}`);
  rule();
  row('Lane', `${shipment.origin.city}, ${shipment.origin.state} to ${shipment.destination.city}, ${shipment.destination.state}`);
  row('Pickup', formatTimeWindow(shipment.pickupWindow));
  row('Delivery', formatTimeWindow(shipment.deliveryWindow));
  row('Equipment', shipment.equipment);
  row('Weight', `${Number(shipment.weight).toLocaleString('en-US')} lbs, ${shipment.pieces} pieces`);
  row('Agreed rate', `${formatPriceText(award.rate)} (USD, all-inclusive)`);
  rule();
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Terms', LEFT, doc.y);
  doc.moveDown(0.3);
  RATE_CONFIRMATION_TERMS.forEach((term, i) => doc.fillColor(INK).font('Helvetica').fontSize(9).text(`${i + 1}. ${term}`, LEFT, doc.y, { width: WIDTH }).moveDown(0.3));
  rule();
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(10).text('Carrier signature', LEFT, doc.y);
  doc.fillColor(INK).font('Helvetica').fontSize(9.5);
  if (award.signature) {
    doc.text(`Signed electronically by ${award.signature.name} on ${formatEasternDateTime(award.signature.at)} from address ${award.signature.ip}.`, LEFT, doc.y + 4, { width: WIDTH });
  } else {
    doc.text(`Not signed yet. Sign in your carrier dashboard by ${formatEasternDateTime(award.signBy)}, or the award lapses.`, LEFT, doc.y + 4, { width: WIDTH });
  }
  doc.fillColor(MUTED).font('Helvetica').fontSize(7.5).text(`${COMPANY.name}  ·  ${CREDENTIALS_LINE}  ·  ${shipment.number}`, LEFT, 752, { width: WIDTH, align: 'center', lineBreak: false });
  doc.end();
  return doc;
}
