import mongoose from 'mongoose';
import { useTestApp } from '../../test/harness';
import { dataAccess } from '../data-access';
import { MailJob } from '../models/mail.model';
import { appendChange, FIELDS, hasFields, onChange, readChanges, type StoredRecord } from './change-log';

/** Entries as another process would write them (its own `by`), straight into the log. */
async function appendAsOther(stream: string, from: number, ats: Date[]): Promise<void> {
  await mongoose.connection
    .collection('change_log')
    .insertMany(ats.map((at, i) => ({ _id: `${stream}:${from + i}`, id: 100 + from + i, at, by: 'another-process' })) as never[]);
}

describe('change log readers', () => {
  useTestApp();

  it("skip this process's own entries without reading them, and read the other processes'", async () => {
    const stream = `own-${Date.now()}`;
    await Promise.all([appendChange(stream, 1), appendChange(stream, 2), appendChange(stream, 3)]);
    await appendAsOther(stream, 4, [new Date()]);
    await appendChange(stream, 5);
    const lookups = jest.spyOn(mongoose.Model, 'findById');
    try {
      const read = await readChanges(stream, 0);
      expect(read).toEqual({ ids: [104], last: 5 });
      // Entry 4 (another process's) and 6 (the first missing): numbers 1–3 and 5 are known here.
      expect(lookups).toHaveBeenCalledTimes(2);
      lookups.mockClear();
      expect(await readChanges(stream, 0, { own: true })).toEqual({ ids: [1, 2, 3, 104, 5], last: 5 });
      expect(lookups).toHaveBeenCalledTimes(6);
    } finally {
      lookups.mockRestore();
    }
  });

  it('stop at the first entry appended after the read began, so a log growing faster than it is read still answers', async () => {
    const stream = `growing-${Date.now()}`;
    const past = new Date(Date.now() - 60_000);
    const later = new Date(Date.now() + 60_000);
    await appendAsOther(stream, 1, [past, past, later, later, later]);
    expect(await readChanges(stream, 0)).toEqual({ ids: [101, 102, 103], last: 3 });
    // The next read goes on from there.
    expect(await readChanges(stream, 3)).toEqual({ ids: [104], last: 4 });
  });

  it("tell this process's views that a delete removed its record, so they drop it without reading it again", async () => {
    if (dataAccess() !== 'views') return; // The query way logs nothing.
    const told: [unknown, unknown][] = [];
    onChange('mail_jobs', (id, stored) => {
      if (String(id).startsWith('told-')) told.push([id, stored]);
    });
    await MailJob.create({ _id: 'told-1', attempt: 1, dueAt: new Date() });
    await MailJob.deleteOne({ _id: 'told-1' });
    await MailJob.deleteOne({ _id: 'told-1' });
    await MailJob.create({ _id: 'told-2', attempt: 1, dueAt: new Date() });
    await MailJob.findOneAndDelete({ _id: 'told-2' });
    expect(told.map(([id, stored]) => [id, stored === null ? 'gone' : stored === undefined ? 'read it' : 'stored'])).toEqual([
      ['told-1', 'stored'],
      ['told-1', 'gone'],
      // Nothing deleted: the view reads the record to know.
      ['told-1', 'read it'],
      ['told-2', 'stored'],
      ['told-2', 'gone'],
    ]);
  });

  it('tell them the record an insertMany stored or a findOneAndUpdate returned as updated, or the fields an updateOne set', async () => {
    if (dataAccess() !== 'views') return;
    const told: [unknown, StoredRecord | null | undefined][] = [];
    onChange('mail_jobs', (id, stored) => {
      if (String(id).startsWith('known-')) told.push([id, stored]);
    });
    await MailJob.insertMany([{ _id: 'known-1', attempt: 1, dueAt: new Date() }]);
    await MailJob.findOneAndUpdate({ _id: 'known-1' }, { $set: { attempt: 2 } }, { new: true });
    await MailJob.findOneAndUpdate({ _id: 'known-1' }, { $set: { attempt: 3 } });
    // What it set is known; whatever depends on the stored value, or a record that was not there, is not.
    await MailJob.updateOne({ _id: 'known-1' }, { $set: { attempt: 4 }, $unset: { leasedBy: 1 } });
    await MailJob.updateOne({ _id: 'known-1' }, { $inc: { attempt: 1 } });
    await MailJob.updateOne({ _id: 'known-2' }, { $set: { attempt: 9 } });
    expect(told.map(([id, stored]) => [id, stored && stored.attempt, stored?.[FIELDS]])).toEqual([
      ['known-1', 1, undefined],
      ['known-1', 2, undefined],
      // The document as it was before: the view reads it.
      ['known-1', undefined, undefined],
      ['known-1', 4, { only: ['attempt', 'leasedBy'] }],
      ['known-1', undefined, undefined],
      ['known-2', undefined, undefined],
    ]);
    expect(hasFields(told[3][1]!, ['_id', 'attempt'])).toBe(true);
    expect(hasFields(told[3][1]!, ['_id', 'dueAt'])).toBe(false);
    expect(hasFields({ _id: 'a', dueAt: 1 }, ['_id', 'dueAt'])).toBe(true);
    expect(hasFields({ _id: 'a', [FIELDS]: { only: ['status'] } }, ['_id', 'dueAt'])).toBe(false);
    expect(hasFields({ _id: 'a', [FIELDS]: { only: ['dueAt', 'status'] } }, ['_id', 'dueAt'])).toBe(true);
    expect(hasFields({ _id: 'a', [FIELDS]: { without: ['html'] } }, ['_id', 'dueAt'])).toBe(true);
    expect(hasFields({ _id: 'a', [FIELDS]: { without: ['dueAt'] } }, ['_id', 'dueAt'])).toBe(false);
  });
});
