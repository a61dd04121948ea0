import mongoose from 'mongoose';
import { uniqueDatabaseUri } from '../../test/test-database';
import { connectDatabase, disconnectDatabase } from '../connection';
import { migrateTrailerTypes } from './trailer-types';

const shipments = () => mongoose.connection.db!.collection('shipments');
const place = (zip: string, city: string, state: string) => ({ zip, city, state });

/** A shipment as the version before trailer types stored it: its board keys by equipment text, no trailer type or miles. */
const oldShipment = (id: number, equipment: string, status = 'booked') => ({
  id,
  number: `HL-${10000 + id}`,
  quoteId: id,
  status,
  equipment,
  origin: place('07105', 'Newark', 'NJ'),
  destination: place('02110', 'Boston', 'MA'),
  pickupWindow: { date: '2026-12-01', from: '08:00', to: '12:00' },
  postedRate: '1175.00',
  award: null,
  events: [],
  boardKeys: status === 'booked' ? ['open', `open|equipment:${equipment}`, 'open|region:Northeast', `open|equipment:${equipment}|region:Northeast`] : undefined,
  __v: 0,
});

beforeAll(async () => {
  await connectDatabase(uniqueDatabaseUri());
  await shipments().insertMany([
    oldShipment(1, 'Full Truckload / General Freight'),
    oldShipment(2, 'Full Truckload / Perishable Goods'),
    oldShipment(3, 'Flatbed', 'delivered'),
    { ...oldShipment(4, 'Freight Transportation'), trailerType: 'Step Deck', miles: 235 },
  ]);
}, 60_000);

afterAll(async () => {
  await mongoose.connection.db!.dropDatabase();
  await disconnectDatabase();
});

describe('giving existing shipments trailer types', () => {
  it('sets the trailer type from the equipment, the lane’s miles and the board’s keys and sort fields by trailer type', async () => {
    expect(await migrateTrailerTypes()).toBe(3);
    const byId = new Map((await shipments().find({ id: { $in: [1, 2, 3, 4] } }).toArray()).map((doc) => [doc.id as number, doc]));
    expect(byId.get(1)).toMatchObject({ trailerType: 'Dry Van', miles: 235, boardRateCents: 117500, boardRpmCents: 500 });
    expect(byId.get(1)!.boardKeys).toEqual(['open', 'open|trailer:Dry Van', 'open|region:Northeast', 'open|trailer:Dry Van|region:Northeast']);
    expect(byId.get(2)).toMatchObject({ trailerType: 'Reefer', miles: 235 });
    // Off the board: a trailer type and miles, no board keys or sort fields.
    expect(byId.get(3)).toMatchObject({ trailerType: 'Flatbed', miles: 235 });
    expect(byId.get(3)).not.toHaveProperty('boardKeys');
    expect(byId.get(3)).not.toHaveProperty('boardRateCents');
    // One that has its trailer type already is left alone.
    expect(byId.get(4)!.trailerType).toBe('Step Deck');
    expect(byId.get(4)!.boardKeys).toContain('open|equipment:Freight Transportation');
  });

  it('changes nothing when it runs again', async () => {
    const before = await shipments().find({}).sort({ id: 1 }).toArray();
    expect(await migrateTrailerTypes()).toBe(0);
    expect(await shipments().find({}).sort({ id: 1 }).toArray()).toEqual(before);
  });
});
