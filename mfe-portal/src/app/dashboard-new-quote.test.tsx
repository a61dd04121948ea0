import { screen, waitFor, within } from '@testing-library/react';
import { PATHS, QUOTE_LANE_MESSAGES, calculateQuote, formatUsd } from '@freight/domain';
import { BOOKING_PATH, PENDING_ESTIMATE_KEY } from '@freight/platform/pending-estimate';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer, expectMessage, findToast, label, quote, signedOut } from '../testing/fixtures';
import { DashboardPage } from './dashboard-page';

// Whole-form journeys type many fields; on busy shared cores they can outlast Jest's 5 s default.
jest.setTimeout(20_000);

let api: MockApi;
afterEach(() => api.restore());

const ESTIMATE = { originZip: '07105', destinationZip: '19103', weight: '1200', serviceType: 'expedited', cargoType: 'fragile' };

/** A server whose list grows with every accepted request, so the tab count can be watched. */
function portalServer(post: () => { status: number; body: unknown } = () => ({ status: 201, body: { message: 'ok', id: 9 } })) {
  const stored: ReturnType<typeof quote>[] = [];
  return mockApi({
    'GET /api/user': { body: customer },
    'GET /api/customer-quotes': () => ({ body: stored, headers: { 'X-Total-Count': String(stored.length) } }),
    'POST /api/customer-quotes': () => {
      const reply = post();
      if (reply.status !== 201) return reply;
      const created = quote({ id: stored.length + 1 });
      stored.unshift(created);
      return { ...reply, body: { ...(reply.body as object), id: created.id } };
    },
  });
}

async function renderDashboard() {
  const view = renderWithProviders(<DashboardPage />, { route: BOOKING_PATH, userEventOptions: { delay: null } });
  // The page is there at once; it sends once the account is known.
  await screen.findByRole('heading', { name: 'Welcome, Dana Reyes' });
  await screen.findByRole('tab', { name: 'My Quotes (0)' });
  return view;
}

