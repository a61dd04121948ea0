import { act, screen } from '@testing-library/react';
import { QUOTES_EMAIL, SESSION_HINT_COOKIE } from '@freight/domain';
import { makeUser, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { QuoteCalculatorPage } from './quote-calculator-page';

async function estimate(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/origin zip/i), '10001');
  await user.type(screen.getByLabelText(/destination zip/i), '10050');
  await user.type(screen.getByLabelText(/weight/i), '1000');
  await user.type(screen.getByLabelText(/length/i), '48');
  await user.selectOptions(screen.getByLabelText(/service type/i), 'standard');
  await user.selectOptions(screen.getByLabelText(/cargo type/i), 'general');
  await user.click(screen.getByRole('button', { name: 'Calculate Quote' }));
  act(() => jest.advanceTimersByTime(1500));
}

let api: MockApi | undefined;

/** A signed-in customer: the page's session check answers with an account. */
function signIn() {
  api = mockApi({ 'GET /api/user': { body: makeUser() } });
}

/** A browser that never signed in: the API's session hint cookie is not there, so no session is asked for. */
function visitor() {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}

describe('estimate actions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    api?.restore();
    api = undefined;
  });

  it('Book This Shipment stores the estimate and takes a signed-in customer to /dashboard?from=calculator', async () => {
    signIn();
    const { user, location } = renderWithProviders(<QuoteCalculatorPage />, { route: '/quote-calculator' });
    await estimate(user);
    await user.click(screen.getByRole('button', { name: 'Book This Shipment' }));

    expect(JSON.parse(window.sessionStorage.getItem('freight.pendingEstimate') ?? 'null')).toEqual({
      originZip: '10001',
      destinationZip: '10050',
      weight: '1000',
      serviceType: 'standard',
      cargoType: 'general',
    });
    expect(location().pathname).toBe('/dashboard');
    expect(location().search).toBe('?from=calculator');
  });

  it('Book This Shipment takes a visitor to the public quote form on the landing page, with the estimate', async () => {
    visitor();
    const { user, location } = renderWithProviders(<QuoteCalculatorPage />, { route: '/quote-calculator' });
    await estimate(user);
    await user.click(screen.getByRole('button', { name: 'Book This Shipment' }));

    expect(JSON.parse(window.sessionStorage.getItem('freight.pendingEstimate') ?? 'null')).toMatchObject({ originZip: '10001', destinationZip: '10050' });
    expect(location().pathname).toBe('/');
    expect(location().search).toBe('?from=calculator');
    expect(location().hash).toBe('#contact');
  });

  it('books the inputs that were priced, not later edits', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await estimate(user);
    await user.type(screen.getByLabelText(/weight/i), '5');
    await user.click(screen.getByRole('button', { name: 'Book This Shipment' }));
    expect(JSON.parse(window.sessionStorage.getItem('freight.pendingEstimate') ?? '{}').weight).toBe('1000');
  });

  it('Request Detailed Quote is a mail draft to the quotes desk with the inputs and the estimate', async () => {
    const { user } = renderWithProviders(<QuoteCalculatorPage />);
    await estimate(user);
    const href = screen.getByRole('link', { name: 'Request Detailed Quote' }).getAttribute('href') ?? '';
    const url = new URL(href);

    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(QUOTES_EMAIL);
    expect(url.searchParams.get('subject')).toBe('Detailed Quote Request: 10001 to 10050');
    const body = url.searchParams.get('body');
    expect(body).toContain('Origin ZIP: 10001');
    expect(body).toContain('Destination ZIP: 10050');
    expect(body).toContain('Weight: 1,000 lbs');
    expect(body).toContain('Dimensions: 48 × ? × ? in (L × W × H)');
    expect(body).toContain('Service type: Standard Freight');
    expect(body).toContain('Cargo type: General Freight');
    expect(body).toContain('Instant estimate: $725.80');
    expect(body).toContain('Estimated delivery: 2-3 business days');
  });
});
