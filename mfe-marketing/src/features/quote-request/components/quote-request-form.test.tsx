import { screen, waitFor } from '@testing-library/react';
import { CARRIED_ESTIMATE, estimateProjectDetails, PATHS, TOASTS } from '@freight/domain';
import { PUBLIC_BOOKING_PATH } from '@freight/platform';
import { findToast, mockApi, renderWithProviders, type MockApi, type MockReply } from '@freight/platform/testing';
import { QuoteRequestForm } from './quote-request-form';

let api: MockApi;
afterEach(() => api?.restore());

function renderForm(reply: MockReply | (() => Promise<MockReply>) = { status: 201, body: { message: 'Thanks, got it.', id: 7 } }, route = '/') {
  api = mockApi({ 'POST /api/quotes': reply });
  return renderWithProviders(<QuoteRequestForm />, { route, userEventOptions: { delay: null } });
}

type View = ReturnType<typeof renderForm>;

async function fillValid({ user }: View) {
  await user.type(screen.getByLabelText(/First Name/), 'Maria');
  await user.type(screen.getByLabelText(/Last Name/), 'Santos');
  await user.type(screen.getByLabelText(/Email/), 'maria@example.com');
  await user.type(screen.getByLabelText(/Phone/), '973-555-0101');
  await user.type(screen.getByLabelText(/Company Name/), 'Garden State Foods');
  await user.selectOptions(screen.getByLabelText(/Service Needed/), 'Warehousing & Storage');
  await user.type(screen.getByLabelText(/Project Details/), 'Forty pallets for six weeks.');
}

const submit = (view: View) => view.user.click(screen.getByRole('button', { name: 'Submit Quote Request' }));

