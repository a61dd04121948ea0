import type { FmcsaLookup } from '@freight/domain';
import type { FmcsaConfig } from '../../config/config';
import { inBackground } from '../../core/background-writes';
import { type AuthorityCheckRecord, storeErrorOf, users } from '../../store';
import { fmcsaClient } from './fmcsa';

/** What FMCSA's answer says of the carrier's authority, or null when FMCSA was not asked or did not answer. */
export function fmcsaCheck(answer: FmcsaLookup, now = new Date()): AuthorityCheckRecord | null {
  if (!answer.checked) return null;
  if (!answer.found) return { by: 'fmcsa', at: now, found: false, allowedToOperate: false };
  return { by: 'fmcsa', at: new Date(answer.checkedAt), found: true, allowedToOperate: answer.allowedToOperate, legalName: answer.legalName };
}

/** Keeps the check on the carrier's account; a change made to the account meanwhile is read again, once. */
export async function recordAuthorityCheck(carrierId: number, check: AuthorityCheckRecord): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const carrier = await users.find(carrierId);
    if (!carrier || carrier.accountType !== 'carrier') return;
    try {
      await users.save({ ...carrier, authorityCheck: check });
      return;
    } catch (error) {
      if (storeErrorOf(error)?.kind !== 'conflict' || attempt > 0) throw error;
    }
  }
}

/** Asks FMCSA about the carrier's USDOT number and keeps what it answered (nothing when it could not be asked). */
export async function lookUpAuthority(config: FmcsaConfig, carrierId: number, dotNumber: string): Promise<FmcsaLookup> {
  const answer = await fmcsaClient(config).lookUp(dotNumber);
  const check = fmcsaCheck(answer);
  if (check) await recordAuthorityCheck(carrierId, check);
  return answer;
}

/** After a carrier registers: its authority checked with FMCSA in the background, when the look-up is configured. */
export function checkAuthorityLater(config: FmcsaConfig, carrier: { id: number; carrierInfo?: { dotNumber?: string } | null }): void {
  const dotNumber = carrier.carrierInfo?.dotNumber;
  if (!config.webKey || !dotNumber) return;
  inBackground(lookUpAuthority(config, carrier.id, dotNumber), { carrierId: carrier.id, what: 'FMCSA check at registration' });
}
