import { POD_MAX_BYTES, type PodContentType, SHIPMENT_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { logger } from '../../core/logger';
import { files, shipments } from '../../store';
import type { Actor } from './shipments.service';
import { findShipment } from './shipments.service';

const SIGNATURES: [PodContentType, number[], string][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d], 'pdf'], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
  ['image/jpeg', [0xff, 0xd8, 0xff], 'jpg'],
];

/** The type a file's first bytes say it is (never its name or the header the client sent), or null. */
export function sniffContentType(data: Buffer): { type: PodContentType; extension: string } | null {
  for (const [type, magic, extension] of SIGNATURES) {
    if (data.length >= magic.length && magic.every((byte, i) => data[i] === byte)) return { type, extension };
  }
  return null;
}

/** A safe file name to keep and offer: letters, digits, dot, dash, underscore; the extension the content says. */
function fileName(given: string | undefined, number: string, extension: string): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(given ?? '');
  } catch {
    decoded = '';
  }
  const base = decoded.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80);
  return `${base || `pod-${number}`}.${extension}`;
}

/**
 * Staff (later the carrier) upload the proof of delivery of a delivered shipment: a PDF, JPEG or PNG
 * of at most 10 MB (the body parser refuses more before reading it all), recognized by its content.
 * The file goes to the database in chunks with its sha256; a previous POD is replaced.
 */
export async function uploadProofOfDelivery(actor: Actor, id: number, data: Buffer, givenName: string | undefined) {
  if (!Buffer.isBuffer(data) || data.length === 0) throw new ApiError(400, SHIPMENT_MESSAGES.podEmpty);
  if (data.length > POD_MAX_BYTES) throw new ApiError(413, SHIPMENT_MESSAGES.podTooLarge);
  const kind = sniffContentType(data);
  if (!kind) throw new ApiError(415, SHIPMENT_MESSAGES.podWrongType);
  const shipment = await findShipment(id);
  if (shipment.status !== 'delivered' && shipment.status !== 'completed') throw new ApiError(409, SHIPMENT_MESSAGES.podAfterDelivery);
  const previous = shipment.pod?.fileId;
  const info = await files.put(`shipments:${id}:pod`, fileName(givenName, shipment.number, kind.extension), kind.type, data);
  shipment.pod = { ...info, uploadedAt: new Date(info.uploadedAt) };
  await shipments.save(shipment);
  if (previous) await files.remove(previous).catch((err: unknown) => logger().warn({ err, fileId: previous }, 'old proof of delivery left behind'));
  logger().info({ event: 'shipment.pod_uploaded', shipmentId: id, userId: actor.id, size: info.size, sha256: info.sha256 }, 'proof of delivery uploaded');
  return shipment;
}
