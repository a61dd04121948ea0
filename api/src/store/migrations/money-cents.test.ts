import mongoose from 'mongoose';
import { uniqueDatabaseUri } from '../../test/test-database';
import { connectDatabase, disconnectDatabase } from '../connection';
import { addDays, easternDate } from '@freight/domain';
import { bulkImport } from '../repositories/bulk-import';
import { quotes } from '../repositories/quotes.repository';
import { shipments } from '../repositories/shipments.repository';
import { migrateMoneyToCents } from './money-cents';

const collection = (name: string) => mongoose.connection.db!.collection(name);
const updatedAt = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  await connectDatabase(uniqueDatabaseUri());
  // As the version before cents stored them: every amount as dollars-and-cents text.
  await collection('quotes').insertMany([
    {
      id: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      companyName: 'Engines Inc',
      serviceNeeded: 'Freight Transportation',
      status: 'approved',
      calculatedPrice: '1137.25',
      estimatedPrice: '1250.50',
      accessorials: [{ id: 3, name: 'Liftgate', price: '75.00' }],
      decision: { outcome: 'accepted', at: updatedAt, userId: 7, accountName: 'Ada Lovelace', snapshot: { estimatedPrice: '$1,250.50', validUntil: '2026-12-01' } },
      createdAt: updatedAt,
      updatedAt,
      __v: 2,
    },
    // Priced before prices were checked: text that is no amount stays as it was.
    { id: 2, firstName: 'Bo', lastName: 'Ng', email: 'bo@example.com', companyName: 'Ng Co', serviceNeeded: 'Other', status: 'pending', estimatedPrice: 'call us', calculatedPrice: '', createdAt: updatedAt, updatedAt, __v: 0 },
  ]);
  await collection('shipments').insertOne({
    id: 1,
    number: 'HL-10001',
    quoteId: 1,
    status: 'carrier-assigned',
    equipment: 'Dry Van',
    price: '$1,250.50',
    postedRate: '1100.00',
    award: { offerId: 4, carrierId: 9, carrierName: 'Brennan Trucking LLC', rate: '1075.00', awardedAt: updatedAt, signBy: updatedAt, signedAt: null, signature: null },
    events: [],
    createdAt: updatedAt,
    updatedAt,
    __v: 5,
  });
  await collection('carrier_offers').insertOne({ id: 4, shipmentId: 1, carrierId: 9, amount: '1075.00', expiresAt: updatedAt, status: 'accepted', createdAt: updatedAt, updatedAt });
  await collection('accessorials').insertOne({ id: 3, name: 'Liftgate', price: '75', isActive: true, createdAt: updatedAt, updatedAt });
}, 60_000);

afterAll(async () => {
  await mongoose.connection.db!.dropDatabase();
  await disconnectDatabase();
});

describe('moving stored amounts to whole cents', () => {
  it('stores every amount in cents and no longer as text, leaving the rest of each record (and its time) as it was', async () => {
    expect(await migrateMoneyToCents()).toBe(4);
    const quote = await collection('quotes').findOne({ id: 1 });
    expect(quote).toMatchObject({ calculatedPriceCents: 113725, estimatedPriceCents: 125050, accessorials: [{ id: 3, name: 'Liftgate', priceCents: 7500 }], updatedAt, __v: 2 });
    expect(quote!.decision).toMatchObject({ outcome: 'accepted', userId: 7, snapshot: { estimatedPriceCents: 125050, validUntil: '2026-12-01' } });
    for (const path of ['calculatedPrice', 'estimatedPrice']) expect(quote).not.toHaveProperty(path);
    expect(quote!.accessorials[0]).not.toHaveProperty('price');
    expect(quote!.decision.snapshot).not.toHaveProperty('estimatedPrice');

    const shipment = await collection('shipments').findOne({ id: 1 });
    expect(shipment).toMatchObject({ priceCents: 125050, postedRateCents: 110000, award: { carrierId: 9, rateCents: 107500 }, updatedAt, __v: 5 });
    expect(shipment).not.toHaveProperty('price');
    expect(shipment).not.toHaveProperty('postedRate');
    expect(shipment!.award).not.toHaveProperty('rate');

    expect(await collection('carrier_offers').findOne({ id: 4 })).toMatchObject({ amountCents: 107500 });
    expect(await collection('accessorials').findOne({ id: 3 })).toMatchObject({ priceCents: 7500, updatedAt });
  });

  it('keeps text that is no amount as it was', async () => {
    const quote = await collection('quotes').findOne({ id: 2 });
    expect(quote).toMatchObject({ estimatedPrice: 'call us', calculatedPrice: '' });
    expect(quote).not.toHaveProperty('estimatedPriceCents');
  });

  it('shows the same amounts through the store as before, as the same text', async () => {
    expect(await quotes.find(1)).toMatchObject({
      calculatedPrice: '1137.25',
      estimatedPrice: '1250.50',
      accessorials: [{ id: 3, name: 'Liftgate', price: '75.00' }],
      decision: { snapshot: { estimatedPrice: '$1,250.50' } },
    });
    expect(await quotes.find(1)).not.toHaveProperty('estimatedPriceCents');
    expect(await quotes.find(2)).toMatchObject({ estimatedPrice: 'call us', calculatedPrice: '' });
    expect(await shipments.find(1)).toMatchObject({ price: '$1,250.50', postedRate: '1100.00', award: { rate: '1075.00' } });
  });

  it('saves a record read through the store with its amounts in cents, and text that is no amount unchanged', async () => {
    const quote = (await quotes.find(2))!;
    await quotes.save({ ...quote, adminNotes: 'Called back' });
    expect(await collection('quotes').findOne({ id: 2 })).toMatchObject({ estimatedPrice: 'call us', adminNotes: 'Called back' });
    await quotes.save({ ...(await quotes.find(2))!, estimatedPrice: '990.00' });
    const priced = await collection('quotes').findOne({ id: 2 });
    expect(priced).toMatchObject({ estimatedPriceCents: 99000 });
    expect(priced).not.toHaveProperty('estimatedPrice');
    expect((await quotes.find(2))!.estimatedPrice).toBe('990.00');
  });

  it('keeps a priced quote an open offer when it is stored with its price in cents (imported, as the seeds do)', async () => {
    const validUntil = addDays(easternDate(), 5);
    const fields = { firstName: 'Cy', lastName: 'Ro', email: 'cy@example.com', companyName: 'Ro Co', serviceNeeded: 'Other', status: 'approved', estimatedPrice: '800.00', validUntil };
    await bulkImport.records('quotes', [fields]);
    expect(await collection('quotes').findOne({ email: 'cy@example.com' })).toMatchObject({ estimatedPriceCents: 80000, offerEndsAt: expect.any(Date) });
    const awaiting = await quotes.list({ offer: 'awaiting' }, { offset: 0, limit: 10 });
    expect(awaiting.items.map((quote) => quote.email)).toEqual(['cy@example.com']);
  });

  it('changes nothing when it runs again', async () => {
    const before = await collection('shipments').find({}).toArray();
    expect(await migrateMoneyToCents()).toBe(0);
    expect(await collection('shipments').find({}).toArray()).toEqual(before);
  });
});
