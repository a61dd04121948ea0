/** Sample records for the admin app's component tests (accounts from the platform's test fixtures). */
import type { AdminStats, CarrierRate, EquipmentPricing, InvoiceView, Quote, WebsiteContent } from '@freight/domain';
import { makeUser } from '@freight/platform/testing';

export { makeUser };

export const primaryAdmin = makeUser({
  id: 3,
  username: 'Admin',
  firstName: 'Primary',
  lastName: 'Administrator',
  email: 'admin@harborlinefreight.com',
  accountType: 'admin',
  isAdmin: true,
});

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 41,
    firstName: 'Olga',
    lastName: 'Petrova',
    email: 'olga@tundra.example',
    phone: '555-0100',
    companyName: 'Tundra Mills',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Two pallets to Boston',
    status: 'pending',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A sent, unpaid customer invoice of $1,250.00; overrides make it ready, paid, overdue… */
export function makeInvoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 12,
    number: 'INV-2026-000012',
    shipmentId: 30,
    shipmentNumber: 'SH-2026-000030',
    customerId: 7,
    billTo: { name: 'Olga Petrova', companyName: 'Tundra Mills', email: 'olga@tundra.example' },
    status: 'sent',
    displayStatus: 'sent',
    lines: [{ kind: 'linehaul', description: 'Linehaul Chicago, IL to Boston, MA', amountCents: 125_000 }],
    terms: { kind: 'net', days: 30 },
    invoiceDate: '2026-11-14',
    dueDate: '2026-12-14',
    sentAt: '2026-11-14T15:00:00.000Z',
    totalCents: 125_000,
    paidCents: 0,
    creditedCents: 0,
    balanceCents: 125_000,
    payments: [],
    creditNotes: [],
    version: 2,
    createdAt: '2026-11-13T15:00:00.000Z',
    updatedAt: '2026-11-14T15:00:00.000Z',
    ...overrides,
  };
}

export const emptyStats: AdminStats = {
  users: { total: 0, active: 0 },
  quotes: { total: 0, pending: 0, overdue: 0, approved: 0, rejected: 0, completed: 0 },
  carrierRates: { total: 0, active: 0 },
  equipment: { total: 0, active: 0 },
  recentQuotes: [],
  mail: { queued: 0, sent: 0, failed: 0 },
};

/** One record of each admin record kind (carrier rates, equipment pricing, website content). */
export const carrierRate: CarrierRate = {
  id: 8,
  carrierName: 'Keystone Transport',
  serviceType: 'Dry Van FTL',
  baseRate: '150.00',
  perMileRate: '2.15',
  perPoundRate: '0.05',
  minimumCharge: '250.00',
  isActive: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

export const equipmentItem: EquipmentPricing = {
  id: 5,
  equipmentType: 'dry-van',
  equipmentName: "53' Dry Van",
  description: 'Enclosed trailer for general freight',
  baseMileRate: '2.25',
  minimumRate: '300.00',
  isActive: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

export const contentItem: WebsiteContent = {
  id: 2,
  section: 'hero',
  contentKey: 'headline',
  contentValue: 'Reliable supply chains from port to door',
  contentType: 'text',
  isActive: true,
  updatedAt: '2025-03-04T10:00:00.000Z',
};

/** A list answer: the records, and the total the API reports in X-Total-Count. */
export const listed = <T>(records: T[], total = records.length) => ({ body: records, headers: { 'X-Total-Count': String(total) } });
