import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { expectMessage, findToast, label, signedOut } from '../../../testing/fixtures';
import { ShipperRegisterPage } from './shipper-register-page';
import { ACCOUNT, fillAccount, pick } from './test-helpers';

// Whole-form journeys type many fields; on busy shared cores they can outlast Jest's 5 s default.
jest.setTimeout(20_000);

let api: MockApi;
afterEach(() => api.restore());

async function renderPage() {
  const view = renderWithProviders(<ShipperRegisterPage />, { route: PATHS.shipperRegister, userEventOptions: { delay: null } });
  await screen.findByRole('button', { name: 'Create Account' });
  return view;
}

describe('ShipperRegisterPage', () => {
  it('shows the business messages under their fields', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = await renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expectMessage('First name', 'First name is required');
    expectMessage('Business type', 'Business type is required');
    expectMessage('Shipping volume', 'Shipping volume is required');
    expectMessage('Primary commodities', 'At least one commodity is required');
    expectMessage('Shipping regions', 'At least one shipping region is required');
    expect(screen.getByLabelText('Special requirements (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
  });

  // Types a whole account and business form: give it room on a loaded machine.
  it('registers the shipper with the picked lists and sends them to sign in', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/register': { status: 201, body: { message: 'Registration successful' } } });
    const view = await renderPage();
    await fillAccount(view.user);
    await view.user.selectOptions(screen.getByLabelText(label('Business type')), 'distributor');
    await view.user.selectOptions(screen.getByLabelText(label('Shipping volume')), '51-100');
    await pick(view.user, 'Primary commodities', ['Electronics', 'Machinery', 'Textiles']);
    await view.user.click(screen.getByRole('button', { name: 'Remove Machinery' }));
    await pick(view.user, 'Shipping regions', ['Northeast']);
    expect(within(screen.getByRole('group', { name: 'Shipping regions' })).getByRole('option', { name: 'Northeast' })).toBeDisabled();
    await view.user.type(screen.getByLabelText('Special requirements (optional)'), 'Liftgate');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await findToast()).toHaveTextContent('Registration Successful');
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.login));
    expect(api.callsTo('POST /api/register')[0].body).toEqual({
      ...ACCOUNT,
      accountType: 'shipper',
      shipperInfo: {
        businessType: 'distributor',
        shippingVolume: '51-100',
        primaryCommodities: ['Electronics', 'Textiles'],
        shippingRegions: ['Northeast'],
        specialRequirements: 'Liftgate',
      },
    });
  }, 40_000);

  it('shows Registration Failed with the server message, or Failed to create account', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/register': { status: 409, body: { message: 'Email already registered' } } });
    const view = await renderPage();
    await fillAccount(view.user);
    await view.user.selectOptions(screen.getByLabelText(label('Business type')), 'retailer');
    await view.user.selectOptions(screen.getByLabelText(label('Shipping volume')), '1-10');
    await pick(view.user, 'Primary commodities', ['Consumer Goods']);
    await pick(view.user, 'Shipping regions', ['Midwest']);
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast()).toHaveTextContent(/Registration Failed.*Email already registered/);

    api.use({ 'POST /api/register': { status: 500, body: '' } });
    await view.user.click(await screen.findByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Failed to create account'));
    expect(view.location().pathname).toBe(PATHS.shipperRegister);
  });
});
