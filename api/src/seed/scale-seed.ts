import { QUOTE_STATUSES, SHIPMENT_STATUSES, shipmentNumber } from '@freight/domain';
import { hashPassword } from '../modules/users/password';
import { bulkImport, type ImportKind } from '../store';

/**
 * Volume for the scale benchmark (`npm run bench -- --scale`): tops each collection up to the
 * wanted count through the models (validation, defaults and hooks run), in batches, with ids from
 * the id allocator, so the API afterwards behaves exactly as with organically grown data.
 */
export interface ScaleTargets {
  quotes: number;
  /** One shipment per quote (at most `quotes`); every seventh is booked with no carrier: an open load on the board. */
  shipments: number;
  /** Carrier offers on the open loads added in the same run; every tenth is the benchmark carrier's. */
  offers: number;
  users: number;
  carrierRates: number;
  equipment: number;
}

const BATCH = 2_000;
const PASSWORD = 'Scale-Test-Password-1';
/** Quotes go to the accounts from this id on (`1_000 + n % (users - 1_000)`), so each names an account that exists. */
const FIRST_CUSTOMER_ID = 1_000;
/** More quotes than the demo data holds (its shipments' quotes are among them): the generated shipments' quotes come after. */
const DEMO_QUOTES = 200;

/**
 * The customer the benchmark signs in as: active (every tenth generated account is not, and
 * this one is never among them) and with quotes of its own at every size.
 */
export const SCALE_CUSTOMER = { id: 1_002, username: 'scale_user_1002', password: PASSWORD } as const;

/** The verified carrier the benchmark signs in as, for the load board and its own offers. */
export const SCALE_CARRIER = { id: 1_003, username: 'scale_user_1003', password: PASSWORD } as const;
const FIRST = ['Maria', 'James', 'Aisha', 'Tom', 'Lena', 'Raj', 'Chen', 'Olga', 'Diego', 'Grace', 'Ibrahim', 'Noor'];
const LAST = ['Santos', 'Okafor', 'Kowalski', 'Nguyen', 'Reyes', 'Murphy', 'Haddad', 'Larsen', 'Brennan', 'Ferreira'];
const COMPANIES = ['Garden State Foods', 'Tundra Mills', 'Keystone Paper', 'Harbor Imports', 'Empire Steel', 'Bay Colony Goods'];
const SERVICES = ['Freight Transportation', 'Warehousing & Storage', 'Distribution Services', 'Cross-Docking', 'Other'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length];

async function topUp(kind: ImportKind, target: number, make: (id: number, n: number) => object): Promise<number> {
  let existing = await bulkImport.count(kind);
  let added = 0;
  while (existing < target) {
    const count = Math.min(BATCH, target - existing);
    const from = existing;
    await bulkImport.insert(kind, count, (id, i) => make(id, from + i));
    existing += count;
    added += count;
  }
  return added;
}

