import mongoose from 'mongoose';
import { uniqueDatabaseUri } from '../../test/test-database';
import { connectDatabase, createIndexes, disconnectDatabase } from '../connection';
import { alignCounters } from '../counters';
import { carrierRates } from '../index';
import { addCarrierRateServiceKeys } from './carrier-rate-service-keys';

const rates = () => mongoose.connection.db!.collection('carrier_rates');

/** A carrier rate as the version before service keys stored it. */
const oldRate = (id: number, serviceType: string, isActive = true) => ({
  id,
  carrierName: `Carrier ${id}`,
  serviceType,
  baseRate: '150.00',
  perMileRate: '2.10',
  perPoundRate: '0.01',
  minimumCharge: '300.00',
  isActive,
  __v: 0,
});

beforeAll(async () => {
  await connectDatabase(uniqueDatabaseUri());
  await rates().insertMany([oldRate(1, 'Full Truckload'), oldRate(2, ' full   TRUCKLOAD '), oldRate(3, 'Refrigerated'), { ...oldRate(4, 'Flatbed'), serviceKey: 'flatbed' }]);
  await createIndexes();
  await alignCounters();
}, 60_000);

afterAll(async () => {
  await mongoose.connection.db!.dropDatabase();
  await disconnectDatabase();
});

describe('keying existing carrier rates by their service', () => {
  it('gives each rate without one its service key, so pricing finds it whatever its spelling', async () => {
    expect(await carrierRates.activeOf('Full Truckload', 10)).toEqual([]);
    expect(await addCarrierRateServiceKeys()).toBe(3);
    expect((await carrierRates.activeOf('Full Truckload', 10)).map((rate) => rate.id)).toEqual([2, 1]);
    expect((await carrierRates.activeOf('refrigerated', 10)).map((rate) => rate.id)).toEqual([3]);
    expect((await carrierRates.activeOf('Flatbed', 10)).map((rate) => rate.id)).toEqual([4]);
  });

  it('changes nothing when it runs again', async () => {
    const before = await rates().find({}).sort({ id: 1 }).toArray();
    expect(await addCarrierRateServiceKeys()).toBe(0);
    expect(await rates().find({}).sort({ id: 1 }).toArray()).toEqual(before);
  });

  it('keeps the key right through the store: a rate created, and one whose service changes, is found by its new service only', async () => {
    const created = await carrierRates.create({ ...oldRate(0, 'Less  Than Truckload'), id: undefined } as never);
    expect(created).not.toHaveProperty('serviceKey');
    expect((await carrierRates.activeOf('less than truckload', 10)).map((rate) => rate.id)).toEqual([created.id]);
    await carrierRates.update(created.id, { serviceType: 'Refrigerated' });
    expect(await carrierRates.activeOf('Less Than Truckload', 10)).toEqual([]);
    expect((await carrierRates.activeOf('Refrigerated', 10)).map((rate) => rate.id)).toEqual([created.id, 3]);
    // A change that leaves the service alone leaves its key alone.
    await carrierRates.update(created.id, { isActive: false });
    expect((await carrierRates.activeOf('Refrigerated', 10)).map((rate) => rate.id)).toEqual([3]);
  });
});
