import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueUser } from './helpers';

/** The load board journeys' loads and carriers, made through the API (each journey drives its own part through the pages). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const longDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const PICKUP = inDays(21);

const party = (name: string, city: string, state: string, zip: string) => ({ name, address: { street: '1 Dock Rd', city, state, zip }, contactName: 'Pat Lee', phone: '(215) 555-0100' });

/**
 * A customer's load priced with the calculator (Full Truckload of `cargoType`), accepted and booked,
 * Philadelphia to Trenton: on the board at the suggested carrier rate, with its trailer type.
 */
export async function calculatorLoad(customer: Page, staff: Page, cargoType: string): Promise<string> {
  const estimate = { originZip: '19148', destinationZip: '08611', weight: '2000', serviceType: 'ftl', cargoType };
  const { id } = (await (await customer.request.post('/api/customer-quotes', { data: { serviceNeeded: 'Freight Transportation', estimate } })).json()) as { id: number };
  expect((await staff.request.patch(`/api/admin/quotes/${id}`, { data: { status: 'approved', estimatedPrice: '900.00' } })).ok()).toBeTruthy();
  expect((await customer.request.post(`/api/customer-quotes/${id}/accept`, { data: { signature: 'Board Customer', accept: true } })).ok()).toBeTruthy();
  const booked = await customer.request.post('/api/shipments', {
    data: {
      quoteId: id,
      pickupWindow: { date: PICKUP, from: '08:00', to: '12:00' },
      deliveryWindow: { date: inDays(22), from: '09:00', to: '17:00' },
      shipper: party('Penn Yard', 'Philadelphia', 'PA', '19148'),
      consignee: party('Job Site', 'Trenton', 'NJ', '08611'),
      commodity: 'Pallets of parts',
      pieces: 4,
      weight: 2000,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { shipment: { number: string } }).shipment.number;
}

/** A Dry Van carrier, registered through the API and verified by staff (its onboarding has its own journeys). */
export async function verifiedCarrier(request: APIRequestContext, staff: Page) {
  const carrier = {
    ...uniqueUser('board'),
    accountType: 'carrier',
    carrierInfo: { dotNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)), equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' } },
  };
  const res = await request.post('/api/register', { data: carrier });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { user: { id: number } }).user;
  const verified = await staff.request.post(`/api/admin/carriers/${id}/verify`, { data: { overrideReason: 'Documents checked by email for the board test' } });
  expect(verified.status(), await verified.text()).toBe(200);
  return carrier;
}

