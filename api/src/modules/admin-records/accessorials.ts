import { ACCESSORIAL_MESSAGES, type OfferedAccessorial, type QuoteAccessorial } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { type AccessorialRecord, accessorials } from '../../store';

/** The most extra services a form offers (a staff list stays far below it). */
export const MAX_OFFERED = 100;

/** GET /api/accessorials: what the quote forms offer, newest first. */
export async function offeredAccessorials(): Promise<OfferedAccessorial[]> {
  const active = (await accessorials.active(MAX_OFFERED)) as AccessorialRecord[];
  return active.map(({ id, name, price, description }) => ({ id, name, price, ...(description ? { description } : {}) }));
}

/**
 * The chosen extra services as priced now, read one by one by id; 400 on the field when one does
 * not exist or is no longer offered, so nothing is stored.
 */
export async function chosenAccessorials(ids: readonly number[] | undefined): Promise<QuoteAccessorial[]> {
  if (!ids?.length) return [];
  const records = await Promise.all(ids.map((id) => accessorials.find(id)));
  if (records.some((record) => !record || !record.isActive)) {
    throw new ApiError(400, ACCESSORIAL_MESSAGES.notOffered, { accessorialIds: ACCESSORIAL_MESSAGES.notOffered });
  }
  return records.map((record) => ({ id: record!.id, name: record!.name, price: record!.price }));
}
