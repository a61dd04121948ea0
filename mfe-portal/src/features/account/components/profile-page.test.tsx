import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, PATHS } from '@freight/domain';
import { CUSTOMER_BILLING_MESSAGES } from '@freight/domain/billing';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer, findToast, label, signedOut } from '../../../testing/fixtures';
import { ProfilePage } from './profile-page';

let api: MockApi;
afterEach(() => api.restore());

async function renderProfile() {
  const view = renderWithProviders(<ProfilePage />, { route: PATHS.profile, userEventOptions: { delay: null } });
  await screen.findByRole('heading', { name: 'My Profile' });
  return view;
}

const details = () => screen.getByRole('form', { name: 'Your details' });
const passwords = () => screen.getByRole('form', { name: 'Change password' });

describe('ProfilePage', () => {
  it('sends anonymous visitors to sign in', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = renderWithProviders(<ProfilePage />, { route: PATHS.profile });
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.login));
  });

  it("starts from the account's details and saves the edited ones", async () => {
    const saved = { ...customer, firstName: 'Danielle', phone: '(973) 555-0199' };
    api = mockApi({ 'GET /api/user': { body: customer }, 'PUT /api/user/profile': { body: { success: true, message: ACCOUNT_MESSAGES.profileSaved, user: saved } } });
    const view = await renderProfile();
    const form = within(details());
    expect(form.getByLabelText(label('Email'))).toHaveValue(customer.email);
    expect(form.getByLabelText(label('Company name'))).toHaveValue(customer.companyName);
    await view.user.clear(form.getByLabelText(label('First name')));
    await view.user.type(form.getByLabelText(label('First name')), 'Danielle');
    await view.user.clear(form.getByLabelText(label('Phone (optional)')));
    await view.user.type(form.getByLabelText(label('Phone (optional)')), '(973) 555-0199');
    await view.user.click(form.getByRole('button', { name: 'Save Details' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Profile Updated');
    expect(toast).toHaveTextContent(ACCOUNT_MESSAGES.profileSaved);
    expect(api.callsTo('PUT /api/user/profile')[0].body).toEqual({
      firstName: 'Danielle',
      lastName: customer.lastName,
      email: customer.email,
      phone: '(973) 555-0199',
      companyName: customer.companyName,
      billingEmail: '',
    });
  });

  it('lets a customer send invoices to a billing email, shows the one saved, and says what empty means', async () => {
    const saved = { ...customer, billing: { billingEmail: 'ap@reyesgoods.com' } };
    api = mockApi({ 'GET /api/user': { body: customer }, 'PUT /api/user/profile': { body: { success: true, message: ACCOUNT_MESSAGES.profileSaved, user: saved } } });
    const view = await renderProfile();
    const form = within(details());
    const field = form.getByLabelText(label('Billing email (optional)'));
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('We email your invoices here. Leave it empty to use your email above.');
    expect(form.getByText(/Payment terms: Net 30 from the invoice date/)).toBeInTheDocument();

    await view.user.type(field, 'ap@');
    await view.user.click(form.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(CUSTOMER_BILLING_MESSAGES.billingEmailInvalid)));
    expect(api.callsTo('PUT /api/user/profile')).toHaveLength(0);

    await view.user.type(field, 'reyesgoods.com');
    await view.user.click(form.getByRole('button', { name: 'Save Details' }));
    expect(await findToast()).toHaveTextContent('Profile Updated');
    expect(api.callsTo('PUT /api/user/profile')[0].body).toMatchObject({ email: customer.email, billingEmail: 'ap@reyesgoods.com' });
    expect(field).toHaveValue('ap@reyesgoods.com');
  });

  it("shows the customer's own payment terms", async () => {
    api = mockApi({ 'GET /api/user': { body: { ...customer, billing: { billingEmail: 'ap@reyesgoods.com', termsDays: 45 } } } });
    await renderProfile();
    const form = within(details());
    expect(form.getByLabelText(label('Billing email (optional)'))).toHaveValue('ap@reyesgoods.com');
    expect(form.getByText(/Payment terms: Net 45 from the invoice date/)).toBeInTheDocument();
  });

  it('asks a carrier for no billing email: carriers are never invoiced', async () => {
    const carrier = { ...customer, accountType: 'carrier' as const };
    api = mockApi({ 'GET /api/user': { body: carrier }, 'PUT /api/user/profile': { body: { success: true, message: ACCOUNT_MESSAGES.profileSaved, user: carrier } } });
    const view = await renderProfile();
    const form = within(details());
    expect(form.queryByLabelText(label('Billing email (optional)'))).not.toBeInTheDocument();
    expect(form.queryByText(/Payment terms/)).not.toBeInTheDocument();
    await view.user.click(form.getByRole('button', { name: 'Save Details' }));
    await findToast();
    expect(api.callsTo('PUT /api/user/profile')[0].body).not.toHaveProperty('billingEmail');
  });

  it('shows the registration messages, and a taken email beside the field', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'PUT /api/user/profile': { status: 409, body: { message: 'Email already registered', errors: { email: 'Email already registered' } } } });
    const view = await renderProfile();
    const form = within(details());
    await view.user.clear(form.getByLabelText(label('Last name')));
    await view.user.click(form.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(form.getByLabelText(label('Last name'))).toHaveAccessibleDescription('Last name is required'));
    expect(api.callsTo('PUT /api/user/profile')).toHaveLength(0);

    await view.user.type(form.getByLabelText(label('Last name')), 'Reyes');
    await view.user.clear(form.getByLabelText(label('Email')));
    await view.user.type(form.getByLabelText(label('Email')), 'taken@example.com');
    await view.user.click(form.getByRole('button', { name: 'Save Details' }));
    expect(await findToast()).toHaveTextContent('Profile Not Saved');
    expect(form.getByLabelText(label('Email'))).toHaveAccessibleDescription('Email already registered');
  });

  it('changes the password with the current one, and shows a wrong current password beside it', async () => {
    api = mockApi({
      'GET /api/user': { body: customer },
      'PUT /api/user/password': { status: 400, body: { message: ACCOUNT_MESSAGES.currentPasswordWrong, errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } } },
    });
    const view = await renderProfile();
    const form = within(passwords());
    await view.user.type(form.getByLabelText(label('New password')), '123');
    await view.user.click(form.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(form.getByLabelText(label('Current password'))).toHaveAccessibleDescription('Current password is required'));
    expect(form.getByLabelText(label('New password'))).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 6 characters'));

    await view.user.type(form.getByLabelText(label('Current password')), 'not-it');
    await view.user.clear(form.getByLabelText(label('New password')));
    await view.user.type(form.getByLabelText(label('New password')), 'secret-2');
    await view.user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await findToast()).toHaveTextContent('Password Not Changed');
    expect(form.getByLabelText(label('Current password'))).toHaveAccessibleDescription(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(api.callsTo('PUT /api/user/password')[0].body).toEqual({ currentPassword: 'not-it', newPassword: 'secret-2' });
  });

  it('clears the password fields after a change', async () => {
    api = mockApi({ 'GET /api/user': { body: customer }, 'PUT /api/user/password': { body: { success: true, message: ACCOUNT_MESSAGES.passwordChanged, user: customer } } });
    const view = await renderProfile();
    const form = within(passwords());
    await view.user.type(form.getByLabelText(label('Current password')), 'secret123');
    await view.user.type(form.getByLabelText(label('New password')), 'secret-2');
    await view.user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await findToast()).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(form.getByLabelText(label('Current password'))).toHaveValue('');
  });
});
