import { addDays, QUOTE_STATUSES, SHIPMENT_STATUSES, shipmentNumber } from '@freight/domain';
import { centsOf, dueDateOf, invoiceNumber, NET_30 } from '@freight/domain/billing';
import { hashPassword } from '../modules/users/password';
import { bulkImport, type ImportKind, quotes, shipments } from '../store';

/**
 * Volume for the scale benchmark (`npm run bench -- --scale`) and the traffic benchmark's first
 * size: tops each collection up to the wanted count through the models (validation, defaults,
 * derived list keys and hooks run), in large batches, with ids from the id counters, so the API
 * afterwards behaves exactly as with organically grown data. Run it after `connectDatabase` and
 * `migrate()` (the indexes exist before the first record, as in the API).
 */
export interface ScaleTargets {
  quotes: number;
  /** One shipment per quote (at most `quotes`); every seventh is booked with no carrier: an open load on the board. */
  shipments: number;
  /** Carrier offers on the open loads added in the same run; every tenth is the benchmark carrier's. */
  offers?: number;
  users: number;
  carrierRates: number;
  equipment: number;
}

export interface SeedOptions {
  /** Records per insertMany (default 5,000: one insert command each, about 12 MB of quotes). */
  batch?: number;
  /** Batches on their way at once (default 2: the next batch is built and validated while the engine stores the previous one). */
  inFlight?: number;
  /** Told after each collection: how many records were added and how long it took. */
  onCollection?: (kind: ImportKind, added: number, seconds: number) => void;
}

const PASSWORD = 'Scale-Test-Password-1';
/** Quotes go to the accounts from this id on (`1_000 + n % (users - 1_000)`), so each names an account that exists. */
const FIRST_CUSTOMER_ID = 1_000;
/** The fewest accounts the generated data needs: the customers from FIRST_CUSTOMER_ID, the benchmark's customer and carrier among them. */
export const MIN_SCALE_USERS = 1_100;

/**
 * The customer the benchmark signs in as: active (every tenth generated account is not, and
 * this one is never among them) and with quotes of its own at every size.
 */
export const SCALE_CUSTOMER = { id: 1_002, username: 'scale_user_1002', password: PASSWORD } as const;

/** The verified carrier the benchmark signs in as, for the load board and its own offers. */
export const SCALE_CARRIER = { id: 1_003, username: 'scale_user_1003', password: PASSWORD } as const;

/** A driver of the benchmark carrier's company: every 100th hauled load is theirs. */
export const SCALE_DRIVER = { id: 1_004, username: 'scale_user_1004', password: PASSWORD } as const;

/** A Shipper member of the benchmark customer's company: its list is the company's. */
export const SCALE_MEMBER = { id: 1_005, username: 'scale_user_1005', password: PASSWORD } as const;

/** Each account's company and role: the two members above in theirs, everyone else the Owner of their own. */
const membershipOfScale = (id: number) =>
  id === SCALE_DRIVER.id ? { accountId: SCALE_CARRIER.id, role: 'driver' as const } : id === SCALE_MEMBER.id ? { accountId: SCALE_CUSTOMER.id, role: 'shipper' as const } : { accountId: id, role: 'owner' as const };

/** The statuses of a load a carrier hauls (or hauled): it has one, and maybe a driver. */
const HAULED = new Set(['carrier-assigned', 'picked-up', 'in-transit', 'delivered', 'completed']);
const FIRST = ['Maria', 'James', 'Aisha', 'Tom', 'Lena', 'Raj', 'Chen', 'Olga', 'Diego', 'Grace', 'Ibrahim', 'Noor'];
const LAST = ['Santos', 'Okafor', 'Kowalski', 'Nguyen', 'Reyes', 'Murphy', 'Haddad', 'Larsen', 'Brennan', 'Ferreira'];
const COMPANIES = ['Garden State Foods', 'Tundra Mills', 'Keystone Paper', 'Harbor Imports', 'Empire Steel', 'Bay Colony Goods'];
const SERVICES = ['Freight Transportation', 'Warehousing & Storage', 'Distribution Services', 'Cross-Docking', 'Other'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length];
/** Every status but a booking held for a credit review, which carries the figures it was held on. */
const SEEDED_STATUSES = SHIPMENT_STATUSES.filter((status) => status !== 'held');

