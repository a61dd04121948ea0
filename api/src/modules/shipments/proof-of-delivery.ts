import { SHIPMENT_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { checkUpload, safeFileName } from '../../core/file-upload';
import { logger } from '../../core/logger';
import { files, shipments } from '../../store';
import type { Actor } from './shipments.service';
import { findShipment } from './shipments.service';

/** The proof of delivery's words for the site's upload rules (core/file-upload). */
export const POD_UPLOAD_MESSAGES = { empty: SHIPMENT_MESSAGES.podEmpty, tooLarge: SHIPMENT_MESSAGES.podTooLarge, wrongType: SHIPMENT_MESSAGES.podWrongType };

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
  const info = await files.put(`shipments:${id}:pod`, safeFileName(givenName, `pod-${shipment.number}`, kind.extension), kind.type, data);
  shipment.pod = { ...info, uploadedAt: new Date(info.uploadedAt) };
  await shipments.save(shipment);
  if (previous) await files.remove(previous).catch((err: unknown) => logger().warn({ err, fileId: previous }, 'old proof of delivery left behind'));
  logger().info({ event: 'shipment.pod_uploaded', shipmentId: id, userId: actor.id, size: info.size, sha256: info.sha256 }, 'proof of delivery uploaded');
  return shipment;
}
