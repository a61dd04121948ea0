import { randomUUID } from 'node:crypto';
import { addDays, type CarrierDocumentType, easternDate, earlierDate } from '@freight/domain';
import { findUserByUsername } from '../modules/users/user.service';
import { type CarrierDocumentRecord, files, users } from '../store';
import { demoPdf } from './demo-shipments';

const DAY = 24 * 60 * 60_000;

/**
 * The verified demo carrier (Brennan Trucking) has its certificate of insurance and W-9 on file,
 * accepted when staff verified it: the COI's auto liability policy runs about ten months more and
 * its cargo policy about four, so the Carriers tab and the carrier's dashboard show two dates and
 * no reminder is due on a fresh start. Stored through the store without email.
 */
export async function createDemoCarrierDocuments(now = new Date()): Promise<void> {
  const carrier = await findUserByUsername('tbrennan');
  if (!carrier || carrier.carrierDocuments?.length) return;
  const uploadedAt = new Date(now.getTime() - 30 * DAY);
  const today = easternDate(now);
  const liabilityExpiresOn = addDays(today, 300);
  const cargoExpiresOn = addDays(today, 120);
  const document = async (type: CarrierDocumentType, name: string, text: string): Promise<CarrierDocumentRecord> => {
    const info = await files.put(`users:${carrier.id}:${type}`, name, 'application/pdf', demoPdf(text), uploadedAt);
    return { id: randomUUID(), type, fileId: info.fileId, name: info.name, contentType: info.contentType, size: info.size, uploadedAt, review: 'accepted' };
  };
  carrier.carrierDocuments = [
    {
      ...(await document('coi', 'brennan-trucking-coi.pdf', `Certificate of insurance - Brennan Trucking LLC - auto liability to ${liabilityExpiresOn}, cargo to ${cargoExpiresOn}`)),
      liabilityExpiresOn,
      cargoExpiresOn,
      expiresOn: earlierDate(liabilityExpiresOn, cargoExpiresOn),
    },
    await document('w9', 'brennan-trucking-w9.pdf', 'Form W-9 - Brennan Trucking LLC'),
  ];
  await users.save(carrier);
}
