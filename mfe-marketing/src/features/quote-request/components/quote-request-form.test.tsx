import { act, screen, waitFor, within } from '@testing-library/react';
import { ACCESSORIAL_MESSAGES, CARRIED_ESTIMATE, estimateProjectDetails, LANE_TEXTS, PATHS, PIECE_MESSAGES, QUOTE_LANE_MESSAGES, TOASTS } from '@freight/domain';
import { PUBLIC_BOOKING_PATH } from '@freight/platform';
import { findToast, mockApi, renderWithProviders, type MockApi, type MockReply } from '@freight/platform/testing';
import { QuoteRequestForm } from './quote-request-form';

let api: MockApi;
afterEach(() => api?.restore());

/** What staff offer, as GET /api/accessorials lists the active ones. */
const OFFERED = [
  { id: 3, name: 'Liftgate delivery', price: '75.00' },
  { id: 5, name: 'Residential delivery', price: '95' },
];

function renderForm(reply: MockReply | (() => Promise<MockReply>) = { status: 201, body: { message: 'Thanks, got it.', id: 7 } }, route = '/') {
  api = mockApi({ 'POST /api/quotes': reply, 'GET /api/accessorials': { body: OFFERED } });
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
    // Focus moves once the messages are on screen (an effect), while the offered services are being fetched.
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveFocus());
    expect(api.callsTo('POST /api/quotes')).toHaveLength(0);
  });

  it('rejects an invalid email address with the spec message', async () => {
    const view = renderForm();
    await fillValid(view);
    await view.user.clear(screen.getByLabelText(/Email/));
    await view.user.type(screen.getByLabelText(/Email/), 'maria-at-example');
    await submit(view);
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.callsTo('POST /api/quotes')).toHaveLength(0);
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

  describe('extra services and LTL pieces', () => {
    const fillContact = async ({ user }: View) => {
      await user.type(screen.getByLabelText(/First Name/), 'Maria');
      await user.type(screen.getByLabelText(/Last Name/), 'Santos');
      await user.type(screen.getByLabelText(/Email/), 'maria@example.com');
      await user.type(screen.getByLabelText(/Company Name/), 'Garden State Foods');
    };
    const piece = (n: number) => within(screen.getByRole('group', { name: `Piece ${n}` }));

    it('asks for the offered services only once the visitor turns to the form', async () => {
      const view = renderForm();
      // Time for a request the page would have started on its own to reach the server and come back.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('heading', { name: 'Extra services (optional)' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /api/accessorials')).toHaveLength(0);
      // Focus on a button is not turning to the form: Submit must not move while it is pressed.
      screen.getByRole('button', { name: 'Submit Quote Request' }).focus();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(api.callsTo('GET /api/accessorials')).toHaveLength(0);
      await view.user.click(screen.getByLabelText(/First Name/));
      expect(await screen.findByRole('heading', { name: 'Extra services (optional)', level: 3 })).toBeInTheDocument();
      expect(api.callsTo('GET /api/accessorials')).toHaveLength(1);
      expect(screen.getByRole('checkbox', { name: 'Liftgate delivery ($75.00)' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Residential delivery ($95.00)' })).not.toBeChecked();
    });

    it('asks for LTL pieces only with the service LTL is booked under', async () => {
      const view = renderForm();
      await view.user.selectOptions(screen.getByLabelText(/Service Needed/), 'Warehousing & Storage');
      await screen.findByRole('checkbox', { name: /Liftgate delivery/ });
      expect(screen.queryByRole('heading', { name: 'LTL pieces (optional)' })).not.toBeInTheDocument();
      await view.user.selectOptions(screen.getByLabelText(/Service Needed/), 'Freight Transportation');
      expect(screen.getByRole('heading', { name: 'LTL pieces (optional)', level: 3 })).toBeInTheDocument();
    });

    it('sends the chosen services and the pieces, after showing their density and estimated class with the caveat', async () => {
      const view = renderForm();
      await fillContact(view);
      await view.user.selectOptions(screen.getByLabelText(/Service Needed/), 'Freight Transportation');
      await view.user.click(await screen.findByRole('checkbox', { name: 'Liftgate delivery ($75.00)' }));
      await view.user.click(screen.getByRole('button', { name: 'Add a piece' }));
      await view.user.clear(piece(1).getByLabelText('Units'));
      await view.user.type(piece(1).getByLabelText('Units'), '2');
      await view.user.type(piece(1).getByLabelText('Length (in)'), '48');
      await view.user.type(piece(1).getByLabelText('Width (in)'), '40');
      await view.user.type(piece(1).getByLabelText('Height (in)'), '48');
      await view.user.type(piece(1).getByLabelText('Weight each (lbs)'), '500');
      // 1,000 lbs in 2 × 53.33 ft³: 9.38 lb/ft³, class 100 on the density scale.
      const estimate = screen.getByRole('status');
      expect(estimate).toHaveTextContent('Density 9.38 lb/ft³ · estimated freight class 100');
      expect(estimate).toHaveTextContent(LANE_TEXTS.classCaveat);
      await submit(view);

      expect(await findToast()).toHaveTextContent('Quote Request Submitted!');
      expect(api.callsTo('POST /api/quotes')[0].body).toMatchObject({
        serviceNeeded: 'Freight Transportation',
        accessorialIds: [3],
        pieces: [{ quantity: 2, lengthIn: 48, widthIn: 40, heightIn: 48, weightLbs: 500 }],
      });
      // Sent: the next request starts without them.
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Piece 1' })).not.toBeInTheDocument());
      expect(screen.getByRole('checkbox', { name: 'Liftgate delivery ($75.00)' })).not.toBeChecked();
    });

    it('leaves pieces out of a request whose service is not the LTL one', async () => {
      const view = renderForm();
      await fillContact(view);
      await view.user.selectOptions(screen.getByLabelText(/Service Needed/), 'Freight Transportation');
      await view.user.click(screen.getByRole('button', { name: 'Add a piece' }));
      await view.user.type(piece(1).getByLabelText('Length (in)'), '48');
      await view.user.selectOptions(screen.getByLabelText(/Service Needed/), 'Warehousing & Storage');
      await view.user.click(await screen.findByRole('checkbox', { name: 'Residential delivery ($95.00)' }));
      await submit(view);
      await findToast();
      const body = api.callsTo('POST /api/quotes')[0].body as Record<string, unknown>;
      expect(body).toMatchObject({ serviceNeeded: 'Warehousing & Storage', accessorialIds: [5] });
      expect(body).not.toHaveProperty('pieces');
    });

    it("shows the server's messages on the services and on the piece's boxes, and keeps what was chosen", async () => {
      const errors = { accessorialIds: ACCESSORIAL_MESSAGES.notOffered, 'pieces.0.widthIn': PIECE_MESSAGES.widthIn };
      const view = renderForm({ status: 400, body: { message: ACCESSORIAL_MESSAGES.notOffered, errors } });
      await fillContact(view);
      await view.user.selectOptions(screen.getByLabelText(/Service Needed/), 'Freight Transportation');
      await view.user.click(await screen.findByRole('checkbox', { name: 'Liftgate delivery ($75.00)' }));
      await view.user.click(screen.getByRole('button', { name: 'Add a piece' }));
      for (const [label, value] of [['Length (in)', '48'], ['Width (in)', '5000'], ['Height (in)', '48'], ['Weight each (lbs)', '500']]) {
        await view.user.type(piece(1).getByLabelText(label), value);
      }
      await submit(view);

      expect(await findToast()).toHaveTextContent('Submission Failed');
      expect(await screen.findByRole('group', { name: 'Extra services (optional)' })).toHaveAccessibleDescription(ACCESSORIAL_MESSAGES.notOffered);
      expect(piece(1).getByLabelText('Width (in)')).toHaveAccessibleDescription(PIECE_MESSAGES.widthIn);
      expect(piece(1).getByLabelText('Width (in)')).toHaveAttribute('aria-invalid', 'true');
      expect(piece(1).getByLabelText('Length (in)')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('checkbox', { name: 'Liftgate delivery ($75.00)' })).toBeChecked();
      expect(piece(1).getByLabelText('Width (in)')).toHaveValue('5000');
    });
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
      expect(screen.getByLabelText('Origin ZIP')).toHaveValue('07105');
      expect(screen.getByLabelText('Destination ZIP')).toHaveValue('19103');
      expect(screen.getByLabelText('Weight (lbs)')).toHaveValue(2500);
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

  describe('the lane fields', () => {
    it('sends origin, destination, weight, pickup date and equipment as fields', async () => {
      const view = renderForm();
      await fillValid(view);
      await view.user.type(screen.getByLabelText('Origin ZIP'), '10001');
      await view.user.type(screen.getByLabelText('Destination ZIP'), '19103');
      await view.user.type(screen.getByLabelText('Weight (lbs)'), '12000');
      await view.user.type(screen.getByLabelText('Pickup Date'), '2099-01-05');
      await view.user.selectOptions(screen.getByLabelText('Equipment'), 'Flatbed');
      await submit(view);
      expect(await findToast()).toHaveTextContent(TOASTS.publicQuoteSubmitted);
      expect(api.callsTo('POST /api/quotes')[0].body).toMatchObject({ originZip: '10001', destinationZip: '19103', weight: 12000, pickupDate: '2099-01-05', equipmentType: 'Flatbed' });
      expect(screen.getByLabelText('Origin ZIP')).toHaveValue('');
    });

    it('sends no lane fields when none is filled in', async () => {
      const view = renderForm();
      await fillValid(view);
      await submit(view);
      await findToast();
      const body = api.callsTo('POST /api/quotes')[0].body as Record<string, unknown>;
      for (const key of ['originZip', 'destinationZip', 'weight', 'pickupDate', 'equipmentType']) expect(body).not.toHaveProperty(key);
    });

    it('asks for the other end of the lane and a real weight before sending anything', async () => {
      const view = renderForm();
      await fillValid(view);
      await view.user.type(screen.getByLabelText('Origin ZIP'), '10001');
      await view.user.type(screen.getByLabelText('Weight (lbs)'), '90000');
      await submit(view);
      expect(screen.getByLabelText('Destination ZIP')).toHaveAccessibleDescription(QUOTE_LANE_MESSAGES.destinationZip);
      expect(screen.getByLabelText('Weight (lbs)')).toHaveAccessibleDescription('Weight must be at most 80,000 lbs, a full truckload');
      expect(api.callsTo('POST /api/quotes')).toHaveLength(0);
    });

    it('shows the server\'s message under a ZIP code it does not know', async () => {
      const message = 'We have no location for ZIP code 00000. Please check it';
      const view = renderForm({ status: 400, body: { message, errors: { originZip: message } } });
      await fillValid(view);
      await view.user.type(screen.getByLabelText('Origin ZIP'), '00000');
      await view.user.type(screen.getByLabelText('Destination ZIP'), '19103');
      await submit(view);
      expect(await findToast()).toHaveTextContent(message);
      expect(screen.getByLabelText('Origin ZIP')).toHaveAccessibleDescription(message);
    });
  });
});