export async function seedScale(targets: ScaleTargets): Promise<void> {
  // One real hash for every generated account: hashing 20,000 passwords would take hours.
  const password = await hashPassword(PASSWORD);
  await topUp('users', targets.users, (id, n) => ({
    username: `scale_user_${id}`,
    password,
    firstName: pick(FIRST, n),
    lastName: `${pick(LAST, n * 7)}${n % 97}`,
    email: `scale.user.${id}@example.com`,
    companyName: `${pick(COMPANIES, n)} ${n % 500}`,
    accountType: id === SCALE_CARRIER.id ? 'carrier' : pick(['customer', 'customer', 'shipper', 'carrier'] as const, n),
    isActive: id === SCALE_CUSTOMER.id || id === SCALE_CARRIER.id || n % 10 !== 0,
    ...(id === SCALE_CARRIER.id
      ? {
          carrierStatus: 'verified',
          carrierStatusHistory: [{ status: 'pending', by: 'registration', at: new Date() }, { status: 'verified', by: 'Scale seed', at: new Date() }],
          carrierInfo: { dotNumber: '9100003', mcNumber: 'MC-910003', equipmentTypes: ['Dry Van', 'Refrigerated', 'Flatbed'], fleetSize: '16-50', operatingRegions: ['Northeast', 'Mid-Atlantic'], insuranceInfo: { liability: '$1M', cargo: '$100K' } },
        }
      : {}),
  }));
  const customers = Math.max(1, targets.users - FIRST_CUSTOMER_ID);
  await topUp('quotes', targets.quotes, (_id, n) => ({
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
  type Place = { zip: string; city: string; state: string };
  const lanes: [Place, Place][] = [
    [{ zip: '07105', city: 'Newark', state: 'NJ' }, { zip: '02118', city: 'Boston', state: 'MA' }],
    [{ zip: '19103', city: 'Philadelphia', state: 'PA' }, { zip: '12207', city: 'Albany', state: 'NY' }],
    [{ zip: '06103', city: 'Hartford', state: 'CT' }, { zip: '21201', city: 'Baltimore', state: 'MD' }],
  ];
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 330))).toISOString().slice(0, 10);
  const openLoads: { id: number; number: string; lane: string }[] = [];
  await topUp('shipments', Math.min(targets.shipments, targets.quotes - DEMO_QUOTES), (id, n) => {
    const [origin, destination] = pick(lanes, n);
    const status = pick(SHIPMENT_STATUSES, n);
    if (status === 'booked') openLoads.push({ id, number: shipmentNumber(id), lane: `${origin.city}, ${origin.state} to ${destination.city}, ${destination.state}` });
    // Every 25th belongs to the customer the benchmark signs in as, so its own list is a full page.
    const userId = n % 25 === 0 ? SCALE_CUSTOMER.id : FIRST_CUSTOMER_ID + (n % customers);
    const party = (place: Place, name: string) => ({ name, address: { street: `${100 + (n % 900)} Dock Street`, ...place }, contactName: 'Dock Office', phone: '(973) 555-0100', email: 'dock@example.com' });
    return {
      number: shipmentNumber(id),
      // One quote's shipment each, past the demo's quotes (which have shipments of their own): every id exists at every size.
      quoteId: DEMO_QUOTES + 1 + n,
      userId,
      customer: { name: `${pick(FIRST, n)} ${pick(LAST, n * 3)}`, companyName: `${pick(COMPANIES, n)} ${n % 500}`, email: `shipper${n % 50_000}@example.com` },
      status,
      origin,
      destination,
      pickupWindow: { date: day(n), from: '08:00', to: '12:00' },
      deliveryWindow: { date: day(n + 2), from: '08:00', to: '16:00' },
      shipper: party(origin, `${pick(COMPANIES, n)} Shipping`),
      consignee: party(destination, `${pick(COMPANIES, n + 1)} Receiving`),
      commodity: pick(['Paper rolls', 'Canned goods', 'Steel coils', 'Furniture'], n),
      pieces: 1 + (n % 26),
      weight: 1_000 + (n % 40) * 1_000,
      equipment: pick(['Dry Van', 'Refrigerated', 'Flatbed'], n),
      price: `${1_200 + (n % 300) * 10}.00`,
      events: [{ kind: 'booked', at: new Date(Date.UTC(2026, 0, 1 + (n % 330))), location: null, recordedBy: { role: 'staff', userId: null, name: 'Scale seed' } }],
      mailOutbox: [],
    };
  });
  // Offers on this run's open loads: two or three per load, every tenth from the benchmark carrier, a few still pending.
  if (openLoads.length > 0) {
    await topUp('carrier_offers', targets.offers, (_id, n) => {
      const load = openLoads[n % openLoads.length];
      const mine = n % 10 === 0;
      return {
        shipmentId: load.id,
        shipmentNumber: load.number,
        lane: load.lane,
        carrierId: mine ? SCALE_CARRIER.id : 5_000 + (n % 400),
        carrierName: mine ? 'Scale Carrier LLC' : `Scale Haulers ${n % 400}`,
        dotNumber: String(9_200_000 + (n % 400)),
        kind: 'offer',
        amount: `${900 + (n % 60) * 10}.00`,
        note: '',
        hours: 24,
        expiresAt: new Date(Date.UTC(2026, 0, 2 + (n % 330))),
        status: pick(['pending', 'declined', 'withdrawn', 'pending'] as const, n),
      };
    });
  }
  await topUp('carrier_rates', targets.carrierRates, (id, n) => ({
    carrierName: `Scale Carrier ${id}`,
    serviceType: pick(['Full Truckload', 'Refrigerated', 'Flatbed', 'Less Than Truckload'], n),
    baseRate: '185.00',
    perMileRate: '2.45',
    perPoundRate: '0.020',
    minimumCharge: '450.00',
    isActive: n % 5 !== 0,
  }));
  await topUp('equipment_pricing', targets.equipment, (id, n) => ({
    equipmentType: `scale-equipment-${id}`,
    equipmentName: `Scale Equipment ${id}`,
    description: 'Generated for the scale benchmark.',
    baseMileRate: '2.35',
    minimumRate: '400.00',
    weightCapacity: '45,000 lbs',
    isActive: n % 5 !== 0,
  }));
}
