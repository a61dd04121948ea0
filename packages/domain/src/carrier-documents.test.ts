import { lapsedCoiPolicies, policyExpiryLines, expiredCoi, expiryDateProblem, firstPolicyExpiry, isExpired, laterPolicyExpiry, nextDocumentStep, nextInsuranceDueAt, policyDateProblems, policyExpiryDates, reminderDueAt, CARRIER_DOCUMENT_MESSAGES } from './carrier-documents';

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

  it('refuses a missing, impossible or past expiry date of either policy with that policy\'s message, and takes one after today (Eastern)', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(expiryDateProblem('liability', undefined, now)).toBe('Please enter the auto liability policy expiry date');
    expect(expiryDateProblem('liability', '2026-02-30', now)).toBe('Enter the auto liability policy expiry date as a real date');
    expect(expiryDateProblem('liability', '2026-11-26', now)).toBe('The auto liability policy expiry date must be after today');
    expect(expiryDateProblem('liability', '2026-11-27', now)).toBeNull();
    expect(expiryDateProblem('cargo', undefined, now)).toBe('Please enter the cargo policy expiry date');
    expect(expiryDateProblem('cargo', '2027-13-01', now)).toBe('Enter the cargo policy expiry date as a real date');
    expect(expiryDateProblem('cargo', '2026-01-01', now)).toBe('The cargo policy expiry date must be after today');
    // 23:30 Eastern on November 26 is already the 27th in UTC: "today" is still the 26th.
    expect(expiryDateProblem('cargo', '2026-11-27', new Date('2026-11-27T04:30:00Z'))).toBeNull();

    expect(policyDateProblems({ liabilityExpiresOn: '2027-01-31', cargoExpiresOn: '2027-06-30' }, now)).toEqual({});
    expect(policyDateProblems({ cargoExpiresOn: '2026-11-20' }, now)).toEqual({
      liabilityExpiresOn: CARRIER_DOCUMENT_MESSAGES.liabilityExpiryRequired,
      cargoExpiresOn: CARRIER_DOCUMENT_MESSAGES.cargoExpiryPast,
    });
    expect(policyDateProblems({ liabilityExpiresOn: '2027-01-31', cargoExpiresOn: 'soon' }, now)).toEqual({ cargoExpiresOn: CARRIER_DOCUMENT_MESSAGES.cargoExpiryInvalid });
  });

  it('names the policy that expires first, or both on the same day; a certificate stored with one date has it for both', () => {
    expect(firstPolicyExpiry({ liabilityExpiresOn: '2027-01-31', cargoExpiresOn: '2027-06-30', expiresOn: '2027-01-31' })).toEqual({ policies: ['liability'], expiresOn: '2027-01-31' });
    expect(firstPolicyExpiry({ liabilityExpiresOn: '2027-08-01', cargoExpiresOn: '2027-06-30', expiresOn: '2027-06-30' })).toEqual({ policies: ['cargo'], expiresOn: '2027-06-30' });
    expect(firstPolicyExpiry({ liabilityExpiresOn: '2027-06-30', cargoExpiresOn: '2027-06-30', expiresOn: '2027-06-30' })).toEqual({ policies: ['liability', 'cargo'], expiresOn: '2027-06-30' });
    expect(firstPolicyExpiry({ expiresOn: '2027-03-31' })).toEqual({ policies: ['liability', 'cargo'], expiresOn: '2027-03-31' });
    expect(policyExpiryDates({ expiresOn: '2027-03-31' })).toEqual({ liability: '2027-03-31', cargo: '2027-03-31' });
    expect(firstPolicyExpiry({})).toBeNull();
    // The other policy, when it expires later: the reminders give its date too.
    expect(laterPolicyExpiry({ liabilityExpiresOn: '2027-01-31', cargoExpiresOn: '2027-06-30', expiresOn: '2027-01-31' })).toEqual({ policies: ['cargo'], expiresOn: '2027-06-30' });
    expect(laterPolicyExpiry({ liabilityExpiresOn: '2027-08-01', cargoExpiresOn: '2027-06-30', expiresOn: '2027-06-30' })).toEqual({ policies: ['liability'], expiresOn: '2027-08-01' });
    expect(laterPolicyExpiry({ liabilityExpiresOn: '2027-06-30', cargoExpiresOn: '2027-06-30', expiresOn: '2027-06-30' })).toBeNull();
    expect(laterPolicyExpiry({ expiresOn: '2027-03-31' })).toBeNull();
    expect(laterPolicyExpiry({})).toBeNull();

    // The lists: each policy with its date, expired or not, at `now`.
    const now = new Date('2027-02-01T15:00:00Z');
    expect(policyExpiryLines({ liabilityExpiresOn: '2027-01-31', cargoExpiresOn: '2027-06-30', expiresOn: '2027-01-31' }, now)).toEqual([
      { policy: 'liability', expired: true, text: 'Auto liability policy expired January 31, 2027' },
      { policy: 'cargo', expired: false, text: 'Cargo policy expires June 30, 2027' },
    ]);
    expect(policyExpiryLines({ expiresOn: '2027-03-31' }, now).map((line) => line.text)).toEqual(['Auto liability policy expires March 31, 2027', 'Cargo policy expires March 31, 2027']);
    expect(policyExpiryLines({}, now)).toEqual([]);

    expect(CARRIER_DOCUMENT_MESSAGES.expiredReason({ policies: ['liability'], expiresOn: '2026-12-31' })).toBe('The auto liability policy on the certificate of insurance expired on December 31, 2026');
    expect(CARRIER_DOCUMENT_MESSAGES.noCurrentCoi({ policies: ['liability', 'cargo'], expiresOn: '2026-12-31' })).toBe(
      'The auto liability and cargo policies on the certificate of insurance expired on December 31, 2026: the carrier must upload a new certificate before it can be verified',
    );
  });

  it('finds the expired certificate of insurance', () => {
    const docs = [{ type: 'w9' as const }, { type: 'coi' as const, expiresOn: '2026-12-31' }];
    expect(expiredCoi(docs, new Date('2026-12-30T12:00:00Z'))).toBeUndefined();
    expect(expiredCoi(docs, new Date('2026-12-31T12:00:00Z'))).toBe(docs[1]);
    // The job's clock may run ahead of the request's: what it found expired stays expired.
    const found = [{ type: 'coi' as const, expiresOn: '2026-12-31', expiredAt: '2026-12-31T05:00:00Z' }];
    expect(expiredCoi(found, new Date('2026-12-01T12:00:00Z'))).toBe(found[0]);
  });

  it('names the lapsed policy of the certificate a carrier books or is awarded with, and nothing while it is current', () => {
    const coi = { type: 'coi' as const, liabilityExpiresOn: '2026-12-31', cargoExpiresOn: '2027-03-01', expiresOn: '2026-12-31' };
    expect(lapsedCoiPolicies([coi], new Date('2026-12-30T12:00:00Z'))).toBeNull();
    expect(lapsedCoiPolicies([coi], new Date('2026-12-31T12:00:00Z'))).toEqual({ policies: ['liability'], expiresOn: '2026-12-31' });
    expect(lapsedCoiPolicies([{ type: 'coi', expiresOn: '2026-12-31' }], new Date('2027-01-02T12:00:00Z'))).toEqual({ policies: ['liability', 'cargo'], expiresOn: '2026-12-31' });
    expect(lapsedCoiPolicies([{ type: 'w9' }])).toBeNull();
    expect(lapsedCoiPolicies([])).toBeNull();
  });
});
