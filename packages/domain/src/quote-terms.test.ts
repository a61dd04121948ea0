import { COMPANY_CREDENTIALS, PROMISES } from './company';
import { offerSnapshot } from './offer';
import { QUOTE_TERMS, QUOTE_TERMS_VERSIONS, quoteTermsFor } from './quote-terms';

const textOf = (headingStart: string) => {
  const section = QUOTE_TERMS.sections.find((s) => s.heading.toLowerCase().includes(headingStart));
  return section ? section.paragraphs.join(' ') : '';
};

describe('the quote terms', () => {
  it('cover validity, what the price includes and excludes, payment, cargo liability and cancellation', () => {
    expect(textOf('how long')).toMatch(/11:59 PM Eastern/);
    expect(textOf('includes')).toMatch(/fuel surcharge/i);
    expect(textOf('extra')).toMatch(/liftgate/);
    expect(textOf('extra')).toMatch(/Detention: .*\$75 per hour/);
    expect(textOf('extra')).toMatch(/Fuel surcharge: /);
    expect(textOf('payment')).toMatch(/within 30 days/);
    expect(textOf('cargo liability')).toContain(`${COMPANY_CREDENTIALS.cargoInsurance} of cargo insurance`);
    expect(textOf('cancellation')).toMatch(/truck-ordered-not-used/);
  });

  it('name the broker by its USDOT and MC numbers', () => {
    expect(QUOTE_TERMS.sections[0].paragraphs[0]).toContain(`${COMPANY_CREDENTIALS.usdot}, ${COMPANY_CREDENTIALS.mc}`);
  });

  it('insure the cargo for the amount the site advertises', () => {
    expect(PROMISES.insuranceBadge).toContain(COMPANY_CREDENTIALS.cargoInsuranceShort.replace(' cargo', ''));
  });

  it('give every version its own reference, naming the title and the version', () => {
    const references = QUOTE_TERMS_VERSIONS.map((terms) => terms.reference);
    expect(new Set(references).size).toBe(references.length);
    expect(QUOTE_TERMS.reference).toBe(`${QUOTE_TERMS.title}, version ${QUOTE_TERMS.version} (effective ${QUOTE_TERMS.effective})`);
  });

  it('are what an accepted offer keeps, by reference, and a reference finds its version again', () => {
    const snapshot = offerSnapshot({ status: 'approved', estimatedPrice: '1250', validUntil: '2026-12-03', serviceNeeded: 'Cross-Docking' });
    expect(snapshot.terms).toBe(QUOTE_TERMS.reference);
    expect(quoteTermsFor(snapshot.terms)).toBe(QUOTE_TERMS);
  });

  it('find no version for the one sentence early quotes were accepted on, so it is shown as it was', () => {
    expect(quoteTermsFor('This price is an estimate. Fuel surcharges and extra services may apply.')).toBeNull();
    expect(quoteTermsFor(undefined)).toBeNull();
  });
});
