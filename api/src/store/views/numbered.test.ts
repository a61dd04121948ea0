import mongoose from 'mongoose';
import { useTestApp } from '../../test/harness';
import { NumberedSeries, probeTop } from './numbered';

/** Probes upwards by `_id` from `known` to the last number taken (what the series' owners do). */
async function top(collection: mongoose.mongo.Collection, series: string, known: number): Promise<number> {
  let n = known;
  while (await collection.findOne({ _id: `${series}:${n + 1}` as never })) n += 1;
  return n;
}

describe('numbered series', () => {
  useTestApp();
  const collection = () => mongoose.connection.collection('numbered_test') as unknown as mongoose.mongo.Collection;
  const series = () => new NumberedSeries(() => collection() as never, { idOf: (s, n) => `${s}:${n}`, top: (s, known) => top(collection(), s, known) });

  it('stores what is appended in one turn with one insert, numbered in turn', async () => {
    const writer = series();
    const inserts = jest.spyOn(collection(), 'insertMany');
    try {
      const numbers = await Promise.all([writer.append('emails', { to: 'a' }), writer.append('emails', { to: 'b' }), writer.append('emails', { to: 'c' })]);
      expect(numbers).toEqual([1, 2, 3]);
      expect(inserts).toHaveBeenCalledTimes(1);
      expect(await writer.append('emails', { to: 'd' })).toBe(4);
      expect(inserts).toHaveBeenCalledTimes(2);
    } finally {
      inserts.mockRestore();
    }
    expect((await collection().find({}).toArray()).map((doc) => [doc._id, doc.to])).toEqual([
      ['emails:1', 'a'],
      ['emails:2', 'b'],
      ['emails:3', 'c'],
      ['emails:4', 'd'],
    ]);
  });

  it('leaves no hole and no number twice when two processes append to one series at once', async () => {
    const [one, two] = [series(), series()];
    const appended = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).append('burst', { i })),
    );
    expect([...appended].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const stored = await collection().find({ _id: { $regex: /^burst:/ } as never }).toArray();
    expect(stored).toHaveLength(40);
    // Each document is under the number its writer was told.
    for (const doc of stored) expect(appended[doc.i as number]).toBe(Number(String(doc._id).split(':')[1]));
  });

  it('stores what is appended to several series in one turn with one insert, each numbered in turn', async () => {
    const writer = series();
    const inserts = jest.spyOn(collection(), 'insertMany');
    try {
      const numbers = await Promise.all([writer.append('quotes', {}), writer.append('mail', {}), writer.append('quotes', {}), writer.append('mail', {})]);
      expect(numbers).toEqual([1, 1, 2, 2]);
      expect(inserts).toHaveBeenCalledTimes(1);
    } finally {
      inserts.mockRestore();
    }
  });

  it('leaves no hole in any series when two processes append to several series at once', async () => {
    const [one, two] = [series(), series()];
    const names = ['mixed-a', 'mixed-b', 'mixed-c'];
    const appends = Array.from({ length: 90 }, (_, i) => ({ i, name: names[i % 3], writer: i % 2 ? one : two }));
    const appended = await Promise.all(appends.map(({ i, name, writer }) => writer.append(name, { i })));
    for (const name of names) {
      const numbers = appends.filter((a) => a.name === name).map((a) => appended[a.i]);
      expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const stored = await collection().find({ _id: { $regex: new RegExp(`^${name}:`) } as never }).toArray();
      expect(stored).toHaveLength(30);
      for (const doc of stored) expect(appended[doc.i as number]).toBe(Number(String(doc._id).split(':')[1]));
    }
  });

  it('remembers the runs of numbers it stored itself, and not those of another process', async () => {
    const [one, two] = [series(), series()];
    await Promise.all([one.append('runs', {}), one.append('runs', {})]);
    await one.append('runs', {});
    await two.append('runs', {});
    await one.append('runs', {});
    expect(one.ownRunAt('runs', 1)).toEqual({ from: 1, to: 3 });
    expect(one.ownRunAt('runs', 3)).toEqual({ from: 1, to: 3 });
    expect(one.ownRunAt('runs', 4)).toBeUndefined();
    expect(one.ownRunAt('runs', 5)).toEqual({ from: 5, to: 5 });
    expect(two.ownRunAt('runs', 4)).toEqual({ from: 4, to: 4 });
    expect(two.ownRunAt('runs', 1)).toBeUndefined();
    one.forget();
    expect(one.ownRunAt('runs', 1)).toBeUndefined();
  });
});

describe('probeTop', () => {
  it('finds the top of a series without holes from any number below it, in a few lookups however far it is', async () => {
    for (const taken of [0, 1, 2, 3, 7, 64, 1000, 4999]) {
      for (const known of [0, Math.floor(taken / 2), taken]) {
        let lookups = 0;
        const exists = async (n: number) => {
          lookups += 1;
          return n <= taken;
        };
        expect(await probeTop(exists, known)).toBe(taken);
        expect(lookups).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(taken - known + 2)) + 1);
      }
    }
  });
});
