import mongoose from 'mongoose';
import { useTestApp } from '../test/harness';
import { currentId, nextId, reserveIds } from './counter';

describe('nextId', () => {
  useTestApp();

  it('hands out 1, 2, 3 ... per collection', async () => {
    expect(await nextId('alpha')).toBe(1);
    expect(await nextId('alpha')).toBe(2);
    expect(await nextId('beta')).toBe(1);
    expect(await currentId('alpha')).toBe(2);
  });

  it('never hands out the same id twice, even all at once', async () => {
    const ids = await Promise.all(Array.from({ length: 25 }, () => nextId('burst')));
    expect(new Set(ids).size).toBe(25);
    expect(Math.max(...ids)).toBe(25);
  });

  it('skips reserved ids', async () => {
    await reserveIds('gamma', 3);
    expect(await nextId('gamma')).toBe(4);
  });
});

describe('nextId on records stored without claims', () => {
  useTestApp();

  it('continues after the highest stored id', async () => {
    await mongoose.connection.collection('restored').insertMany([{ id: 7 }, { id: 41 }]);
    expect(await nextId('restored')).toBe(42);
    expect(await nextId('restored')).toBe(43);
  });
});
