import { refusalOf, SHIPMENT_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { checkUpload, safeFileName } from '../../core/file-upload';
import { logger } from '../../core/logger';
import { files, type StoredShipment } from '../../store';
import { invoiceWhenBillable } from '../billing/invoice-creation';
import { payableWhenDelivered } from '../payables/payable-creation';
import { type Actor, findShipment, recordEventOn, saveShipment, stateOf } from './shipments.service';

/** The proof of delivery's words for the site's upload rules (core/file-upload). */
export const POD_UPLOAD_MESSAGES = { empty: SHIPMENT_MESSAGES.podEmpty, tooLarge: SHIPMENT_MESSAGES.podTooLarge, wrongType: SHIPMENT_MESSAGES.podWrongType };

type UploadKind = ReturnType<typeof checkUpload>;

/** Stores the checked file as the shipment's proof of delivery (in chunks, with its sha256); the caller saves it on the shipment. */
async function storePodFile(shipment: StoredShipment, kind: UploadKind, data: Buffer, givenName: string | undefined) {
  const info = await files.put(`shipments:${shipment.id}:pod`, safeFileName(givenName, `pod-${shipment.number}`, kind.extension), kind.type, data);
  return { ...info, uploadedAt: new Date(info.uploadedAt) };
}

/** Removes a file no shipment points at any more; a failure only leaves it behind (logged). */
const dropFile = (fileId: string, why: string) => files.remove(fileId).catch((err: unknown) => logger().warn({ err, fileId }, why));

/**
 * Staff (later the carrier) upload the proof of delivery of a delivered shipment: a PDF, JPEG or PNG
 * of at most 10 MB (the body parser refuses more before reading it all), recognized by its content.
 * The file goes to the database in chunks with its sha256; a previous POD is replaced.
 */
export async function uploadProofOfDelivery(actor: Actor, id: number, data: Buffer, givenName: string | undefined) {
  const kind = checkUpload(data, POD_UPLOAD_MESSAGES);
  const shipment = await findShipment(id);
  if (shipment.status !== 'delivered' && shipment.status !== 'completed') throw new ApiError(409, SHIPMENT_MESSAGES.podAfterDelivery);
  const previous = shipment.pod?.fileId;
  const info = await storePodFile(shipment, kind, data, givenName);
  let saved: StoredShipment;
  try {
    saved = await saveShipment({ ...shipment, pod: info });
  } catch (err) {
    await dropFile(info.fileId, 'refused proof of delivery left behind');
    throw err;
  }
  if (previous) await dropFile(previous, 'old proof of delivery left behind');
  logger().info({ event: 'shipment.pod_uploaded', shipmentId: id, userId: actor.id, size: info.size, sha256: info.sha256 }, 'proof of delivery uploaded');
  await invoiceWhenBillable(saved);
  await payableWhenDelivered(saved);
  return saved;
}

/**
 * The assigned carrier's Delivered, with its proof of delivery in the same step: the file is
 * checked and stored first, then the event and the POD are saved together (with the delivered
 * email that links to it). If the save is refused (out of order, changed meanwhile) the stored file
 * is removed again, so nothing is left half done.
 */
export async function deliverWithProof(actor: Actor, shipment: StoredShipment, data: Buffer, givenName: string | undefined) {
  const kind = checkUpload(data, POD_UPLOAD_MESSAGES);
  const refusal = refusalOf(stateOf(shipment), 'delivered');
  if (refusal) throw new ApiError(409, refusal);
  const info = await storePodFile(shipment, kind, data, givenName);
  const previous = shipment.pod?.fileId;
  let saved: StoredShipment;
  try {
    saved = await recordEventOn(shipment, actor, { kind: 'delivered' }, 'carrier', (s) => {
      s.pod = info;
    });
  } catch (err) {
    await dropFile(info.fileId, 'refused proof of delivery left behind');
    throw err;
  }
  if (previous) await dropFile(previous, 'old proof of delivery left behind');
  logger().info({ event: 'shipment.pod_uploaded', shipmentId: shipment.id, userId: actor.id, size: info.size, sha256: info.sha256, role: 'carrier' }, 'proof of delivery uploaded with the delivery');
  return saved;
}
