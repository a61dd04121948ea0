import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer, expectMessage, findToast, label, signedOut } from '../../../testing/fixtures';
import { RegisterPage } from './register-page';

// Whole-form journeys type many fields; on busy shared cores they can outlast Jest's 5 s default.
jest.setTimeout(20_000);

let api: MockApi;
afterEach(() => api.restore());

const FIELDS: Array<[string, string]> = [
  ['First name', 'Dana'],
  ['Last name', 'Reyes'],
  ['Username', 'dana.reyes'],
  ['Email', 'dana@reyesgoods.com'],
  ['Company name', 'Reyes Goods'],
  ['Password', 'secret123'],
];

async function renderRegister() {
  const view = renderWithProviders(<RegisterPage />, { route: PATHS.register, userEventOptions: { delay: null } });
  await screen.findByRole('button', { name: 'Create Account' });
  return view;
}

async function fillAndSubmit(view: Awaited<ReturnType<typeof renderRegister>>) {
  for (const [name, value] of FIELDS) await view.user.type(screen.getByLabelText(label(name)), value);
  await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('shows every spec message under its field', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = await renderRegister();
    await view.user.type(screen.getByLabelText(label('Username')), 'ab');
    await view.user.type(screen.getByLabelText(label('Email')), 'not-an-email');
    await view.user.type(screen.getByLabelText(label('Password')), '123');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expectMessage('First name', 'First name is required');
    expectMessage('Last name', 'Last name is required');
    expectMessage('Username', 'Username must be at least 3 characters');
    expectMessage('Email', 'Please enter a valid email address');
    expectMessage('Company name', 'Company name is required');
    expectMessage('Password', 'Password must be at least 6 characters');
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('creates the customer, refetches the session and opens the dashboard', async () => {
    let registered = false;
    api = mockApi({
      'GET /api/user': () => (registered ? { body: customer } : signedOut),
      'POST /api/register': () => {
        registered = true;
        return { status: 201, body: { message: 'Registration successful', user: customer } };
      },
    });
    const view = await renderRegister();
    await fillAndSubmit(view);

    expect(await findToast()).toHaveTextContent('Registration Successful');
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.dashboard));
    expect(api.callsTo('POST /api/register')[0].body).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      username: 'dana.reyes',
      email: 'dana@reyesgoods.com',
      phone: '',
      companyName: 'Reyes Goods',
      password: 'secret123',
      accountType: 'customer',
    });
    await waitFor(() => expect(api.callsTo('GET /api/user').length).toBeGreaterThan(1));
  });

  it('shows Registration Failed with the server message, or Please try again.', async () => {
    const taken = 'Username already exists';
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/register': { status: 409, body: { message: taken, errors: { username: taken } } } });
    const view = await renderRegister();
    await fillAndSubmit(view);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Registration Failed');
    expect(toast).toHaveTextContent(taken);
    // Still there after the toast has gone: beside the field to change.
    expect(screen.getByLabelText(label('Username'))).toHaveAccessibleDescription(taken);

    api.use({ 'POST /api/register': { status: 502, body: '' } });
    await view.user.click(await screen.findByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent('Please try again.'));
    expect(view.location().pathname).toBe(PATHS.register);
  });

  it('links to sign in', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    await renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', PATHS.login);
  });
});