/**
 * Adds records to `kind` until it holds `target`: batches of `batch`, `inFlight` of them on their
 * way at once (ids are taken per batch from the counter, so concurrent batches never share one).
 * `make(id, n)`: the n-th record of the collection (n counts from the records already there).
 */
async function topUp(kind: ImportKind, target: number, make: (id: number, n: number) => object, { batch = 5_000, inFlight = 2, onCollection }: SeedOptions): Promise<number[]> {
  const t0 = performance.now();
  const existing = await bulkImport.count(kind);
  const starts: number[] = [];
  for (let from = existing; from < target; from += batch) starts.push(from);
  const ids: number[][] = [];
  let next = 0;
  const lane = async () => {
    while (next < starts.length) {
      const k = next;
      next += 1;
      const from = starts[k];
      ids[k] = await bulkImport.insert(kind, Math.min(batch, target - from), (id, i) => make(id, from + i));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, inFlight) }, lane));
  const added = ids.flat();
  onCollection?.(kind, added.length, (performance.now() - t0) / 1000);
  return added;
}

/** Every record of a list, newest first, read a page at a time by keyset (`after`). */
async function* everyRecord<T extends { id: number }>(list: (page: { offset: number; limit: number; after?: number }) => Promise<{ items: T[] }>): AsyncGenerator<T> {
  let after: number | undefined;
  for (;;) {
    const { items } = await list({ offset: 0, limit: 500, after });
    yield* items;
    if (items.length < 500) return;
    after = items.at(-1)!.id;
  }
}

/**
 * `count` quote ids that no shipment names yet: the quotes this run added first, then older ones
 * (newest first), so every generated shipment belongs to a quote that exists and no quote gets two.
 */
async function quotesWithoutShipment(added: number[], count: number): Promise<number[]> {
  if (count <= 0) return [];
  const taken = new Set<number>();
  for await (const shipment of everyRecord((page) => shipments.list({}, page))) taken.add(shipment.quoteId);
  const free = added.filter((id) => !taken.has(id)).sort((a, b) => a - b);
  if (free.length >= count) return free.slice(0, count);
  const fresh = new Set(added);
  for await (const quote of everyRecord((page) => quotes.list({}, page))) {
    if (free.length >= count) break;
    if (!taken.has(quote.id) && !fresh.has(quote.id)) free.push(quote.id);
  }
  return free;
}

/** A load this run delivered, as its invoice needs it. */
interface DeliveredLoad {
  id: number;
  n: number;
  userId: number;
  customer: { name: string; companyName: string; email: string };
  price: string;
  lane: string;
  deliveredOn: string;
}

/** The seeded deliveries end on November 27, 2026: invoices dated in the 60 days before the 28th are still open. */
const SEED_TODAY = '2026-11-28';
const OPEN_DAYS = 60;

/**
 * The invoices of the delivered loads, as staff's billing would have left them: each dated the day
 * after delivery, Net 30; the last two months' still open (most sent, some partly paid, a few not
 * sent yet), the older ones paid 25 days after their date, one in twenty void. Numbered from the
 * year's series in the order of their dates, and the series moved on past them.
 */
