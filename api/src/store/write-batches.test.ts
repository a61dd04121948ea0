import { WriteBatches } from './write-batches';

/** A write that records each command it was given and answers when released. */
function recordedWrites() {
  const commands: number[][] = [];
  const pending: (() => void)[] = [];
  const batches = new WriteBatches<number, number>(
    (items) =>
      new Promise((resolve) => {
        commands.push(items);
        pending.push(() => resolve(items.map((n) => n * 10)));
      }),
    3,
  );
  const releaseNext = async () => {
    while (!pending.length) await new Promise((r) => setImmediate(r));
    pending.shift()!();
  };
  return { batches, commands, releaseNext };
}

describe('write batches', () => {
  it('sends what is added in one turn as one command, and gives each caller its own result', async () => {
    const { batches, commands, releaseNext } = recordedWrites();
    const results = Promise.all([batches.add(1), batches.add(2)]);
    await releaseNext();
    expect(await results).toEqual([10, 20]);
    expect(commands).toEqual([[1, 2]]);
  });

  it('gathers what is added while a command is on its way into the next one, at most `most` a command', async () => {
    const { batches, commands, releaseNext } = recordedWrites();
    const first = batches.add(1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3, 4, 5].map((n) => batches.add(n));
    await releaseNext();
    await releaseNext();
    await releaseNext();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(commands).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('fails every caller of a command that failed, and goes on with the next', async () => {
    let calls = 0;
    const batches = new WriteBatches<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return items;
    });
    const failed = [batches.add(1), batches.add(2)].map((p) => p.catch((error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['database unavailable', 'database unavailable']);
    expect(await batches.add(3)).toBe(3);
  });
});
