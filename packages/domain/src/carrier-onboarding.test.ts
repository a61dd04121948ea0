import type { CarrierDocument } from './carrier-documents';
import { authorityCheckOf, authorityCheckText, checklistProgress, documentsMissingForVerification, onboardingChecklist, VERIFICATION_OVERRIDE_MESSAGES } from './carrier-onboarding';

const NOW = new Date('2026-11-26T15:00:00Z');
const identity = { carrierInfo: { dotNumber: '2874415', mcNumber: 'MC-948211' } };
const coi = (liabilityExpiresOn: string, cargoExpiresOn: string, review: CarrierDocument['review'] = 'submitted') => ({
  type: 'coi' as const,
  review,
  liabilityExpiresOn,
  cargoExpiresOn,
  expiresOn: liabilityExpiresOn < cargoExpiresOn ? liabilityExpiresOn : cargoExpiresOn,
});
const w9 = (review: CarrierDocument['review'] = 'submitted') => ({ type: 'w9' as const, review });
const stateOf = (items: ReturnType<typeof onboardingChecklist>) => Object.fromEntries(items.map((item) => [item.step, item.state]));

describe('the carrier onboarding checklist', () => {
  it('starts a new carrier with its two documents to upload and its authority with our team', () => {
    const items = onboardingChecklist(identity, NOW);
    expect(items.map((item) => [item.label, item.state, item.status, item.next])).toEqual([
      ['Certificate of insurance', 'todo', 'Not uploaded yet', 'Upload your certificate of insurance with the expiry dates of its auto liability and cargo policies.'],
      ['W-9', 'todo', 'Not uploaded yet', 'Upload your signed W-9 so we can pay you.'],
      ['Operating authority', 'waiting', 'USDOT 2874415 and MC-948211, from your registration', 'Our carrier team checks it with FMCSA. Nothing for you to do.'],
    ]);
    expect(checklistProgress(items)).toBe('0 of 3 done');
  });

  it('counts a current certificate and a W-9 as done, waiting for staff\'s review, and says so', () => {
    const items = onboardingChecklist({ ...identity, carrierDocuments: [coi('2027-09-30', '2027-06-30'), w9()] }, NOW);
    expect(stateOf(items)).toEqual({ coi: 'done', w9: 'done', authority: 'waiting' });
    expect(items[0]).toMatchObject({ status: 'Current until June 30, 2027', next: 'Our carrier team reviews it when verifying your account.' });
    expect(items[1]).toMatchObject({ status: 'Uploaded', next: 'Our carrier team reviews it when verifying your account.' });
    expect(checklistProgress(items)).toBe('2 of 3 done');
  });

  it('asks for the renewal of a certificate whose first policy expires within 30 days, and flags an expired one, naming the policy', () => {
    const soon = onboardingChecklist({ carrierDocuments: [coi('2026-12-20', '2027-06-30', 'accepted')] }, NOW)[0];
    expect(soon).toMatchObject({ state: 'done', status: 'Current until December 20, 2026', next: 'Your auto liability policy expires on December 20, 2026: upload the renewed certificate before then to stay verified.' });
    const later = onboardingChecklist({ carrierDocuments: [coi('2027-09-30', '2027-06-30', 'accepted')] }, NOW)[0];
    expect(later.next).toBe('Nothing to do. Upload the renewed certificate before June 30, 2027.');
    const lapsed = onboardingChecklist({ carrierDocuments: [coi('2027-09-30', '2026-11-20', 'accepted')] }, NOW)[0];
    expect(lapsed).toMatchObject({ state: 'problem', status: 'Its cargo policy expired on November 20, 2026', next: 'Upload your renewed certificate of insurance. Until then you cannot book or sign for loads.' });
  });

  it('counts the authority done when FMCSA lets the carrier operate or staff checked it, and a problem when FMCSA does not', () => {
    const at = '2026-11-20T15:00:00.000Z';
    const fmcsa = onboardingChecklist({ ...identity, authorityCheck: { by: 'fmcsa', at, found: true, allowedToOperate: true, legalName: 'BRENNAN TRUCKING LLC' } }, NOW)[2];
    expect(fmcsa).toMatchObject({ state: 'done', next: 'Nothing to do.' });
    expect(fmcsa.status).toMatch(/^FMCSA confirmed USDOT 2874415 and MC-948211 on November 20, 2026$/);
    expect(onboardingChecklist({ ...identity, authorityCheck: { by: 'staff', at, staff: 'Admin' } }, NOW)[2]).toMatchObject({ state: 'done' });
    const refused = onboardingChecklist({ ...identity, authorityCheck: { by: 'fmcsa', at, found: true, allowedToOperate: false } }, NOW)[2];
    expect(refused).toMatchObject({ state: 'problem', status: 'FMCSA does not list USDOT 2874415 and MC-948211 as allowed to operate' });
    const unknown = onboardingChecklist({ carrierInfo: { dotNumber: '12' }, authorityCheck: { by: 'fmcsa', at, found: false, allowedToOperate: false } }, NOW)[2];
    expect(unknown).toMatchObject({ state: 'problem', status: 'FMCSA has no carrier with USDOT 12' });
    expect(authorityCheckText(undefined)).toBe('Not checked yet');
    // A carrier verified before checks were recorded: its last verification stands for staff's check.
    const history = [{ status: 'pending' as const, by: 'registration', at }, { status: 'verified' as const, by: 'Admin', at: '2026-11-21T15:00:00.000Z' }];
    expect(authorityCheckOf({ carrierStatusHistory: history })).toEqual({ by: 'staff', staff: 'Admin', at: '2026-11-21T15:00:00.000Z' });
    expect(onboardingChecklist({ ...identity, carrierStatusHistory: history }, NOW)[2]).toMatchObject({ state: 'done' });
    expect(authorityCheckOf({ carrierStatusHistory: history.slice(0, 1) })).toBeUndefined();
    expect(authorityCheckText({ by: 'fmcsa', at, found: true, allowedToOperate: true, legalName: 'BRENNAN TRUCKING LLC' })).toMatch(/^FMCSA on November 20, 2026: allowed to operate \(BRENNAN TRUCKING LLC\)$/);
  });
});

describe('verifying a carrier without its documents', () => {
  it('names the documents missing, for the 409 and the dialog, and how the history names the override', () => {
    expect(documentsMissingForVerification([])).toEqual(['coi', 'w9']);
    expect(documentsMissingForVerification([{ type: 'coi' }])).toEqual(['w9']);
    expect(documentsMissingForVerification([{ type: 'w9' }, { type: 'coi' }])).toEqual([]);
    expect(VERIFICATION_OVERRIDE_MESSAGES.documentsMissing(['coi', 'w9'])).toBe('This carrier has no certificate of insurance and no W-9 on file. Give an override reason to verify it without them.');
    expect(VERIFICATION_OVERRIDE_MESSAGES.documentsMissing(['w9'])).toBe('This carrier has no W-9 on file. Give an override reason to verify it without it.');
    expect(VERIFICATION_OVERRIDE_MESSAGES.without(['coi', 'w9'])).toBe('without the certificate of insurance and the W-9 (override)');
  });
});
