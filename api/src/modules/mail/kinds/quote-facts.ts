import { formatPriceText } from '@freight/domain';
import type { QuoteFields } from '../../../store';

/** A quote as its emails need it, frozen at the time of the change. */
export interface QuoteFacts {
  id: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  serviceNeeded: string;
  projectDetails: string;
  equipmentType?: string;
  originZip?: string;
  destinationZip?: string;
  weight?: string;
  distance?: string;
  calculatedPrice?: string;
  status: string;
  /** Staff's message to the customer. Staff's internal notes are never among an email's facts. */
  customerMessage?: string;
  estimatedPrice?: string;
  validUntil?: string;
  createdAt: string;
}

export function quoteFacts(quote: QuoteFields): QuoteFacts {
  return {
    id: quote.id,
    userId: quote.userId ?? null,
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
    phone: quote.phone ?? '',
    companyName: quote.companyName,
    serviceNeeded: quote.serviceNeeded,
    projectDetails: quote.projectDetails ?? '',
    equipmentType: quote.equipmentType ?? undefined,
    originZip: quote.originZip ?? undefined,
    destinationZip: quote.destinationZip ?? undefined,
    weight: quote.weight ?? undefined,
    distance: quote.distance ?? undefined,
    calculatedPrice: quote.calculatedPrice ?? undefined,
    status: quote.status ?? 'pending',
    customerMessage: quote.customerMessage || undefined,
    estimatedPrice: quote.estimatedPrice ?? undefined,
    validUntil: quote.validUntil ?? undefined,
    createdAt: (quote.createdAt ?? new Date()).toISOString(),
  };
}

/** The calculator's figures, when the request came from the calculator. */
export function estimateRows(quote: QuoteFacts): [string, string | undefined][] {
  if (!quote.calculatedPrice) return [];
  return [
    ['Lane', quote.originZip && quote.destinationZip ? `${quote.originZip} → ${quote.destinationZip}` : undefined],
    ['Distance (approx.)', quote.distance ? `${quote.distance} miles` : undefined],
    ['Weight', quote.weight ? `${quote.weight} lbs` : undefined],
    ['Equipment / cargo', quote.equipmentType],
    ['Calculator estimate', formatPriceText(quote.calculatedPrice)],
  ];
}
