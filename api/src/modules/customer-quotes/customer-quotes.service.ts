import { CALCULATOR_SERVICE_TYPES, CARGO_TYPES, calculateQuote, distanceProxy, type CustomerQuoteRequest, type QuoteEstimate } from '@freight/domain';
import type { IdempotencyKey } from '../../core/idempotency';
import { loadPage } from '../../core/record-view';
import { quoteView } from '../quotes/quote-view';
import { Quote } from '../quotes/quote.model';
import { insertQuote } from '../quotes/quotes.service';

interface Account {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

export interface CustomerQuoteQuery {
  limit: number;
  offset: number;
  status?: string;
}

/**
 * The calculator's figures as staff will see them. The price is always recomputed here from the inputs:
 * a client could send any number, so only the inputs are trusted, never a total.
 */
export function estimateFields(estimate: QuoteEstimate) {
  const result = calculateQuote(estimate);
  const service = CALCULATOR_SERVICE_TYPES.find((s) => s.value === estimate.serviceType);
  const cargo = CARGO_TYPES.find((c) => c.value === estimate.cargoType);
  if (!result || !service || !cargo) return {};
  return {
    originZip: estimate.originZip,
    destinationZip: estimate.destinationZip,
    weight: String(estimate.weight),
    distance: String(distanceProxy(estimate.originZip, estimate.destinationZip)),
    equipmentType: `${service.label} / ${cargo.label}`,
    calculatedPrice: result.totalCost.toFixed(2),
  };
}

export async function createCustomerQuote(account: Account, input: CustomerQuoteRequest, idempotency?: IdempotencyKey): Promise<number> {
  const fields = {
    userId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    companyName: account.companyName,
    serviceNeeded: input.serviceNeeded,
    phone: input.phone ?? '',
    projectDetails: input.projectDetails ?? '',
    ...(input.estimate ? estimateFields(input.estimate) : {}),
  };
  return insertQuote(fields, idempotency);
}

/** Only the caller's quotes, newest first; ownership is part of the filter, so no other user's quote can match. */
export async function listCustomerQuotes(userId: number, { limit, offset, status }: CustomerQuoteQuery) {
  const { ids, total } = await quoteView.query({ tags: [`user:${userId}`, ...(status ? [`status:${status}`] : [])], offset, limit });
  return { items: await loadPage(Quote, ids), total };
}
