import { expiredCoi, expiryDateProblem, isExpired, nextDocumentStep, nextInsuranceDueAt, reminderDueAt, CARRIER_DOCUMENT_MESSAGES } from './carrier-documents';

describe('carrier document expiry rules', () => {
  it('is due for a reminder at midnight Eastern 30 days before the expiry date', () => {
    // December 31 minus 30 days is December 1; midnight Eastern (EST, UTC-5) is 05:00 UTC.
    expect(reminderDueAt('2026-12-31').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // Across the change to summer time: June 1 minus 30 days is May 2, midnight EDT is 04:00 UTC.
    expect(reminderDueAt('2027-06-01').toISOString()).toBe('2027-05-02T04:00:00.000Z');
  });

  it('has expired from midnight Eastern at the start of the expiry date, not a second before', () => {
    expect(isExpired('2026-12-31', new Date('2026-12-31T04:59:59Z'))).toBe(false);
    expect(isExpired('2026-12-31', new Date('2026-12-31T05:00:00Z'))).toBe(true);
  });

  it('steps a document from its reminder to its expiry, then to nothing', () => {
    expect(nextDocumentStep({ expiresOn: '2026-12-31' })).toEqual({ step: 'remind', at: new Date('2026-12-01T05:00:00Z') });
    expect(nextDocumentStep({ expiresOn: '2026-12-31', reminderSentAt: '2026-12-01T05:00:00Z' })).toEqual({ step: 'expire', at: new Date('2026-12-31T05:00:00Z') });
    expect(nextDocumentStep({ expiresOn: '2026-12-31', reminderSentAt: 'x', expiredAt: 'y' })).toBeNull();
    expect(nextDocumentStep({})).toBeNull();
  });

  it('takes the earliest step of all documents as the next due time', () => {
    expect(nextInsuranceDueAt([{ expiresOn: '2027-03-01' }, { expiresOn: '2026-12-31', reminderSentAt: 'x' }, {}])).toEqual(new Date('2026-12-31T05:00:00Z'));
    expect(nextInsuranceDueAt([{}])).toBeNull();
  });

  it('refuses a missing, impossible or past expiry date, and takes one after today (Eastern)', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(expiryDateProblem(undefined, now)).toBe(CARRIER_DOCUMENT_MESSAGES.expiryRequired);
    expect(expiryDateProblem('2026-02-30', now)).toBe(CARRIER_DOCUMENT_MESSAGES.expiryInvalid);
    expect(expiryDateProblem('2026-11-26', now)).toBe('The policy expiry date must be after today');
    expect(expiryDateProblem('2026-11-27', now)).toBeNull();
  });

  it('finds the expired certificate of insurance, and says why the carrier was suspended', () => {
    const docs = [{ type: 'w9' as const }, { type: 'coi' as const, expiresOn: '2026-12-31' }];
    expect(expiredCoi(docs, new Date('2026-12-30T12:00:00Z'))).toBeUndefined();
    expect(expiredCoi(docs, new Date('2026-12-31T12:00:00Z'))).toBe(docs[1]);
    // The job's clock may run ahead of the request's: what it found expired stays expired.
    const found = [{ type: 'coi' as const, expiresOn: '2026-12-31', expiredAt: '2026-12-31T05:00:00Z' }];
    expect(expiredCoi(found, new Date('2026-12-01T12:00:00Z'))).toBe(found[0]);
    expect(CARRIER_DOCUMENT_MESSAGES.expiredReason('2026-12-31')).toBe('Certificate of insurance expired on December 31, 2026');
  });
});
