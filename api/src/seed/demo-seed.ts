import { calculateQuote } from '@freight/domain';
import { nextId } from '../core/counter';
import { CarrierRate } from '../modules/carrier-rates/carrier-rate.model';
import { EquipmentPricing } from '../modules/equipment-pricing/equipment-pricing.model';
import { Quote } from '../modules/quotes/quote.model';
import { createUser, findUserByUsername, type NewUser } from '../modules/users/user.service';
import { WebsiteContent } from '../modules/website-content/website-content.model';
import { DEMO_CARRIER_RATES, DEMO_EQUIPMENT_PRICING, DEMO_QUOTES, DEMO_WEBSITE_CONTENT, type DemoQuote } from './demo-records';

const DAY_MS = 86_400_000;

export async function createDemoUsers(users: NewUser[]): Promise<void> {
  for (const user of users) await createUser(user);
}

async function demoQuote(quote: DemoQuote) {
  const owner = quote.username ? await findUserByUsername(quote.username) : null;
  const contact = owner ?? quote.contact!;
  const price = quote.lane ? calculateQuote(quote.lane) : null;
  const createdAt = new Date(Date.now() - quote.daysAgo * DAY_MS - 3 * 60 * 60_000);
  return {
    id: await nextId('quotes'),
    userId: owner?.id ?? null,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    companyName: contact.companyName,
    phone: quote.phone,
    serviceNeeded: quote.serviceNeeded,
    projectDetails: quote.projectDetails,
    equipmentType: quote.lane?.equipmentType,
    originZip: quote.lane?.originZip,
    destinationZip: quote.lane?.destinationZip,
    weight: quote.lane?.weight,
    calculatedPrice: price ? price.totalCost.toFixed(2) : undefined,
    status: quote.status,
    adminNotes: quote.adminNotes,
    estimatedPrice: quote.estimatedPrice,
    createdAt,
    updatedAt: createdAt,
  };
}

const withIds = async <T>(collection: string, records: T[]) => {
  const out: (T & { id: number })[] = [];
  for (const record of records) out.push({ ...record, id: await nextId(collection) });
  return out;
};

/** Quotes in every status, carrier rates, equipment pricing and website content. */
export async function createDemoRecords(): Promise<void> {
  const quotes = [];
  for (const quote of DEMO_QUOTES) quotes.push(await demoQuote(quote));
  // insertMany keeps the given (back-dated) timestamps.
  await Quote.insertMany(quotes);
  await CarrierRate.insertMany(await withIds('carrier_rates', DEMO_CARRIER_RATES));
  await EquipmentPricing.insertMany(await withIds('equipment_pricing', DEMO_EQUIPMENT_PRICING));
  await WebsiteContent.insertMany(await withIds('website_content', DEMO_WEBSITE_CONTENT));
}
