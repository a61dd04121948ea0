import { type Cents, formatCents, sumCents } from './cents';
import type { InvoiceStatus } from './invoice';
import { NET_30, type PaymentTerms } from './terms';

/**
 * A customer's billing settings, kept on their account. Each one is optional: an account that never
 * had it set reads the default (billingOf), so accounts made before these settings need no change and
 * a customer without a limit of their own follows the default limit.
 */
export interface CustomerBilling {
  /** Where invoices (and credit notes) are emailed, in lower case; absent or '': the account's own email. */
  billingEmail?: string;
  /** Set by staff: an invoice is sent the moment it is made (delivered with its proof of delivery). Off unless set. */
  invoiceOnPod?: boolean;
  /** The net days of the customer's payment terms; absent: Net 30. */
  termsDays?: number;
  /** How much the customer may owe and have booked, in cents; absent: DEFAULT_CREDIT_LIMIT_CENTS (no limit). */
  creditLimitCents?: number;
}

/**
 * The credit limit of a customer staff have not given one: none, so their bookings are never held
 * (see docs/decisions.md). A number here (in cents) would apply to every such customer.
 */
export const DEFAULT_CREDIT_LIMIT_CENTS: Cents | null = null;
/** The highest limit staff can type: $10,000,000.00 (more is a typo, not a customer). */
export const MAX_CREDIT_LIMIT_CENTS: Cents = 1_000_000_000;
/** A customer's terms: net 1 to 120 days (Net 15, 30, 45, 60 and the odd agreed Net 10 or 90). */
export const CUSTOMER_TERMS_DAYS = { min: 1, max: 120 } as const;

/** The accounts that book freight and are invoiced, so have billing settings. */
export const BILLED_ACCOUNT_TYPES = ['customer', 'shipper'] as const;
export const isBilledAccount = (accountType: string | undefined): boolean => (BILLED_ACCOUNT_TYPES as readonly string[]).includes(accountType ?? 'customer');

/** A customer's billing settings as they apply: each one set, or its default. */
export interface EffectiveBilling {
  billingEmail: string;
  invoiceOnPod: boolean;
  terms: PaymentTerms;
  /** null: no limit. */
  creditLimitCents: Cents | null;
  /** The customer has no limit of their own: DEFAULT_CREDIT_LIMIT_CENTS applies. */
  creditLimitIsDefault: boolean;
}

export function billingOf(account: { email: string; billing?: CustomerBilling | null }): EffectiveBilling {
  const billing = account.billing ?? {};
  return {
    billingEmail: billing.billingEmail || account.email,
    invoiceOnPod: billing.invoiceOnPod === true,
    terms: billing.termsDays ? { kind: 'net', days: billing.termsDays } : NET_30,
    creditLimitCents: billing.creditLimitCents ?? DEFAULT_CREDIT_LIMIT_CENTS,
    creditLimitIsDefault: billing.creditLimitCents === undefined || billing.creditLimitCents === null,
  };
}

/**
 * What a customer owes us or will owe us for freight already agreed (see docs/billing.md): the
 * balances of sent and partially paid invoices, the totals of ready invoices (made, not sent yet),
 * and the prices of confirmed shipments not invoiced yet. Paid and void invoices, cancelled
 * shipments and bookings waiting for a credit review are not in it.
 */
export interface OpenReceivables {
  /** Balances of sent and partially paid invoices (overdue ones included). */
  invoicedCents: Cents;
  /** Totals of ready invoices. */
  readyCents: Cents;
  /** Prices of confirmed shipments with no invoice yet. */
  uninvoicedCents: Cents;
  totalCents: Cents;
}

/** An invoice as open receivables read it. */
export interface ReceivableInvoice {
  status: InvoiceStatus;
  totalCents: Cents;
  balanceCents: Cents;
}

const OWED_STATUSES: readonly InvoiceStatus[] = ['sent', 'partially_paid'];

export function openReceivables(invoices: readonly ReceivableInvoice[], uninvoicedPrices: readonly Cents[]): OpenReceivables {
  const invoicedCents = sumCents(invoices.filter((i) => OWED_STATUSES.includes(i.status)).map((i) => i.balanceCents));
  const readyCents = sumCents(invoices.filter((i) => i.status === 'ready').map((i) => i.totalCents));
  const uninvoicedCents = sumCents(uninvoicedPrices);
  return { invoicedCents, readyCents, uninvoicedCents, totalCents: sumCents([invoicedCents, readyCents, uninvoicedCents]) };
}

/** The figures a booking was held on. */
export interface CreditFigures {
  openCents: Cents;
  loadCents: Cents;
  limitCents: Cents;
}

/** A new booking is held for staff when it takes the open receivables past the limit (up to the limit itself passes). */
export const exceedsCreditLimit = ({ openCents, loadCents, limitCents }: CreditFigures): boolean => sumCents([openCents, loadCents]) > limitCents;

/** What a customer can still book before a booking is held: never below $0.00; null without a limit. */
export const availableCredit = (limitCents: Cents | null, openCents: Cents): Cents | null => (limitCents === null ? null : Math.max(0, limitCents - openCents));

/** Why a booking was held, as staff read it. */
export const creditHoldReason = ({ openCents, loadCents, limitCents }: CreditFigures): string =>
  `Open receivables ${formatCents(openCents)} + this load ${formatCents(loadCents)} exceed the credit limit ${formatCents(limitCents)}.`;

/** GET /api/admin/users/:id/billing: a customer's settings as stored ('' / null where the default applies), what applies, and what they owe now. */
export interface CustomerBillingView {
  userId: number;
  accountEmail: string;
  /** As stored: '' when invoices go to the account email. */
  billingEmail: string;
  invoiceOnPod: boolean;
  termsDays: number;
  /** As stored: null when the default applies. */
  creditLimitCents: Cents | null;
  /** The limit that applies (the customer's, or the default); null: no limit. */
  effectiveCreditLimitCents: Cents | null;
  openReceivables: OpenReceivables;
  /** What the customer can still book before a booking is held (never below $0.00); null without a limit. */
  availableCents: Cents | null;
}

/** PUT /api/admin/users/:id/billing: every setting, as staff type them. */
export interface CustomerBillingUpdate {
  /** '' sends invoices to the account email. */
  billingEmail: string;
  invoiceOnPod: boolean;
  termsDays: number;
  /** Dollars as typed ("50,000.00"); '' for the default (no limit). */
  creditLimit: string;
}

/** Every sentence of customer billing settings, shared by the pages and the API. */
export const CUSTOMER_BILLING_MESSAGES = {
  billingEmailInvalid: 'Please enter a valid billing email address, or leave it empty to use the account email',
  termsDays: `Payment terms must be a whole number of days from ${CUSTOMER_TERMS_DAYS.min} to ${CUSTOMER_TERMS_DAYS.max}`,
  creditLimitInvalid: 'Enter the credit limit in dollars, like 50,000.00, or leave it empty for no limit',
  creditLimitNegative: 'The credit limit cannot be less than $0.00',
  creditLimitTooLarge: `The credit limit can be at most ${formatCents(MAX_CREDIT_LIMIT_CENTS)}`,
  invoiceOnPod: 'Choose whether invoices are sent when the proof of delivery arrives',
  notBilledAccount: 'Billing settings are kept for customer and shipper accounts only',
  billingEmailNotBilled: 'Only customer and shipper accounts have a billing email',
  saved: 'Billing settings saved',
  changedMeanwhile: 'This account was just changed by someone else. Please reload it and try again.',
  /** The audit log's name for the send made by invoice on POD (no person pressed Send). */
  automaticSender: 'Automatic (invoice on POD)',
} as const;
