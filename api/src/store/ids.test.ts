import mongoose from 'mongoose';
import { useTestApp } from '../test/harness';
import { dataAccess } from './data-access';
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

  it('claims the ids asked for together with one insert (the views way), so nobody waits for the claim before theirs', async () => {
    if (dataAccess() !== 'views') return; // The query way's counter is one atomic update each.
    await ids.nextId('together');
    const inserts = jest.spyOn(mongoose.connection.collection('id_claims'), 'insertMany');
    try {
      const taken = await Promise.all(Array.from({ length: 10 }, () => ids.nextId('together')));
      expect(taken).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(inserts).toHaveBeenCalledTimes(1);
    } finally {
      inserts.mockRestore();
    }
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
