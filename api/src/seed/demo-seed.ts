import { calculateQuote } from '@freight/domain';
import { createUser, findUserByUsername, type NewUser } from '../modules/users/user.service';
import { bulkImport } from '../store';
import { DEMO_ACCESSORIALS, DEMO_CARRIER_RATES, DEMO_EQUIPMENT_PRICING, DEMO_QUOTES, DEMO_WEBSITE_CONTENT, type DemoQuote } from './demo-records';

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

/** Quotes in every status (oldest first, so the newest has the highest id), carrier rates, equipment pricing and website content. */
export async function createDemoRecords(): Promise<void> {
  const quotes = [];
  for (const quote of [...DEMO_QUOTES].sort((a, b) => b.daysAgo - a.daysAgo)) quotes.push(await demoQuote(quote));
  await bulkImport.records('quotes', quotes);
  await bulkImport.records('carrier_rates', DEMO_CARRIER_RATES);
  await bulkImport.records('equipment_pricing', DEMO_EQUIPMENT_PRICING);
  await bulkImport.records('website_content', DEMO_WEBSITE_CONTENT);
  await bulkImport.records('accessorials', DEMO_ACCESSORIALS);
}
