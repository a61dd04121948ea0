import type { Options } from 'express-rate-limit';
import mongoose from 'mongoose';
import { useTestApp } from '../test/harness';
import { rateLimitStore } from './rate-limit-store';

const open = (prefix: string, windowMs: number, limit?: number) => {
  const store = rateLimitStore(prefix);
  store.init?.({ windowMs, limit } as Options);
  return store;
};

/** How many documents the store keeps for a key. */
const storedFor = (prefix: string, key: string): Promise<number> => mongoose.connection.collection('rate_limits').countDocuments({ key: `${prefix}:${key}` });

describe('the rate-limit store', () => {
  useTestApp();

  it('shares counts between instances, as between API processes', async () => {
    const a = open('shared:', 60_000);
    const b = open('shared:', 60_000);
    await a.increment('1.2.3.4');
    await b.increment('1.2.3.4');
    const third = await a.increment('1.2.3.4');
    expect(third.totalHits).toBe(3);
    expect(third.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it('counts concurrent hits exactly', async () => {
    const store = open('burst:', 60_000);
    await Promise.all(Array.from({ length: 20 }, () => store.increment('burst')));
    expect((await store.get!('burst'))?.totalHits).toBe(20);
  });

  it('forgets hits once their window is over', async () => {
    const store = open('short:', 200);
    await store.increment('k');
    await store.increment('k');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await store.increment('k')).totalHits).toBe(1);
  });

  it('stops recording once over the limit, but keeps refusing', async () => {
    const store = open('capped:', 60_000, 2);
    for (let i = 0; i < 5; i += 1) await store.increment('flood');
    expect((await store.increment('flood')).totalHits).toBeGreaterThan(2);
    // One counter per key and window, however many hits.
    expect(await storedFor('capped:', 'flood')).toBe(1);
  });

  it('decrements and resets a key', async () => {
    const store = open('reset:', 60_000);
    await store.increment('d');
    await store.increment('d');
    await store.decrement('d');
    expect((await store.get!('d'))?.totalHits).toBe(1);
    await store.resetKey('d');
    expect(await store.get!('d')).toBeUndefined();
    expect((await store.increment('d')).totalHits).toBe(1);
  });

  it('keeps its counts in the database, not in memory', async () => {
    await open('persisted:', 60_000).increment('k');
    expect(await storedFor('persisted:', 'k')).toBe(1);
    expect((await open('persisted:', 60_000).get!('k'))?.totalHits).toBe(1);
  });
});
