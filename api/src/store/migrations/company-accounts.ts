import { User } from '../models/user.model';

const FULL_PASS = { comment: 'full pass: migration' };

/**
 * Makes every customer, shipper and carrier account stored before company accounts the Owner of a
 * one-person company: its own (`membership: { accountId: <its id>, role: 'owner' }`). Its records
 * already carry its id, which is the company's. Staff accounts get none. Only accounts without a
 * membership are written, so a second run (or a second API process starting at once) changes
 * nothing. Resolves with how many it moved.
 */
export async function migrateCompanyAccounts(): Promise<number> {
  const collection = User.collection;
  let moved = 0;
  for await (const doc of collection.find({ membership: { $exists: false } }, { ...FULL_PASS, projection: { _id: 1, id: 1, isAdmin: 1 } })) {
    if (doc.isAdmin) continue;
    const result = await collection.updateOne({ _id: doc._id, membership: { $exists: false } }, { $set: { membership: { accountId: doc.id, role: 'owner' } } });
    moved += result.modifiedCount;
  }
  return moved;
}
