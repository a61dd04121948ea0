import { bookingRefusalSchema, customerBillingSchema, profileSchema, validate } from '../schemas';
import {
  availableCredit,
  billingOf,
  creditHoldReason,
  CUSTOMER_BILLING_MESSAGES,
  DEFAULT_CREDIT_LIMIT_CENTS,
  exceedsCreditLimit,
  isBilledAccount,
  openReceivables,
  type ReceivableInvoice,
} from './customer-billing';

describe("a customer's billing settings as they apply", () => {
  it.each([
    ['nothing set: the account email, off, Net 30, no limit', undefined, { billingEmail: 'dana@example.com', invoiceOnPod: false, terms: { kind: 'net', days: 30 }, creditLimitCents: DEFAULT_CREDIT_LIMIT_CENTS, creditLimitIsDefault: true }],
    ['an empty billing email: the account email', { billingEmail: '' }, { billingEmail: 'dana@example.com' }],
    ['each one set', { billingEmail: 'ap@reyes.example', invoiceOnPod: true, termsDays: 45, creditLimitCents: 2_500_000 }, { billingEmail: 'ap@reyes.example', invoiceOnPod: true, terms: { kind: 'net', days: 45 }, creditLimitCents: 2_500_000, creditLimitIsDefault: false }],
    ['a limit of $0.00 is a limit, not the default', { creditLimitCents: 0 }, { creditLimitCents: 0, creditLimitIsDefault: false }],
  ] as const)('%s', (_case, billing, expected) => {
    expect(billingOf({ email: 'dana@example.com', billing: billing as never })).toMatchObject(expected);
  });

  it.each([
    ['customer', true],
    ['shipper', true],
    ['carrier', false],
    ['admin', false],
    [undefined, true],
  ] as const)('%s accounts have billing settings: %s', (type, expected) => {
    expect(isBilledAccount(type)).toBe(expected);
  });
});

describe('open receivables', () => {
  const invoice = (status: ReceivableInvoice['status'], totalCents: number, balanceCents = totalCents): ReceivableInvoice => ({ status, totalCents, balanceCents });

  it('counts the balances of sent and partly paid invoices, ready invoices in full and uninvoiced shipments at their price', () => {
    const invoices = [invoice('sent', 100_000), invoice('partially_paid', 200_000, 50_000), invoice('ready', 30_000), invoice('paid', 90_000, 0), invoice('void', 70_000, 0)];
    expect(openReceivables(invoices, [125_000, 10_050])).toEqual({ invoicedCents: 150_000, readyCents: 30_000, uninvoicedCents: 135_050, totalCents: 315_050 });
  });

  it('is $0.00 for a customer with nothing open', () => {
    expect(openReceivables([invoice('paid', 5_000, 0)], [])).toEqual({ invoicedCents: 0, readyCents: 0, uninvoicedCents: 0, totalCents: 0 });
  });
});

describe('the credit limit on a new booking', () => {
  it.each([
    ['well under the limit', 1_000_000, 250_000, 5_000_000, false],
    ['exactly at the limit', 4_750_000, 250_000, 5_000_000, false],
    ['one cent past the limit', 4_750_001, 250_000, 5_000_000, true],
    ['the load alone past the limit', 0, 5_000_100, 5_000_000, true],
    ['any load on a limit of $0.00', 0, 1, 0, true],
    ['nothing on a limit of $0.00', 0, 0, 0, false],
  ])('%s: held %s', (_case, openCents, loadCents, limitCents, held) => {
    expect(exceedsCreditLimit({ openCents, loadCents, limitCents })).toBe(held);
  });

  it('has no limit for a customer staff have not given one', () => {
    expect(DEFAULT_CREDIT_LIMIT_CENTS).toBeNull();
    expect(availableCredit(null, 9_999_999)).toBeNull();
  });

  it.each([
    [5_000_000, 1_000_000, 4_000_000],
    [5_000_000, 6_000_000, 0],
    [0, 0, 0],
  ])('leaves a limit of %i with %i open %i to book', (limit, open, available) => {
    expect(availableCredit(limit, open)).toBe(available);
  });

  it('tells staff the figures it was held on', () => {
    expect(creditHoldReason({ openCents: 4_820_000, loadCents: 250_000, limitCents: 5_000_000 })).toBe(
      'Open receivables $48,200.00 + this load $2,500.00 exceed the credit limit $50,000.00.',
    );
  });
});

