import fs from 'node:fs';
import path from 'node:path';
import { carrierRateKeys } from '@freight/domain';
import type { Express } from 'express';
import mongoose, { mongo } from 'mongoose';
import request from 'supertest';
import { createApp } from '../../app';
import { backgroundWritesSettled } from '../../core/background-writes';
import { testConfig } from '../../test/harness';
import { uniqueDatabaseUri } from '../../test/test-database';
import { connectDatabase, disconnectDatabase } from '../connection';
import { files, sha256 } from '../repositories/files';
import { shipments } from '../repositories/shipments.repository';
import { migrate } from './migrate';
import { movedToCents } from './money-cents';
import { movedFileId } from './one-way';
import { trailerTypeFieldsOf } from './trailer-types';

/**
 * Databases written by 30200bb, the last version with two ways to the data, one per way: its seed
 * (demo mode) and a few requests (a registration and sign-in, a quote with an Idempotency-Key, a
 * reset link, a tracking link, a portal quote), dumped as canonical Extended JSON with each
 * collection's indexes (fixtures/README.md says how they were made).
 */
interface Dump {
  [collection: string]: { indexes: { name: string; key: Record<string, 1 | -1>; unique?: boolean }[]; docs: mongo.Document[] };
}
const fixture = (way: 'views' | 'queries'): Dump =>
  mongo.BSON.EJSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', `30200bb-${way}.json`), 'utf8'), { relaxed: true }) as Dump;

const db = () => mongoose.connection.db!;
const RENUMBERED = ['users', 'quotes', 'shipments', 'carrier_offers', 'carrier_rates', 'equipment_pricing', 'website_content', 'accessorials'];
const GONE = ['change_log', 'id_claims', 'id_hints', 'expiry_queue', 'rate_limit_tally', 'user_keys', 'shipment_claims', 'load_claims', 'mail_claims', 'quote_decision_claims', 'password_reset_uses', 'tracking_links', 'store_meta', 'files'];

/** Writes the dump as 30200bb left it: every document as stored, and the unique indexes it made. */
async function restore(dump: Dump): Promise<void> {
  for (const [name, { indexes, docs }] of Object.entries(dump)) {
    if (docs.length) await db().collection(name).insertMany(docs);
    for (const index of indexes) if (index.unique && index.name !== '_id_') await db().collection(name).createIndex(index.key, { unique: true, name: index.name });
  }
}

/** The fixture's visitor quote request with its Idempotency-Key, as it was sent. */
const KEYED_QUOTE = { firstName: 'Ida', lastName: 'Key', email: 'ida@example.com', phone: '555-0100', companyName: 'Keyed LLC', serviceNeeded: 'Freight Transportation', projectDetails: 'Pallets from Boston to Albany, twelve of them.' };