async function seedInvoices(loads: DeliveredLoad[], options: SeedOptions): Promise<void> {
  if (loads.length === 0) return;
  const openFrom = addDays(SEED_TODAY, -OPEN_DAYS);
  const dated = loads.map((load) => ({ load, invoiceDate: addDays(load.deliveredOn, 1) })).sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.load.id - b.load.id);
  const year = 2026;
  let seq = await bulkImport.invoiceSeries.last(year);
  const planned = dated.map(({ load, invoiceDate }) => {
    const k = load.n % 20;
    const status = k === 19 ? 'void' : invoiceDate < openFrom ? 'paid' : k < 2 ? 'ready' : k < 6 ? 'partially_paid' : 'sent';
    const amountCents = centsOf(load.price)!;
    const sent = status !== 'ready' && status !== 'void';
    if (sent) seq += 1;
    const paidCents = status === 'paid' ? amountCents : status === 'partially_paid' ? Math.floor(amountCents / 2) : 0;
    const receivedOn = addDays(invoiceDate, status === 'paid' ? 25 : 10);
    return {
      shipmentId: load.id,
      shipmentNumber: shipmentNumber(load.id),
      customerId: load.userId,
      billTo: load.customer,
      status,
      lines: [{ kind: 'linehaul', description: `Shipment ${shipmentNumber(load.id)}: ${load.lane}`, amountCents }],
      terms: NET_30,
      ...(sent ? { number: invoiceNumber(year, seq), invoiceDate, dueDate: dueDateOf(invoiceDate, NET_30), sentAt: new Date(`${invoiceDate}T15:00:00Z`) } : {}),
      payments: paidCents
        ? [{ amountCents: paidCents, receivedOn, method: 'ach', reference: `ACH-${load.id}`, recordedAt: new Date(`${receivedOn}T16:00:00Z`), recordedBy: { userId: 0, name: 'Scale seed' } }]
        : [],
      ...(status === 'void' ? { voidReason: 'Billed to the wrong account', voidedAt: new Date(`${invoiceDate}T16:00:00Z`) } : {}),
      mailOutbox: [],
    };
  });
  const existing = await bulkImport.count('invoices');
  await topUp('invoices', existing + planned.length, (_id, i) => planned[i - existing], options);
  await bulkImport.invoiceSeries.advanceTo(year, seq);
}

