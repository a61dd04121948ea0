import { QUOTE_STATUSES } from '@freight/domain';
import type { Model } from 'mongoose';
import { currentId, reserveIdRange } from '../core/counter';
import { hashPassword } from '../modules/auth/password';
import { CarrierRate } from '../modules/carrier-rates/carrier-rate.model';
import { EquipmentPricing } from '../modules/equipment-pricing/equipment-pricing.model';
import { Quote } from '../modules/quotes/quote.model';
import { keysOf, UserKey } from '../modules/users/user-key.model';
import { User } from '../modules/users/user.model';

/**
 * Volume for the scale benchmark (`npm run bench -- --scale`): tops each collection up to the
 * wanted count through the models (validation, defaults and hooks run), in batches, with ids from
 * the id allocator, so the API afterwards behaves exactly as with organically grown data.
 */
export interface ScaleTargets {
  quotes: number;
  users: number;
  carrierRates: number;
  equipment: number;
}

const BATCH = 2_000;
const PASSWORD = 'Scale-Test-Password-1';
/** Quotes go to the accounts from this id on (`1_000 + n % (users - 1_000)`), so each names an account that exists. */
const FIRST_CUSTOMER_ID = 1_000;

/**
 * The customer the benchmark signs in as: active (every tenth generated account is not, and
 * this one is never among them) and with quotes of its own at every size.
 */
export const SCALE_CUSTOMER = { id: 1_002, username: 'scale_user_1002', password: PASSWORD } as const;
const FIRST = ['Maria', 'James', 'Aisha', 'Tom', 'Lena', 'Raj', 'Chen', 'Olga', 'Diego', 'Grace', 'Ibrahim', 'Noor'];
const LAST = ['Santos', 'Okafor', 'Kowalski', 'Nguyen', 'Reyes', 'Murphy', 'Haddad', 'Larsen', 'Brennan', 'Ferreira'];
const COMPANIES = ['Garden State Foods', 'Tundra Mills', 'Keystone Paper', 'Harbor Imports', 'Empire Steel', 'Bay Colony Goods'];
const SERVICES = ['Freight Transportation', 'Warehousing & Storage', 'Distribution Services', 'Cross-Docking', 'Other'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length];

async function topUp<T>(
  model: Model<T>,
  collection: string,
  target: number,
  make: (id: number, n: number) => Partial<T>,
  after: (records: Partial<T>[]) => Promise<unknown> = async () => undefined,
): Promise<number> {
  let existing = await model.estimatedDocumentCount();
  let added = 0;
  while (existing < target) {
    const count = Math.min(BATCH, target - existing);
    const first = (await currentId(collection)) + 1;
    await reserveIdRange(collection, first, first + count - 1);
    const records = Array.from({ length: count }, (_, i) => make(first + i, existing + i));
    await model.insertMany(records);
    await after(records);
    existing += count;
    added += count;
  }
  return added;
}

export async function seedScale(targets: ScaleTargets): Promise<void> {
  // One real hash for every generated account: hashing 20,000 passwords would take hours.
  const password = await hashPassword(PASSWORD);
  await topUp(User, 'users', targets.users, (id, n) => ({
    id,
    username: `scale_user_${id}`,
    password,
    firstName: pick(FIRST, n),
    lastName: `${pick(LAST, n * 7)}${n % 97}`,
    email: `scale.user.${id}@example.com`,
    companyName: `${pick(COMPANIES, n)} ${n % 500}`,
    accountType: pick(['customer', 'customer', 'shipper', 'carrier'] as const, n),
    isActive: id === SCALE_CUSTOMER.id || n % 10 !== 0,
  }), (users) => UserKey.insertMany(users.flatMap((u) => keysOf(u as { id: number; username: string; email: string }))));
  const customers = Math.max(1, targets.users - FIRST_CUSTOMER_ID);
  await topUp(Quote, 'quotes', targets.quotes, (id, n) => ({
    id,
    userId: n % 3 === 0 ? null : FIRST_CUSTOMER_ID + (n % customers),
    firstName: pick(FIRST, n * 5),
    lastName: `${pick(LAST, n)}${n % 1_000}`,
    email: `shipper${n % 50_000}@example.com`,
    phone: '(973) 555-0100',
    companyName: `${pick(COMPANIES, n * 3)} ${n % 2_000}`,
    serviceNeeded: pick(SERVICES, n),
    projectDetails: `Load ${n}: ${pick(['pallets', 'reefer', 'flatbed', 'LTL'], n)} Newark to Boston`,
    status: pick(QUOTE_STATUSES, n),
    mailOutbox: [],
  }));
  await topUp(CarrierRate, 'carrier_rates', targets.carrierRates, (id, n) => ({
    id,
    carrierName: `Scale Carrier ${id}`,
    serviceType: pick(['Full Truckload', 'Refrigerated', 'Flatbed', 'Less Than Truckload'], n),
    baseRate: '185.00',
    perMileRate: '2.45',
    perPoundRate: '0.020',
    minimumCharge: '450.00',
    isActive: n % 5 !== 0,
  }));
  await topUp(EquipmentPricing, 'equipment_pricing', targets.equipment, (id, n) => ({
    id,
    equipmentType: `scale-equipment-${id}`,
    equipmentName: `Scale Equipment ${id}`,
    description: 'Generated for the scale benchmark.',
    baseMileRate: '2.35',
    minimumRate: '400.00',
    weightCapacity: '45,000 lbs',
    isActive: n % 5 !== 0,
  }));
}
