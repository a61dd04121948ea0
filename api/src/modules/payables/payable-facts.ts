import { documentsMissingForVerification, lapsedCoiPolicies } from '@freight/domain';
import { settledStatus } from '@freight/domain/billing';
import { type StoredPayable, users } from '../../store';
import { rulesOf } from './payable-view';

/** The carrier's documents are complete with a W-9 and a certificate of insurance on file, neither of its policies lapsed at `now`. */
export async function documentsCompleteOf(carrierId: number, now = new Date()): Promise<boolean> {
  const carrier = await users.find(carrierId);
  const documents = carrier?.accountType === 'carrier' ? (carrier.carrierDocuments ?? []) : [];
  return documentsMissingForVerification(documents).length === 0 && !lapsedCoiPolicies(documents, now);
}

/**
 * The payable with its facts looked at again (the carrier's documents today) and the status they
 * lead to (Delivered or Ready to pay; Scheduled and Paid stay). Every change of a payable goes
 * through this before it is saved, so the stored status never lags the paperwork for long.
 */
export async function refreshed(payable: StoredPayable, now = new Date()): Promise<StoredPayable> {
  const documentsComplete = await documentsCompleteOf(payable.carrierId, now);
  const next = { ...payable, documentsComplete };
  return { ...next, status: settledStatus(rulesOf(next)) };
}
