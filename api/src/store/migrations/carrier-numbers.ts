import { normalizeDotNumber, normalizeMcNumber } from '@freight/domain';
import { logger } from '../../core/logger';
import { isDuplicateKey } from '../insert-once';
import { dotKeyId, UserKey } from '../models/user-key.model';
import { User } from '../models/user.model';

interface CarrierNumbers {
  _id: string;
  id: number;
  createdAt?: Date;
  carrierStatus?: string;
  carrierInfo?: { dotNumber?: string; mcNumber?: string | null } | null;
}

/**
 * Carriers registered before verification and before USDOT and MC numbers were checked: each is
 * pending verification, its numbers are stored normalised
 * where they are well formed, and each USDOT number is claimed for its carrier (user-key.model), so a
 * new registration cannot take it. One pass, once. A number that is not well formed is left as it was
 * (staff see it on the account); where two earlier carriers share a USDOT number the first keeps it.
 */
export async function normalizeCarrierNumbers(): Promise<void> {
  let normalized = 0;
  let malformed = 0;
  let shared = 0;
  const carriers = User.find({ accountType: 'carrier' }, { id: 1, carrierInfo: 1, carrierStatus: 1, createdAt: 1 }).sort({ id: 1 }).comment('full pass: migration').lean<CarrierNumbers[]>().cursor({ batchSize: 500 });
  for await (const carrier of carriers) {
    // Registered before verification existed: pending, until staff verify it.
    if (!carrier.carrierStatus) {
      await User.updateOne({ _id: carrier._id }, { $set: { carrierStatus: 'pending', carrierStatusHistory: [{ status: 'pending', by: 'registration', at: carrier.createdAt ?? new Date() }] } });
    }
    const info = carrier.carrierInfo;
    if (!info?.dotNumber) continue;
    const dot = normalizeDotNumber(info.dotNumber);
    const mc = info.mcNumber ? normalizeMcNumber(info.mcNumber) : info.mcNumber;
    if (!dot || mc === null) malformed += 1;
    const $set: Record<string, string> = {};
    if (dot && dot !== info.dotNumber) $set['carrierInfo.dotNumber'] = dot;
    if (mc && mc !== info.mcNumber) $set['carrierInfo.mcNumber'] = mc;
    if (Object.keys($set).length) {
      await User.updateOne({ _id: carrier._id }, { $set });
      normalized += 1;
    }
    if (!dot) continue;
    await UserKey.create({ _id: dotKeyId(dot), userId: carrier.id }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
      shared += 1;
    });
  }
  if (normalized || malformed || shared) logger().info({ normalized, malformed, shared }, 'checked the carriers\' USDOT and MC numbers');
}
