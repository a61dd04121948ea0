import { useTestApp } from '../../test/harness';
import { Quote } from '../testing';
import { addQuoteLanePlaces } from './quote-lane-places';

useTestApp();

const base = { firstName: 'Old', lastName: 'Record', email: 'old@example.com', companyName: 'Old Co', serviceNeeded: 'Other', status: 'pending', createdAt: new Date(), updatedAt: new Date(), __v: 0 };
const priced = { greatCircleMiles: 1, roadMiles: 321, transitDays: 4, transitMode: 'ltl' };

describe('migration: quotes get their lane places, and miles where both ZIP codes are known', () => {
  it('adds places to a stored lane (keeping its miles), computes a missing lane, leaves unknown ZIP codes and laneless quotes alone; twice is once', async () => {
    await Quote.collection.insertMany([
      { ...base, id: 9001, originZip: '10001', destinationZip: '19103', lane: priced },
      { ...base, id: 9002, originZip: '02108', destinationZip: '19103', serviceType: 'ftl' },
      { ...base, id: 9003, originZip: '00000', destinationZip: '19103' },
      { ...base, id: 9004 },
    ]);
    expect(await addQuoteLanePlaces()).toBe(2);
    const byId = async (id: number) => (await Quote.findOne({ id }).lean())!;

    const kept = await byId(9001);
    expect(kept.lane).toEqual({ ...priced, origin: { zip: '10001', city: 'New York', state: 'NY' }, destination: { zip: '19103', city: 'Philadelphia', state: 'PA' } });
    const computed = await byId(9002);
    expect(computed.lane).toMatchObject({ transitMode: 'truckload', origin: { city: 'Boston', state: 'MA' }, destination: { city: 'Philadelphia' } });
    expect(computed.lane!.roadMiles).toBeGreaterThan(300);
    expect((await byId(9003)).lane).toBeUndefined();
    expect((await byId(9004)).lane).toBeUndefined();

    expect(await addQuoteLanePlaces()).toBe(0);
    expect((await byId(9001)).lane).toEqual(kept.lane);
  });
});