describe('New Quote Request', () => {
  it('is there before the account is known, and sends nothing until it is', async () => {
    api = portalServer();
    api.use({ 'GET /api/user': () => new Promise(() => undefined) });
    renderWithProviders(<DashboardPage />, { route: BOOKING_PATH });
    expect(screen.getByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(screen.getByRole('button', { name: 'Submit Quote Request' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows name, email and company from the account, read-only', async () => {
    api = portalServer();
    await renderDashboard();
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Reyes');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue(customer.email);
    expect(screen.getByLabelText('Company')).toHaveValue('Reyes Goods');
  });

  it('asks for a service before sending anything', async () => {
    api = portalServer();
    const view = await renderDashboard();
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expectMessage('Service needed', 'Please select a service');
    expect(api.callsTo('POST /api/customer-quotes')).toHaveLength(0);
  });

  it('submits, toasts, then opens My Quotes on the new request, highlighted, with an empty form behind it', async () => {
    api = portalServer();
    const view = await renderDashboard();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Last-Mile Delivery');
    // The phone given at registration is there already; the customer may give another.
    await waitFor(() => expect(screen.getByLabelText('Phone (optional)')).toHaveValue('(973) 555-0101'));
    await view.user.clear(screen.getByLabelText('Phone (optional)'));
    await view.user.type(screen.getByLabelText('Phone (optional)'), '555-0100');
    await view.user.type(screen.getByLabelText('Project details (optional)'), 'Ten sofas');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));

    expect(await findToast()).toHaveTextContent('Quote Request Submitted');
    expect(api.callsTo('POST /api/customer-quotes')[0].body).toEqual({ serviceNeeded: 'Last-Mile Delivery', phone: '555-0100', projectDetails: 'Ten sofas' });
    expect(await screen.findByRole('tab', { name: 'My Quotes (1)', selected: true })).toBeInTheDocument();
    const sent = await screen.findByRole('article', { name: /#1$/ });
    expect(sent).toHaveTextContent('Just sent');
    expect(sent).toHaveTextContent('Reference #1');
    await waitFor(() => expect(sent).toHaveFocus());

    await view.user.click(screen.getByRole('tab', { name: 'New Quote Request' }));
    expect(screen.getByLabelText(label('Service needed'))).toHaveValue('');
    expect(screen.getByLabelText('Project details (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('(973) 555-0101');
  });

  it('shows Submitting... while the request is sent', async () => {
    api = portalServer();
    api.use({ 'POST /api/customer-quotes': () => new Promise(() => undefined) });
    const view = await renderDashboard();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Other');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('shows Submission Failed with the server message, or Please try again.', async () => {
    api = portalServer(() => ({ status: 400, body: { message: 'Please select a service' } }));
    const view = await renderDashboard();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Other');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expect(await findToast()).toHaveTextContent(/Submission Failed.*Please select a service/);
    expect(screen.getByLabelText(label('Service needed'))).toHaveValue('Other');

    api.use({ 'POST /api/customer-quotes': { status: 503, body: '' } });
    await view.user.click(await screen.findByRole('button', { name: 'Submit Quote Request' }));
    await waitFor(() => expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Please try again.'));
  });
});

describe('the lane fields', () => {
  it('sends origin, destination, weight, pickup date and equipment as fields, and nothing of them when left empty', async () => {
    api = portalServer();
    const view = await renderDashboard();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Freight Transportation');
    await view.user.type(screen.getByLabelText('Origin ZIP'), '10001');
    await view.user.type(screen.getByLabelText('Destination ZIP'), '19103');
    await view.user.type(screen.getByLabelText('Weight (lbs)'), '12000');
    await view.user.type(screen.getByLabelText('Pickup date'), '2099-01-05');
    await view.user.selectOptions(screen.getByLabelText('Equipment'), 'Refrigerated Trailer');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expect(await findToast()).toHaveTextContent('Quote Request Submitted');
    expect(api.callsTo('POST /api/customer-quotes')[0].body).toEqual({
      serviceNeeded: 'Freight Transportation',
      phone: '(973) 555-0101',
      projectDetails: '',
      originZip: '10001',
      destinationZip: '19103',
      weight: 12000,
      pickupDate: '2099-01-05',
      equipmentType: 'Refrigerated Trailer',
    });
  });

  it('asks for the other end of the lane before sending anything', async () => {
    api = portalServer();
    const view = await renderDashboard();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Other');
    await view.user.type(screen.getByLabelText('Destination ZIP'), '19103');
    await view.user.type(screen.getByLabelText('Weight (lbs)'), '0');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expectMessage('Origin ZIP', QUOTE_LANE_MESSAGES.originZip);
    expectMessage('Weight (lbs)', 'Weight must be more than 0 lbs');
    expect(api.callsTo('POST /api/customer-quotes')).toHaveLength(0);
  });

  it('shows the server\'s message under a ZIP code the ZIP data does not know', async () => {
    const message = 'We have no location for ZIP code 00000. Please check it';
    api = portalServer(() => ({ status: 400, body: { message, errors: { originZip: message } } }));
    const view = await renderDashboard();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Other');
    await view.user.type(screen.getByLabelText('Origin ZIP'), '00000');
    await view.user.type(screen.getByLabelText('Destination ZIP'), '19103');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expect(await findToast()).toHaveTextContent(message);
    expectMessage('Origin ZIP', message);
  });
});

describe('an estimate carried over from the quote calculator', () => {
  beforeEach(() => window.sessionStorage.setItem(PENDING_ESTIMATE_KEY, JSON.stringify(ESTIMATE)));

  it('is summarised, sent with the request and forgotten after success', async () => {
    api = portalServer();
    const view = await renderDashboard();
    const summary = screen.getByRole('region', { name: 'Estimate from the Quote Calculator' });
    expect(summary).toHaveTextContent('07105 → 19103');
    expect(summary).toHaveTextContent('1,200 lbs');
    expect(summary).toHaveTextContent('Expedited Delivery');
    expect(summary).toHaveTextContent('Fragile Items');
    expect(summary).toHaveTextContent(formatUsd(calculateQuote(ESTIMATE)!.totalCost));

    // Its ZIP codes and weight are the lane: only the pickup date and equipment are asked for.
    expect(screen.queryByLabelText('Origin ZIP')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pickup date')).toBeInTheDocument();
    // The calculator's service preselects the portal service that books it.
    expect(screen.getByLabelText(label('Service needed'))).toHaveValue('Freight Transportation');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expect(await findToast()).toHaveTextContent('Quote Request Submitted');
    expect(api.callsTo('POST /api/customer-quotes')[0].body).toEqual({ serviceNeeded: 'Freight Transportation', phone: '(973) 555-0101', projectDetails: '', estimate: ESTIMATE });
    await view.user.click(await screen.findByRole('tab', { name: 'New Quote Request' }));
    expect(screen.getByLabelText(label('Service needed'))).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Estimate from the Quote Calculator' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PENDING_ESTIMATE_KEY)).toBeNull();
  });

  it('can be removed before submitting', async () => {
    api = portalServer();
    const view = await renderDashboard();
    const summary = screen.getByRole('region', { name: 'Estimate from the Quote Calculator' });
    await view.user.click(within(summary).getByRole('button', { name: 'Remove estimate' }));
    expect(window.sessionStorage.getItem(PENDING_ESTIMATE_KEY)).toBeNull();
    await view.user.selectOptions(screen.getByLabelText(label('Service needed')), 'Other');
    await view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    await findToast();
    expect(api.callsTo('POST /api/customer-quotes')[0].body).not.toHaveProperty('estimate');
  });

  it('survives a signed-out visit: the visitor is sent to sign in and the estimate stays stored', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = renderWithProviders(<DashboardPage />, { route: BOOKING_PATH });
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.login));
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_ESTIMATE_KEY)!)).toEqual(ESTIMATE);
  });

  it('is ignored when it is not something the calculator could have made', async () => {
    window.sessionStorage.setItem(PENDING_ESTIMATE_KEY, JSON.stringify({ ...ESTIMATE, serviceType: 'teleport' }));
    api = portalServer();
    await renderDashboard();
    expect(screen.queryByRole('region', { name: 'Estimate from the Quote Calculator' })).not.toBeInTheDocument();
  });
});
