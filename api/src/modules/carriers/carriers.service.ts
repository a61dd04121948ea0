import { type CarrierAction, carrierStatusAfter, type CarrierStatus, CARRIER_DOCUMENT_MESSAGES, CARRIER_VERIFICATION_MESSAGES, expiredCoi, firstPolicyExpiry } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { type PageRequest, type SignedInUser, type UserDocument, users } from '../../store';
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

async function findCarrier(id: number): Promise<UserDocument> {
  const user = await users.find(id);
  if (!user || user.accountType !== 'carrier') throw new ApiError(404, CARRIER_VERIFICATION_MESSAGES.notFound);
  return user;
}

/**
 * Verifies or suspends a carrier: the change is kept in its history (who, when, why), the carrier
 * is emailed, and the audit log has the before and after. A step that changes nothing is a 409, and
 * so is verifying a carrier whose certificate of insurance has expired (it uploads a new one first).
 */
export async function changeCarrierStatus(actor: SignedInUser, id: number, action: CarrierAction, reason?: string): Promise<UserDocument> {
  const carrier = await findCarrier(id);
  const next = carrierStatusAfter(carrier.carrierStatus ?? 'pending', action);
  if ('refused' in next) throw new ApiError(409, next.refused);
  // A carrier whose certificate of insurance has expired is verified again only on a new one.
  const lapsed = action === 'verify' ? expiredCoi(carrier.carrierDocuments ?? []) : undefined;
  const lapsedPolicies = lapsed && firstPolicyExpiry(lapsed);
  if (lapsedPolicies) throw new ApiError(409, CARRIER_DOCUMENT_MESSAGES.noCurrentCoi(lapsedPolicies));
  const before = carrier.toJSON();
  // Verifying accepts the documents staff have just reviewed.
  if (action === 'verify') for (const doc of carrier.carrierDocuments ?? []) doc.review = 'accepted';
  carrier.carrierStatus = next.status;
  carrier.carrierStatusHistory = [...(carrier.carrierStatusHistory ?? []), { status: next.status, ...(reason ? { reason } : {}), by: actor.username, at: new Date() }];
  const mail = [carrierStatusMail(carrier, reason)];
  await users.save(carrier, mail);
  await releaseOutbox({ collection: 'users', id }, mail);
  await recordAudit({ actor, action: action === 'verify' ? 'verify' : 'suspend', entity: 'carrier', entityId: id, before, after: carrier });
  return carrier;
}