describe.each(['views', 'queries'] as const)('a database written by 30200bb in the %s way', (way) => {
  const dump = fixture(way);
  let app: Express;

  beforeAll(async () => {
    await connectDatabase(uniqueDatabaseUri());
    await restore(dump);
    await migrate();
    app = createApp(testConfig());
  }, 120_000);

  afterAll(async () => {
    await backgroundWritesSettled();
    await db().dropDatabase();
    await disconnectDatabase();
  });

  it('keeps every numbered record with its id and fields, now under an ObjectId', async () => {
    let lanesGivenPlaces = 0;
    for (const name of RENUMBERED) {
      const before = dump[name].docs;
      const after = await db().collection(name).find().sort({ id: 1 }).toArray();
      expect(after.map((doc) => doc.id)).toEqual(before.map((doc) => doc.id).sort((a, b) => a - b));
      expect(after.every((doc) => doc._id instanceof mongo.ObjectId)).toBe(true);
      for (const doc of after) {
        const { _id, ...was } = before.find((old) => old.id === doc.id)!;
        const { _id: _new, ...now } = doc;
        if (name === 'quotes') delete was.requestKey;
        if (name === 'quotes' && (now.lane as { origin?: unknown } | undefined)?.origin) {
          // The next migration gave the lane its places (and a lane where both ZIP codes are known): quote-lane-places.test.ts.
          const { origin: _origin, destination: _destination, ...facts } = now.lane as Record<string, unknown>;
          if (was.lane) now.lane = facts;
          else delete now.lane;
          lanesGivenPlaces += 1;
        }
        if (name === 'shipments' && was.trackingHash == null) delete was.trackingHash;
        const carrierDocuments = (was.carrierDocuments as { fileId: string }[] | undefined)?.map((d) => ({ ...d, fileId: movedFileId(d.fileId).toHexString() }));
        const pod = was.pod ? { ...(was.pod as object), fileId: movedFileId((was.pod as { fileId: string }).fileId).toHexString() } : was.pod;
        // Shipments have their trailer type, miles and the board's fields by trailer type (trailer-types.ts).
        const trailer = name === 'shipments' ? Object.fromEntries(Object.entries(trailerTypeFieldsOf(was as never)).filter(([, value]) => value !== undefined)) : {};
        if (name === 'shipments') delete was.boardKeys;
        // Carrier rates are found by their service's key (carrier-rate-service-keys.ts).
        const keyed = name === 'carrier_rates' ? carrierRateKeys(was as never) : {};
        // Amounts are whole cents (money-cents.ts).
        const inCents = movedToCents(name, was);
        // Every customer, shipper and carrier is the Owner of a company of its own (company-accounts.ts); staff are in none.
        const member = name === 'users' && !was.isAdmin ? { membership: { accountId: was.id, role: 'owner' } } : {};
        expect(now).toEqual({ ...inCents, ...(carrierDocuments ? { carrierDocuments } : {}), ...(was.pod !== undefined ? { pod } : {}), ...trailer, ...keyed, ...member });
      }
    }
    // The fixture's quotes from the calculator have both ZIP codes.
    expect(lanesGivenPlaces).toBeGreaterThan(0);
  });

  it('drops what only the old ways kept', async () => {
    const names = new Set((await db().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    for (const name of GONE) expect(names.has(name)).toBe(false);
    expect([...names].filter((name) => name.endsWith('_before_one_way'))).toEqual([]);
  });

  it('starts every counter after the highest id ever handed out', async () => {
    const seq = async (name: string) => (await db().collection<{ _id: string; seq: number }>('counters').findOne({ _id: name }))?.seq;
    for (const name of RENUMBERED) {
      const highest = Math.max(0, ...dump[name].docs.map((doc) => doc.id as number));
      expect(await seq(name)).toBeGreaterThanOrEqual(highest);
    }
    // The views way's claims count too: an id claimed is never given again.
    const claimed = (dump.id_claims?.docs ?? []).filter((c) => c.name === 'users').map((c) => c.seq as number);
    expect(await seq('users')).toBeGreaterThanOrEqual(Math.max(0, ...claimed));
  });

  it('moves every stored file to GridFS, content and checksum unchanged', async () => {
    const old = dump.files.docs.filter((doc) => !String(doc._id).includes(':') && doc.chunks !== undefined);
    expect(old.length).toBeGreaterThan(0);
    for (const meta of old) {
      const file = await files.read(movedFileId(String(meta._id)).toHexString());
      expect(file).toMatchObject({ name: meta.name, contentType: meta.contentType, size: meta.size });
      expect(sha256(file!.data)).toBe(meta.sha256);
    }
  });

  it('keeps live tracking links, and only the live ones', async () => {
    const live = dump.shipments.docs.filter((s) => typeof s.trackingHash === 'string');
    expect(live.length).toBeGreaterThan(0);
    for (const shipment of live) expect((await shipments.findByTrackingHash(shipment.trackingHash as string))?.id).toBe(shipment.id);
    expect(await db().collection('shipments').countDocuments({ trackingHash: { $exists: true } })).toBe(live.length);
  });

  it('serves its accounts, quotes and keys through the API', async () => {
    const customer = request.agent(app);
    await customer.post('/api/login').send({ username: 'fixture_customer', password: 'FixturePass2024!' }).expect(200);
    const own = (await customer.get('/api/customer-quotes').expect(200)).body as { id: number }[];
    expect(own.map((q) => q.id)).toEqual([17]);
    const demo = request.agent(app);
    await demo.post('/api/login').send({ username: 'dmorales', password: 'HarborDemo2024!' }).expect(200);
    expect(((await demo.get('/api/shipments').expect(200)).body as unknown[]).length).toBeGreaterThan(0);

    // The key's first request stored quote 16: a repeat gets it, and a new quote an id never given before.
    const repeat = await request(app).post('/api/quotes').set('Idempotency-Key', 'fixture-key-0001').send(KEYED_QUOTE).expect(201);
    expect(repeat.body.id).toBe(16);
    const fresh = await request(app).post('/api/quotes').send({ ...KEYED_QUOTE, email: 'fresh@example.com' }).expect(201);
    expect(fresh.body.id).toBeGreaterThan(Math.max(...dump.quotes.docs.map((q) => q.id as number)));
  });

  it('runs once: a second start changes nothing', async () => {
    const before = await db().collection('users').find().sort({ id: 1 }).toArray();
    await migrate();
    expect(await db().collection('users').find().sort({ id: 1 }).toArray()).toEqual(before);
  });
});

describe('a start that died half-way through the move', () => {
  beforeAll(async () => {
    await connectDatabase(uniqueDatabaseUri());
  });
  afterAll(async () => {
    await db().dropDatabase();
    await disconnectDatabase();
  });

  it('finishes it on the next start, from the copy set aside', async () => {
    const dump = fixture('queries');
    await restore(dump);
    // As if the last start renamed the users aside and copied two of them before it was killed.
    await db().collection('users').rename('users_before_one_way');
    await db().collection('users').insertMany(dump.users.docs.slice(0, 2).map((doc) => ({ ...doc, _id: new mongo.ObjectId() })));
    await migrate();
    const after = await db().collection('users').find().sort({ id: 1 }).toArray();
    expect(after.map((doc) => doc.id)).toEqual(dump.users.docs.map((doc) => doc.id).sort((a, b) => a - b));
    expect(await db().listCollections({ name: 'users_before_one_way' }).toArray()).toEqual([]);
  });
});

describe('a database older than 30200bb', () => {
  beforeAll(async () => {
    await connectDatabase(uniqueDatabaseUri());
  });
  afterAll(async () => {
    await db().dropDatabase();
    await disconnectDatabase();
  });

  it('is refused with what to do, and left as it was', async () => {
    await db().collection('users').insertOne({ _id: new mongo.ObjectId(), id: 1, username: 'old' } as never);
    await db().collection('migrations').insertOne({ _id: '2026-11-string-ids', completedAt: new Date() } as never);
    await expect(migrate()).rejects.toThrow(/older than 30200bb .* Start it once with that version/);
    expect(await db().collection('users').countDocuments()).toBe(1);
  });
});
