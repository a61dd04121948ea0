import { randomUUID } from 'node:crypto';
import {
  CARRIER_DOCUMENT_LABELS,
  CARRIER_DOCUMENT_MESSAGES,
  type CarrierDocumentType,
  documentExpires,
  earlierDate,
  policyDateProblems,
  type PolicyExpiryDates,
} from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { checkUpload, safeFileName } from '../../core/file-upload';
import { logger } from '../../core/logger';
import { type CarrierDocumentRecord, files, type SignedInUser, type StoredUser, users } from '../../store';

/** The carrier documents' words for the site's upload rules (core/file-upload). */
export const CARRIER_UPLOAD_MESSAGES = {
  empty: CARRIER_DOCUMENT_MESSAGES.empty,
  tooLarge: CARRIER_DOCUMENT_MESSAGES.tooLarge,
  wrongType: CARRIER_DOCUMENT_MESSAGES.wrongType,
};

export interface DocumentUpload extends PolicyExpiryDates {
  type: CarrierDocumentType;
  /** The file's name as the carrier's computer had it. */
  fileName?: string;
}

async function carrierAccount(id: number): Promise<StoredUser> {
  const user = await users.find(id);
  if (!user || user.accountType !== 'carrier') throw new ApiError(403, CARRIER_DOCUMENT_MESSAGES.carriersOnly);
  return user;
}

/** The carrier's current documents, newest upload first. */
export const documentsOf = (user: Pick<StoredUser, 'carrierDocuments'>): CarrierDocumentRecord[] =>
  [...(user.carrierDocuments ?? [])].sort((a, b) => new Date(b.uploadedAt).getTime() - new Date(a.uploadedAt).getTime());

/**
 * A carrier uploads its certificate of insurance or W-9, with the proof of delivery's rules: a PDF,
 * JPEG or PNG of at most 10 MB, recognized by its content. A COI needs the expiry dates of its auto
 * liability and cargo policies, each after today; it is kept with the earlier one as `expiresOn`,
 * which the reminder and the suspension follow (insurance-expiry). The file goes to the files repository; a previous document of the type is replaced (its file
 * removed once the new one is stored), and the new one waits for staff's review.
 */
export async function uploadCarrierDocument(actor: SignedInUser, data: unknown, upload: DocumentUpload, now = new Date()): Promise<CarrierDocumentRecord[]> {
  const kind = checkUpload(data, CARRIER_UPLOAD_MESSAGES);
  const expires = documentExpires(upload.type);
  if (expires) {
    const problems = policyDateProblems(upload, now);
    const first = Object.values(problems)[0];
    if (first) throw new ApiError(400, first, problems);
  }
  const user = await carrierAccount(actor.id);
  const info = await files.put(`users:${user.id}:${upload.type}`, safeFileName(upload.fileName, upload.type, kind.extension), kind.type, data as Buffer, now);
  const previous = user.carrierDocuments?.find((doc) => doc.type === upload.type);
  const document: CarrierDocumentRecord = {
    id: randomUUID(),
    type: upload.type,
    fileId: info.fileId,
    name: info.name,
    contentType: info.contentType,
    size: info.size,
    uploadedAt: now,
    ...(expires && upload.liabilityExpiresOn && upload.cargoExpiresOn
      ? { liabilityExpiresOn: upload.liabilityExpiresOn, cargoExpiresOn: upload.cargoExpiresOn, expiresOn: earlierDate(upload.liabilityExpiresOn, upload.cargoExpiresOn) }
      : {}),
    review: 'submitted',
  };
  let saved: StoredUser;
  try {
    saved = await onConflict(users.save({ ...user, carrierDocuments: [...(user.carrierDocuments ?? []).filter((doc) => doc.type !== upload.type), document] }), CARRIER_DOCUMENT_MESSAGES.changedMeanwhile);
  } catch (error) {
    await files.remove(info.fileId).catch(() => undefined);
    throw error;
  }
  if (previous) await files.remove(previous.fileId).catch((err: unknown) => logger().warn({ err, fileId: previous.fileId }, 'old carrier document left behind'));
  logger().info({ event: 'carrier.document_uploaded', userId: user.id, type: upload.type, size: info.size, sha256: info.sha256, liabilityExpiresOn: document.liabilityExpiresOn, cargoExpiresOn: document.cargoExpiresOn }, 'carrier document uploaded');
  return documentsOf(saved);
}

/** The carrier's own documents (a carrier reads only its own: it is the signed-in account). */
export async function ownDocuments(actor: SignedInUser): Promise<CarrierDocumentRecord[]> {
  return documentsOf(await carrierAccount(actor.id));
}

/** One document's file, of the carrier `carrierId`; 404 when it has none with this id. */
export async function documentFile(carrierId: number, documentId: string) {
  const user = await users.find(carrierId);
  const document = user?.accountType === 'carrier' ? user.carrierDocuments?.find((doc) => doc.id === documentId) : undefined;
  const file = document ? await files.read(document.fileId) : null;
  if (!file) throw new ApiError(404, CARRIER_DOCUMENT_MESSAGES.notFound);
  return file;
}

export const documentLabel = (type: CarrierDocumentType) => CARRIER_DOCUMENT_LABELS[type];
