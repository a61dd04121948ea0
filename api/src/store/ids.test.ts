import mongoose from 'mongoose';
import { useTestApp } from '../test/harness';
import { ids } from './ids';

describe('nextId', () => {
  useTestApp();

  it('hands out 1, 2, 3 ... per collection', async () => {
    expect(await ids.nextId('alpha')).toBe(1);
    expect(await ids.nextId('alpha')).toBe(2);
    expect(await ids.nextId('beta')).toBe(1);
    expect(await ids.currentId('alpha')).toBe(2);
  });

  it('never hands out the same id twice, even all at once', async () => {
    const taken = await Promise.all(Array.from({ length: 25 }, () => ids.nextId('burst')));
    expect(new Set(taken).size).toBe(25);
    expect(Math.max(...taken)).toBe(25);
  });

  it('skips reserved ids', async () => {
    await ids.reserveIds('gamma', 3);
    expect(await ids.nextId('gamma')).toBe(4);
  });
});

describe('nextId on records stored without claims', () => {
  useTestApp();

  it('continues after the highest stored id', async () => {
    await mongoose.connection.collection('restored').insertMany([{ id: 7 }, { id: 41 }]);
    expect(await ids.nextId('restored')).toBe(42);
    expect(await ids.nextId('restored')).toBe(43);
  });
});
