import { assertCents, type Cents, centsOf } from './cents';

/**
 * A load's money as staff read it: what the customer pays (revenue), what the carrier is paid
 * (cost), and what the brokerage keeps (margin). Each side takes the firmest figure there is:
 * - revenue: the invoice's total once the load is invoiced (its lines carry the accessorials and
 *   adjustments), else the price the customer accepted;
 * - cost: the carrier payable's amount once there is one (the signed rate plus the accessorials
 *   staff approved), else the rate the carrier signed for on the rate confirmation.
 * There is no margin without both sides. Staff only: customers and carriers never see it.
 */
export type RevenueSource = 'invoice' | 'accepted-price';
export type CostSource = 'payable' | 'signed-rate';

export const REVENUE_SOURCE_LABELS: Record<RevenueSource, string> = { invoice: 'Invoice total', 'accepted-price': 'Accepted price' };
export const COST_SOURCE_LABELS: Record<CostSource, string> = { payable: 'Carrier payable', 'signed-rate': 'Signed carrier rate' };

/** What a load's margin is worked out from. */
export interface LoadMoney {
  /** The price the customer accepted, as stored on the shipment ("1250.00"), if any. */
  acceptedPrice?: string | null;
  /** The total of the load's invoice in cents, when it is invoiced (a void invoice is not). */
  invoiceTotalCents?: Cents | null;
  /** The carrier payable's amount in cents, when the load has one. */
  payableCents?: Cents | null;
  /** The rate the carrier signed for ("1000.00"): only a signed award counts. */
  signedRate?: string | null;
}

export interface LoadMargin {
  revenueCents: Cents | null;
  revenueSource: RevenueSource | null;
  costCents: Cents | null;
  costSource: CostSource | null;
  /** Revenue less cost (negative: a loss), or null without both. */
  marginCents: Cents | null;
  /** The margin as a percent of the revenue, one decimal (see marginPercentOf), or null. */
  marginPercent: number | null;
}

/** Decimals a margin percent keeps: 24.3 %. */
export const MARGIN_PERCENT_DECIMALS = 1;

const SCALE = 10n ** BigInt(MARGIN_PERCENT_DECIMALS);

/**
 * `part` as a percent of `whole`, with one decimal, rounded half away from zero like percentOf in
 * cents.ts: $250.00 of $1,250.00 is 20.0; $1.00 of $3.00 is 33.3; $1.00 of $16.00 is 6.25 → 6.3, and
 * a loss of $1.00 on $16.00 is -6.3. Worked out on integers (BigInt), so no float rounding tips a
 * half. Null when `whole` is not more than $0.00: a percent of nothing means nothing.
 */
export function marginPercentOf(part: Cents, whole: Cents): number | null {
  if (assertCents(whole, 'A revenue') <= 0) return null;
  const product = BigInt(assertCents(part, 'A margin')) * 100n * SCALE;
  const divisor = BigInt(whole);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const halfOrMore = (remainder < 0n ? -remainder : remainder) * 2n >= divisor;
  const scaled = Number(halfOrMore ? quotient + (product < 0n ? -1n : 1n) : quotient);
  return scaled === 0 ? 0 : scaled / Number(SCALE);
}

/** "24.3%", "-6.3%", "20.0%": one decimal always, as staff compare them down a column. */
export const formatMarginPercent = (percent: number): string => `${percent.toFixed(MARGIN_PERCENT_DECIMALS)}%`;

/** Positive money only: a price or a rate that is missing, unreadable or $0.00 or less tells nothing. */
const positive = (cents: Cents | null | undefined): Cents | null => (cents !== null && cents !== undefined && assertCents(cents) > 0 ? cents : null);

/** The load's revenue, cost and margin by the rule above. */
export function loadMargin(money: LoadMoney): LoadMargin {
  const invoiced = positive(money.invoiceTotalCents);
  const accepted = positive(centsOf(money.acceptedPrice));
  const payable = positive(money.payableCents);
  const signed = positive(centsOf(money.signedRate));
  const revenueCents = invoiced ?? accepted;
  const costCents = payable ?? signed;
  const marginCents = revenueCents !== null && costCents !== null ? revenueCents - costCents : null;
  return {
    revenueCents,
    revenueSource: invoiced !== null ? 'invoice' : accepted !== null ? 'accepted-price' : null,
    costCents,
    costSource: payable !== null ? 'payable' : signed !== null ? 'signed-rate' : null,
    marginCents,
    marginPercent: marginCents === null || revenueCents === null ? null : marginPercentOf(marginCents, revenueCents),
  };
}
