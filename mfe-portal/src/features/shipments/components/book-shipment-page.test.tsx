import { screen, waitFor, within } from '@testing-library/react';
import { type BookingPrefill, SHIPMENT_MESSAGES } from '@freight/domain';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer } from '../../../testing/fixtures';
import { BookShipmentPage } from './book-shipment-page';

jest.setTimeout(20_000);

const PREFILL: BookingPrefill = {
  quoteId: 12,
  pickup: { zip: '10001', city: 'New York', state: 'NY' },
  delivery: { zip: '19103', city: 'Philadelphia', state: 'PA' },
  weight: 12000,
  equipmentType: 'Dry Van',
  pickupWindow: { date: '2099-01-05', from: '08:00', to: '16:00' },
  deliveryWindow: { date: '2099-01-06', from: '08:00', to: '16:00' },
  pieces: 6,
  freightClass: '70',
  roadMiles: 96,
};

const stop = (legend: string) => within(screen.getByRole('group', { name: legend }));
const value = (group: ReturnType<typeof stop>, fieldLabel: string) => group.getByLabelText(new RegExp(`^${fieldLabel.replace(/[()]/g, '\\$&')}\\*?$`));

describe('Book your shipment, from an accepted quote', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('arrives filled with the lane, cities, weight, pieces, class and dates; the customer adds the rest and can change anything', async () => {
    api = mockApi({
      'GET /api/user': { body: customer },
      'GET /api/customer-quotes/12/booking': { body: PREFILL },
      'POST /api/shipments': { status: 201, body: { message: 'Booked', shipment: { id: 3, number: 'HL-10003' } } },
    });
    const view = renderWithProviders(<BookShipmentPage />, { route: '/shipments/book?quote=12', userEventOptions: { delay: null } });

    const shipper = stop('Shipper (pickup)');
    await waitFor(() => expect(value(shipper, 'ZIP code')).toHaveValue('10001'));
    expect(value(shipper, 'City')).toHaveValue('New York');
    expect(value(shipper, 'State (2 letters)')).toHaveValue('NY');
    expect(value(shipper, 'Street address')).toHaveValue('');
    const consignee = stop('Consignee (delivery)');
    expect(value(consignee, 'ZIP code')).toHaveValue('19103');
    expect(value(consignee, 'City')).toHaveValue('Philadelphia');
    expect(value(consignee, 'State (2 letters)')).toHaveValue('PA');
    const when = stop('When');
    expect(value(when, 'Pickup date')).toHaveValue('2099-01-05');
    expect(value(when, 'Delivery date')).toHaveValue('2099-01-06');
    const freight = stop('Freight');
    expect(value(freight, 'Weight (lbs)')).toHaveValue('12000');
    expect(value(freight, 'Pieces')).toHaveValue('6');
    expect(value(freight, 'Freight class (optional)')).toHaveValue('70');
    expect(screen.getByRole('note')).toHaveTextContent('Filled in from quote #12');
    expect(screen.getByRole('note')).toHaveTextContent('Equipment: Dry Van · About 96 road miles');

    // What is new is the customer's to add; what was filled in stays theirs to change.
    await view.user.clear(value(shipper, 'City'));
    await view.user.type(value(shipper, 'City'), 'Manhattan');
    for (const [group, name] of [[shipper, 'Acme Plant'], [consignee, 'Harbor Store']] as const) {
      await view.user.type(value(group, 'Company or name'), name);
      await view.user.type(value(group, 'Street address'), '1 Dock Rd');
      await view.user.type(value(group, 'Contact name'), 'Pat Lee');
      await view.user.type(value(group, 'Contact phone'), '(973) 555-0100');
    }
    await view.user.type(value(freight, 'Commodity'), 'Machine parts');
    await view.user.click(screen.getByRole('button', { name: 'Book shipment' }));

    await waitFor(() => expect(api.callsTo('POST /api/shipments')).toHaveLength(1));
    expect(api.callsTo('POST /api/shipments')[0].body).toMatchObject({
      quoteId: 12,
      pickupWindow: PREFILL.pickupWindow,
      deliveryWindow: PREFILL.deliveryWindow,
      shipper: { name: 'Acme Plant', address: { street: '1 Dock Rd', city: 'Manhattan', state: 'NY', zip: '10001' } },
      consignee: { name: 'Harbor Store', address: { street: '1 Dock Rd', city: 'Philadelphia', state: 'PA', zip: '19103' } },
      weight: 12000,
      pieces: 6,
      freightClass: '70',
    });
  });

  it('says in plain words when the booking waits for our credit review, and opens the shipment', async () => {
    api = mockApi({
      'GET /api/user': { body: customer },
      'GET /api/customer-quotes/12/booking': { body: PREFILL },
      'POST /api/shipments': { status: 201, body: { message: SHIPMENT_MESSAGES.heldForCustomer, shipment: { id: 3, number: 'HL-10003', status: 'held' } } },
    });
    const view = renderWithProviders(<BookShipmentPage />, { route: '/shipments/book?quote=12', userEventOptions: { delay: null } });
    await waitFor(() => expect(value(stop('Shipper (pickup)'), 'ZIP code')).toHaveValue('10001'));
    for (const legend of ['Shipper (pickup)', 'Consignee (delivery)']) {
      const group = stop(legend);
      await view.user.type(value(group, 'Company or name'), 'Acme Plant');
      await view.user.type(value(group, 'Street address'), '1 Dock Rd');
      await view.user.type(value(group, 'Contact name'), 'Pat Lee');
      await view.user.type(value(group, 'Contact phone'), '(973) 555-0100');
    }
    await view.user.type(value(stop('Freight'), 'Commodity'), 'Machine parts');
    await view.user.click(screen.getByRole('button', { name: 'Book shipment' }));

    const toast = await findToast();
    expect(toast).toHaveTextContent(SHIPMENT_MESSAGES.heldTitle('HL-10003'));
    expect(toast).toHaveTextContent(SHIPMENT_MESSAGES.heldForCustomer);
    expect(toast).not.toHaveTextContent(SHIPMENT_MESSAGES.booked('HL-10003'));
    await waitFor(() => expect(view.location().search).toBe('?id=3'), { timeout: 5000 });
  });

  it('starts empty (with the suggested windows) when the quote is not the customer\'s accepted one', async () => {
    api = mockApi({
      'GET /api/user': { body: customer },
      'GET /api/customer-quotes/12/booking': { status: 404, body: { message: 'Quote not found' } },
    });
    renderWithProviders(<BookShipmentPage />, { route: '/shipments/book?quote=12' });
    await waitFor(() => expect(api.callsTo('GET /api/customer-quotes/12/booking')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Book your shipment' })).toBeInTheDocument();
    expect(value(stop('Shipper (pickup)'), 'ZIP code')).toHaveValue('');
    expect(value(stop('When'), 'Pickup date')).not.toHaveValue('');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
