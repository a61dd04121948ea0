import {
  type CarrierAction,
  carrierStatusAfter,
  type CarrierStatus,
  CARRIER_DOCUMENT_MESSAGES,
  CARRIER_VERIFICATION_MESSAGES,
  documentsMissingForVerification,
  expiredCoi,
  firstPolicyExpiry,
  HOME_ZIP_MESSAGES,
  VERIFICATION_OVERRIDE_MESSAGES,
} from '@freight/domain';
import { zipCentroid } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { type PageRequest, type SignedInUser, type StoredUser, users } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { releaseOutbox } from '../mail/mail-outbox';
import { carrierStatusMail } from '../mail/mail-requests';

export interface CarrierListQuery extends PageRequest {
  status?: CarrierStatus | '';
  search?: string;
}

/** Carriers newest first: all of them or one status, with the users list's search. */
export function listCarriers({ status, search, offset, limit, after }: CarrierListQuery) {
  return users.list({ search, carriers: status || 'all' }, { offset, limit, after });
}

/** The status and history a new carrier account starts with. */
export const newCarrierStatus = (at = new Date()) => ({
  carrierStatus: 'pending' as const,
  carrierStatusHistory: [{ status: 'pending' as const, by: 'registration', at }],
});

async function findCarrier(id: number): Promise<StoredUser> {
  const user = await users.find(id);
  if (!user || user.accountType !== 'carrier') throw new ApiError(404, CARRIER_VERIFICATION_MESSAGES.notFound);
  return user;
}

/**
 * Verifies or suspends a carrier: the change is kept in its history (who, when, why), the carrier
 * is emailed, and the audit log has the before and after. A step that changes nothing is a 409, and
 * so is verifying a carrier whose certificate of insurance has expired (it uploads a new one first).
 * Verifying needs a certificate of insurance and a W-9 on file, or staff's override reason (`reason`
 * for a verification), kept in the history with the documents it stood in for; verifying also
 * records that staff checked the carrier's operating authority, unless FMCSA already confirmed it.
 */
export async function changeCarrierStatus(actor: SignedInUser, id: number, action: CarrierAction, reason?: string): Promise<StoredUser> {
  const before = await findCarrier(id);
  const carrier = structuredClone(before);
  const next = carrierStatusAfter(carrier.carrierStatus ?? 'pending', action);
  if ('refused' in next) throw new ApiError(409, next.refused);
  const now = new Date();
  const change: NonNullable<StoredUser['carrierStatusHistory']>[number] = { status: next.status, by: actor.username, at: now };
  if (action === 'verify') {
    // A carrier whose certificate of insurance has expired is verified again only on a new one.
    const lapsed = expiredCoi(carrier.carrierDocuments ?? []);
    const lapsedPolicies = lapsed && firstPolicyExpiry(lapsed);
    if (lapsedPolicies) throw new ApiError(409, CARRIER_DOCUMENT_MESSAGES.noCurrentCoi(lapsedPolicies));
    const missing = documentsMissingForVerification(carrier.carrierDocuments);
    if (missing.length && !reason) throw new ApiError(409, VERIFICATION_OVERRIDE_MESSAGES.documentsMissing(missing));
    if (missing.length) Object.assign(change, { reason, override: missing });
    // Verifying accepts the documents staff have just reviewed, and their check of the authority.
    for (const doc of carrier.carrierDocuments ?? []) doc.review = 'accepted';
    const confirmed = carrier.authorityCheck?.by === 'fmcsa' && carrier.authorityCheck.allowedToOperate;
    if (!confirmed) carrier.authorityCheck = { by: 'staff', staff: actor.username, at: now };
  } else if (reason) {
    change.reason = reason;
  }
  carrier.carrierStatus = next.status;
  carrier.carrierStatusHistory = [...(carrier.carrierStatusHistory ?? []), change];
  // The carrier reads a suspension's reason; an override reason is staff's own.
  const mail = [carrierStatusMail(carrier, action === 'suspend' ? reason : undefined)];
  const saved = await onConflict(users.save(carrier, mail), CARRIER_VERIFICATION_MESSAGES.changedMeanwhile);
  await releaseOutbox({ collection: 'users', id }, mail);
  const audited = action === 'suspend' ? 'suspend' : change.override ? 'verify-override' : 'verify';
  await recordAudit({ actor, action: audited, entity: 'carrier', entityId: id, before, after: saved });
  return saved;
}

/** A carrier's home ZIP code (the board's deadhead starts there): 400 when the ZIP data does not know it. */
export async function setHomeZip(id: number, homeZip: string): Promise<StoredUser> {
  if (!zipCentroid(homeZip)) throw new ApiError(400, HOME_ZIP_MESSAGES.unknown(homeZip), { homeZip: HOME_ZIP_MESSAGES.unknown(homeZip) });
  const carrier = await users.find(id);
  if (!carrier?.carrierInfo) throw new ApiError(404, CARRIER_VERIFICATION_MESSAGES.notFound);
  return onConflict(users.save({ ...carrier, carrierInfo: { ...carrier.carrierInfo, homeZip } }), CARRIER_VERIFICATION_MESSAGES.changedMeanwhile);
}
