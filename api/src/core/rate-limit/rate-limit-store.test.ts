import mongoose from 'mongoose';
import type { Options } from 'express-rate-limit';
import { useTestApp } from '../../test/harness';
import { MongooseRateLimitStore } from './rate-limit-store';

const open = (windowMs: number) => {
  const store = new MongooseRateLimitStore('test:');
  store.init({ windowMs } as Options);
  return store;
};

describe('MongooseRateLimitStore', () => {
  useTestApp();

  it('shares counts between instances, as between API processes', async () => {
    const a = open(60_000);
    const b = open(60_000);
    await a.increment('1.2.3.4');
    await b.increment('1.2.3.4');
    const third = await a.increment('1.2.3.4');
    expect(third.totalHits).toBe(3);
    expect(third.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it('counts concurrent hits exactly', async () => {
    const store = open(60_000);
    await Promise.all(Array.from({ length: 20 }, () => store.increment('burst')));
    expect((await store.get('burst'))?.totalHits).toBe(20);
  });

  it('forgets hits once they leave the window', async () => {
    const store = open(200);
    await store.increment('k');
    await store.increment('k');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.increment('k')).totalHits).toBe(1);
  });

  it('stops recording once over the limit, but keeps refusing', async () => {
    const store = new MongooseRateLimitStore('capped:');
    store.init({ windowMs: 60_000, limit: 2 } as Options);
    for (let i = 0; i < 5; i += 1) await store.increment('flood');
    expect((await store.increment('flood')).totalHits).toBe(3);
    expect(await mongoose.connection.collection('rate_limit_hits').countDocuments({ key: 'capped:flood' })).toBe(2);
  });

  it('decrements and resets a key', async () => {
    const store = open(60_000);
    await store.increment('d');
    await store.increment('d');
    await store.decrement('d');
    expect((await store.get('d'))?.totalHits).toBe(1);
    await store.resetKey('d');
    expect(await store.get('d')).toBeUndefined();
  });

  it('keeps counters in the database, not in memory', async () => {
    await open(60_000).increment('persisted');
    expect(await mongoose.connection.collection('rate_limit_hits').countDocuments({ key: 'test:persisted' })).toBe(1);
  });
});