export async function seedScale(targets: ScaleTargets, options: SeedOptions = {}): Promise<void> {
  if (targets.users < MIN_SCALE_USERS) throw new Error(`seedScale: at least ${MIN_SCALE_USERS} accounts are needed (asked for ${targets.users})`);
  // One real hash for every generated account: hashing 20,000 passwords would take hours.
  const password = await hashPassword(PASSWORD);
  await topUp(
    'users',
    targets.users,
    (id, n) => ({
      username: `scale_user_${id}`,
      password,
      firstName: pick(FIRST, n),
      lastName: `${pick(LAST, n * 7)}${n % 97}`,
      email: `scale.user.${id}@example.com`,
      companyName: `${pick(COMPANIES, n)} ${n % 500}`,
      accountType: id === SCALE_CARRIER.id || id === SCALE_DRIVER.id ? 'carrier' : id === SCALE_CUSTOMER.id || id === SCALE_MEMBER.id ? 'customer' : pick(['customer', 'customer', 'shipper', 'carrier'] as const, n),
      isActive: id === SCALE_CUSTOMER.id || id === SCALE_CARRIER.id || id === SCALE_DRIVER.id || id === SCALE_MEMBER.id || n % 10 !== 0,
      membership: membershipOfScale(id),
      ...(id === SCALE_CARRIER.id
        ? {
            carrierStatus: 'verified',
            carrierStatusHistory: [{ status: 'pending', by: 'registration', at: new Date() }, { status: 'verified', by: 'Scale seed', at: new Date() }],
            carrierInfo: { dotNumber: '9100003', mcNumber: 'MC-910003', equipmentTypes: ['Dry Van', 'Refrigerated', 'Flatbed'], fleetSize: '16-50', operatingRegions: ['Northeast', 'Mid-Atlantic'], insuranceInfo: { liability: '$1M', cargo: '$100K' } },
          }
        : {}),
    }),
    options,
  );
  const customers = Math.max(1, targets.users - FIRST_CUSTOMER_ID);
  const addedQuotes = await topUp(
    'quotes',
    targets.quotes,
    (_id, n) => ({
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
    }),
    options,
  );
  type Place = { zip: string; city: string; state: string };
  const lanes: [Place, Place][] = [
    [{ zip: '07105', city: 'Newark', state: 'NJ' }, { zip: '02118', city: 'Boston', state: 'MA' }],
    [{ zip: '19103', city: 'Philadelphia', state: 'PA' }, { zip: '12207', city: 'Albany', state: 'NY' }],
    [{ zip: '06103', city: 'Hartford', state: 'CT' }, { zip: '21201', city: 'Baltimore', state: 'MD' }],
  ];
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 330))).toISOString().slice(0, 10);
  const openLoads: { id: number; number: string; lane: string }[] = [];
  const delivered: DeliveredLoad[] = [];
  const shipmentTarget = Math.min(targets.shipments, targets.quotes);
  const firstShipment = await bulkImport.count('shipments');
  const quoteIds = await quotesWithoutShipment(addedQuotes, Math.max(0, shipmentTarget - firstShipment));
  await topUp(
    'shipments',
    firstShipment + quoteIds.length,
    (id, n) => {
      const [origin, destination] = pick(lanes, n);
      const status = pick(SEEDED_STATUSES, n);
      const price = `${1_200 + (n % 300) * 10}.00`;
      const customer = { name: `${pick(FIRST, n)} ${pick(LAST, n * 3)}`, companyName: `${pick(COMPANIES, n)} ${n % 500}`, email: `shipper${n % 50_000}@example.com` };
      // Delivered two days after its booking day, as its window says: the weekly revenue report reads the deliveries of its weeks.
      const deliveredAt = status === 'delivered' || status === 'completed' ? new Date(Date.UTC(2026, 0, 3 + (n % 330), 18)) : null;
      if (status === 'booked') openLoads.push({ id, number: shipmentNumber(id), lane: `${origin.city}, ${origin.state} to ${destination.city}, ${destination.state}` });
      // Every 25th belongs to the customer the benchmark signs in as, so its own list is a full page.
      const userId = n % 25 === 0 ? SCALE_CUSTOMER.id : FIRST_CUSTOMER_ID + (n % customers);
      if (deliveredAt) delivered.push({ id, n, userId, customer, price, lane: `${origin.city}, ${origin.state} to ${destination.city}, ${destination.state}`, deliveredOn: deliveredAt.toISOString().slice(0, 10) });
      const party = (place: Place, name: string) => ({ name, address: { street: `${100 + (n % 900)} Dock Street`, ...place }, contactName: 'Dock Office', phone: '(973) 555-0100', email: 'dock@example.com' });
      return {
        number: shipmentNumber(id),
        // A quote of its own that no other shipment names (one shipment per quote, as the unique index holds).
        quoteId: quoteIds[n - firstShipment],
        userId,
        customer,
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
        price,
        events: [{ kind: 'booked', at: new Date(Date.UTC(2026, 0, 1 + (n % 330))), location: null, recordedBy: { role: 'staff', userId: null, name: 'Scale seed' } }],
        // Hauled loads have their carrier: every 50th the benchmark carrier's, and every other of those its driver's.
        ...(HAULED.has(status)
          ? {
              carrierId: n % 50 === 0 ? SCALE_CARRIER.id : 5_000 + (n % 400),
              driver: n % 100 === 0 ? { userId: SCALE_DRIVER.id, name: 'Scale Driver', phone: '(973) 555-0100', truckNumber: 'S-1', trailerNumber: 'ST-1', assignedAt: new Date(Date.UTC(2026, 0, 1 + (n % 330))), assignedBy: 'Scale seed' } : null,
            }
          : {}),
        deliveredAt,
        mailOutbox: [],
      };
    },
    options,
  );
  await seedInvoices(delivered, options);
  // Offers on this run's open loads: two or three per load, every tenth from the benchmark carrier, a few still pending.
  openLoads.sort((a, b) => a.id - b.id);
  if (openLoads.length > 0 && targets.offers) {
    await topUp(
      'carrier_offers',
      targets.offers,
      (_id, n) => {
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
      },
      options,
    );
  }
  await topUp(
    'carrier_rates',
    targets.carrierRates,
    (id, n) => ({
      carrierName: `Scale Carrier ${id}`,
      serviceType: pick(['Full Truckload', 'Refrigerated', 'Flatbed', 'Less Than Truckload'], n),
      baseRate: '185.00',
      perMileRate: '2.45',
      perPoundRate: '0.020',
      minimumCharge: '450.00',
      isActive: n % 5 !== 0,
    }),
    options,
  );
  await topUp(
    'equipment_pricing',
    targets.equipment,
    (id, n) => ({
      equipmentType: `scale-equipment-${id}`,
      equipmentName: `Scale Equipment ${id}`,
      description: 'Generated for the scale benchmark.',
      baseMileRate: '2.35',
      minimumRate: '400.00',
      weightCapacity: '45,000 lbs',
      isActive: n % 5 !== 0,
    }),
    options,
  );
}
