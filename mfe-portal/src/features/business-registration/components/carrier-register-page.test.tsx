import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { expectMessage, findToast, label, signedOut } from '../../../testing/fixtures';
import { CarrierRegisterPage } from './carrier-register-page';
import { ACCOUNT, fillAccount, pick } from './test-helpers';

// Whole-form journeys type many fields; on busy shared cores they can outlast Jest's 5 s default.
jest.setTimeout(20_000);

let api: MockApi;
afterEach(() => api.restore());

async function renderPage() {
  const view = renderWithProviders(<CarrierRegisterPage />, { route: PATHS.carrierRegister, userEventOptions: { delay: null } });
  await screen.findByRole('button', { name: 'Create Account' });
  return view;
}

describe('CarrierRegisterPage', () => {
  it('shows the carrier messages under their fields', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = await renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expectMessage('DOT number', 'DOT number is required');
    expectMessage('Equipment types', 'At least one equipment type is required');
    expectMessage('Fleet size', 'Fleet size is required');
    expectMessage('Operating regions', 'At least one operating region is required');
    expectMessage('Liability insurance', 'Liability insurance is required');
    expectMessage('Cargo insurance', 'Cargo insurance is required');
    expect(screen.getByLabelText('MC number (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Safety rating (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('registers the carrier with nested details, signed in, and opens its dashboard', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/register': { status: 201, body: { message: 'Registration successful' } } });
    const view = await renderPage();
    await fillAccount(view.user);
    await view.user.type(screen.getByLabelText(label('DOT number')), '1234567');
    await view.user.selectOptions(screen.getByLabelText(label('Fleet size')), '16-50');
    await pick(view.user, 'Equipment types', ['Dry Van', 'Flatbed']);
    await pick(view.user, 'Operating regions', ['Cross-Border (Canada/Mexico)']);
    await view.user.type(screen.getByLabelText(label('Liability insurance')), '$1,000,000');
    await view.user.type(screen.getByLabelText(label('Cargo insurance')), '$100,000');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await findToast()).toHaveTextContent('Registration Successful');
    expect(await findToast()).toHaveTextContent('Your checklist shows what we need to verify your account.');
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.dashboard));
    expect(api.callsTo('POST /api/register')[0].body).toEqual({
      ...ACCOUNT,
      accountType: 'carrier',
      carrierInfo: {
        dotNumber: '1234567',
        mcNumber: '',
        equipmentTypes: ['Dry Van', 'Flatbed'],
        fleetSize: '16-50',
        operatingRegions: ['Cross-Border (Canada/Mexico)'],
        insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' },
        safetyRating: '',
      },
    });
  });
});