describe('QuoteRequestForm', () => {
  it('shows every required-field message under its field and sends nothing', async () => {
    const view = renderForm();
    await submit(view);
    for (const [label, message] of [
      [/First Name/, 'First name is required'],
      [/Last Name/, 'Last name is required'],
      [/Email/, 'Please enter a valid email address'],
      [/Company Name/, 'Company name is required'],
      [/Service Needed/, 'Please select a service'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('rejects an invalid email address with the spec message', async () => {
    const view = renderForm();
    await fillValid(view);
    await view.user.clear(screen.getByLabelText(/Email/));
    await view.user.type(screen.getByLabelText(/Email/), 'maria-at-example');
    await submit(view);
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls).toHaveLength(0);
  });

  it('offers the public services list', () => {
    renderForm();
    const options = Array.from((screen.getByLabelText(/Service Needed/) as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual([
      'Select a service',
      'Freight Transportation',
      'Warehousing & Storage',
      'Distribution Services',
      'Supply Chain Consulting',
      'Specialized Cargo',
      'Technology Solutions',
      'Multiple Services',
    ]);
  });

  it("says 'Submitting...' while sending, then thanks with the server's message and clears the form", async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const view = renderForm(() => new Promise((resolve) => (answer = resolve)));
    await fillValid(view);
    await submit(view);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /api/quotes')[0].body).toEqual({
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria@example.com',
      phone: '973-555-0101',
      companyName: 'Garden State Foods',
      serviceNeeded: 'Warehousing & Storage',
      projectDetails: 'Forty pallets for six weeks.',
      website: '',
    });

    answer({ status: 201, body: { message: "Thank you! We'll get back to you within 2 hours.", id: 9 } });
    const toast = await findToast();
    expect(toast).toHaveTextContent('Quote Request Submitted!');
    expect(toast).toHaveTextContent("Thank you! We'll get back to you within 2 hours.");
    expect(toast).toHaveTextContent('Your reference number is #9.');
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Service Needed/)).toHaveValue('');
    expect(screen.getByLabelText(/Project Details/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
  });

  it('falls back to the promise of a 2-hour reply when the server sends no message', async () => {
    const view = renderForm({ status: 201, body: {} });
    await fillValid(view);
    await submit(view);
    expect(await findToast()).toHaveTextContent("We'll get back to you within 2 hours.");
  });

  it("shows 'Submission Failed' with the server's message and keeps what was typed", async () => {
    const view = renderForm({ status: 429, body: { message: 'Too many attempts. Please try again in 60 minutes.' } });
    await fillValid(view);
    await submit(view);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Submission Failed');
    expect(toast).toHaveTextContent('Too many attempts. Please try again in 60 minutes.');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Maria');
  });

  it('sends a retry of the same request with the same Idempotency-Key, and a new request with a new one', async () => {
    let replies = 0;
    const view = renderForm(async () => ((replies += 1) === 1 ? { status: 502, body: 'Bad Gateway' } : { status: 201, body: { message: 'Thanks.', id: 4 } }));
    await fillValid(view);
    await submit(view);
    await screen.findByText('Submission Failed');
    await submit(view);
    await screen.findByText('Quote Request Submitted!');
    await fillValid(view);
    await submit(view);
    await waitFor(() => expect(api.callsTo('POST /api/quotes')).toHaveLength(3));
    const [failed, retried, next] = api.callsTo('POST /api/quotes').map((call) => call.headers['idempotency-key']);
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(failed);
  });

  it('falls back to the spec text when a failure has no message', async () => {
    const view = renderForm({ status: 502, body: 'Bad Gateway' });
    await fillValid(view);
    await submit(view);
    expect(await findToast()).toHaveTextContent('Please check your information and try again.');
  });

  it('hides the honeypot from people: off-screen, out of the tab order, not autofilled, not announced', () => {
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  describe('with an estimate carried in from the calculator', () => {
    const ESTIMATE = { originZip: '07105', destinationZip: '19103', weight: '2500', serviceType: 'ftl', cargoType: 'perishable' };
    const DETAILS = estimateProjectDetails(ESTIMATE)!;
    beforeEach(() => window.sessionStorage.setItem('freight.pendingEstimate', JSON.stringify(ESTIMATE)));
    afterEach(() => window.sessionStorage.clear());

    it('fills the project details with the lane, weight, equipment and estimate, picks the service, and offers to sign in', async () => {
      renderForm(undefined, PUBLIC_BOOKING_PATH);
      const details = screen.getByLabelText(/Project Details/);
      await waitFor(() => expect(details).toHaveValue(DETAILS));
      for (const line of ['Origin ZIP: 07105', 'Destination ZIP: 19103', 'Weight: 2,500 lbs', 'Equipment / service: Full Truckload, Perishable Goods', 'Instant estimate: $']) {
        expect(DETAILS).toContain(line);
      }
      expect(screen.getByLabelText(/Service Needed/)).toHaveValue('Freight Transportation');
      expect(screen.getByRole('note')).toHaveTextContent(CARRIED_ESTIMATE.title);
      expect(screen.getByRole('link', { name: CARRIED_ESTIMATE.signIn })).toHaveAttribute('href', PATHS.login);
    });

    it('sends the estimate with the request, then forgets it', async () => {
      const view = renderForm(undefined, PUBLIC_BOOKING_PATH);
      await waitFor(() => expect(screen.getByLabelText(/Project Details/)).toHaveValue(DETAILS));
      await view.user.type(screen.getByLabelText(/First Name/), 'Maria');
      await view.user.type(screen.getByLabelText(/Last Name/), 'Santos');
      await view.user.type(screen.getByLabelText(/Email/), 'maria@example.com');
      await view.user.type(screen.getByLabelText(/Company Name/), 'Garden State Foods');
      await submit(view);

      expect(await findToast()).toHaveTextContent(TOASTS.publicQuoteSubmitted);
      expect(api.callsTo('POST /api/quotes')[0].body).toMatchObject({ serviceNeeded: 'Freight Transportation', projectDetails: DETAILS });
      expect(window.sessionStorage.getItem('freight.pendingEstimate')).toBeNull();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Project Details/)).toHaveValue('');
    });

    it('is left alone on the landing page opened any other way', async () => {
      renderForm();
      await waitFor(() => expect(screen.getByLabelText(/Project Details/)).toHaveValue(''));
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });
  });
});