describe("staff's billing settings form", () => {
  const valid = { billingEmail: 'AP@Reyes.example ', invoiceOnPod: true, termsDays: 45, creditLimit: '75,000.00' };

  it('takes every setting, keeping the billing email in lower case', () => {
    expect(validate(customerBillingSchema, valid)).toEqual({ value: { ...valid, billingEmail: 'ap@reyes.example' }, errors: null });
    expect(validate(customerBillingSchema, { ...valid, billingEmail: '', creditLimit: '' }).errors).toBeNull();
  });

  it.each([
    ['an invalid billing email', { billingEmail: 'not-an-email' }, 'billingEmail', CUSTOMER_BILLING_MESSAGES.billingEmailInvalid],
    ['terms of 0 days', { termsDays: 0 }, 'termsDays', CUSTOMER_BILLING_MESSAGES.termsDays],
    ['terms of 121 days', { termsDays: 121 }, 'termsDays', CUSTOMER_BILLING_MESSAGES.termsDays],
    ['terms of 30.5 days', { termsDays: 30.5 }, 'termsDays', CUSTOMER_BILLING_MESSAGES.termsDays],
    ['a negative limit', { creditLimit: '-1.00' }, 'creditLimit', CUSTOMER_BILLING_MESSAGES.creditLimitNegative],
    ['a limit that is not an amount', { creditLimit: 'fifty grand' }, 'creditLimit', CUSTOMER_BILLING_MESSAGES.creditLimitInvalid],
    ['a limit past $10,000,000.00', { creditLimit: '10,000,000.01' }, 'creditLimit', CUSTOMER_BILLING_MESSAGES.creditLimitTooLarge],
    ['invoice on POD as text', { invoiceOnPod: 'yes' }, 'invoiceOnPod', CUSTOMER_BILLING_MESSAGES.invoiceOnPod],
  ])('refuses %s', (_case, change, field, message) => {
    expect(validate(customerBillingSchema, { ...valid, ...change }).errors).toEqual({ [field]: message });
  });

  it('accepts the limits of the terms range', () => {
    for (const termsDays of [1, 15, 30, 45, 60, 120]) expect(validate(customerBillingSchema, { ...valid, termsDays }).errors).toBeNull();
  });
});

describe("the customer's profile", () => {
  const profile = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', companyName: 'Reyes Goods' };

  it('takes a billing email, or none, and refuses an invalid one', () => {
    expect(validate(profileSchema, profile).errors).toBeNull();
    expect(validate(profileSchema, { ...profile, billingEmail: '' }).errors).toBeNull();
    expect(validate(profileSchema, { ...profile, billingEmail: 'AP@Reyes.example' }).value).toMatchObject({ billingEmail: 'ap@reyes.example' });
    expect(validate(profileSchema, { ...profile, billingEmail: 'ap@' }).errors).toEqual({ billingEmail: CUSTOMER_BILLING_MESSAGES.billingEmailInvalid });
  });

  it('never takes the settings only staff set', () => {
    for (const field of ['termsDays', 'creditLimit', 'invoiceOnPod', 'billing']) {
      expect(validate(profileSchema, { ...profile, [field]: 1 }).errors).toHaveProperty(field);
    }
  });
});

it('asks staff why a booking is refused', () => {
  expect(validate(bookingRefusalSchema, { reason: 'ok' }).errors).toEqual({ reason: expect.stringContaining('why the booking is refused') });
  expect(validate(bookingRefusalSchema, { reason: 'Two invoices 60 days past due' }).errors).toBeNull();
});
