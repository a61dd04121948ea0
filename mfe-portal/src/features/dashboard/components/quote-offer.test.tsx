import { screen, within } from '@testing-library/react';
import { addDays, easternDate, OFFER_MESSAGES, QUOTE_TERMS, type Quote } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer, quote } from '../../../testing/fixtures';
import { QuoteCard } from './quote-card';

let api: MockApi;
afterEach(() => api?.restore());

const offer = (overrides: Partial<Quote> = {}) =>
  quote({ id: 31, status: 'approved', estimatedPrice: '2480.5', validUntil: addDays(easternDate(), 7), ...overrides });

function renderCard(q: Quote) {
  api = mockApi({
    'GET /api/user': { body: customer },
    'POST /api/customer-quotes/31/accept': { body: { message: OFFER_MESSAGES.accepted('#31'), quote: { ...q, status: 'in-progress' } } },
    'POST /api/customer-quotes/31/decline': { body: { message: OFFER_MESSAGES.declined('#31'), quote: { ...q, status: 'rejected' } } },
  });
  return renderWithProviders(<QuoteCard quote={q} />, { userEventOptions: { delay: null } });
}

describe('a priced quote in My Quotes', () => {
  it('shows its validity, Accept and Decline, and the document link while the offer is open', () => {
    renderCard(offer());
    // The customer's words, never staff's ('Awaiting customer').
    expect(screen.getByText('Your decision needed')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting customer')).not.toBeInTheDocument();
    expect(screen.getByText(/^Valid through .+, 11:59 PM Eastern\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download quote (PDF)' })).toHaveAttribute('href', '/api/customer-quotes/31/document');
  });

  it('asks for a signature and a confirmation before it sends an acceptance', async () => {
    const view = renderCard(offer());
    await view.user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept quote #31' });
    expect(within(dialog).getByText('$2,480.50')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(within(dialog).getByText(OFFER_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(OFFER_MESSAGES.confirmRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer-quotes/31/accept')).toHaveLength(0);

    await view.user.type(within(dialog).getByLabelText(/Type your full name to sign/), 'Dana Reyes');
    await view.user.click(within(dialog).getByRole('checkbox', { name: `I accept quote #31 at $2,480.50 and the ${QUOTE_TERMS.title} above.` }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText(OFFER_MESSAGES.accepted('#31'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer-quotes/31/accept')[0].body).toEqual({ signature: 'Dana Reyes', accept: true });
  });

  it('shows what is accepted, the lane, weight, equipment and dates, and the terms in full in a region that scrolls', async () => {
    const view = renderCard(
      offer({ originZip: '07105', destinationZip: '19103', weight: '2500', equipmentType: 'Full Truckload / Perishable Goods', createdAt: '2026-11-20T15:00:00.000Z' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept quote #31' });
    const facts = within(dialog).getByLabelText('What you accept');
    for (const [label, value] of [
      ['Lane', '07105 → 19103'],
      ['Weight', '2,500 lbs'],
      ['Equipment', 'Full Truckload / Perishable Goods'],
      ['Requested', 'November 20, 2026'],
      ['Price', '$2,480.50'],
    ]) {
      expect(within(facts).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(facts).getByText('Validity').nextElementSibling).toHaveTextContent(/^Valid through .+, 11:59 PM Eastern$/);

    const terms = within(dialog).getByRole('region', { name: QUOTE_TERMS.title });
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(within(terms).getByText(QUOTE_TERMS.versionLine)).toBeInTheDocument();
    for (const section of QUOTE_TERMS.sections) {
      expect(within(terms).getByRole('heading', { name: section.heading })).toBeInTheDocument();
      for (const paragraph of section.paragraphs) expect(within(terms).getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('leaves out the lane, weight and equipment of a request that has none', async () => {
    const view = renderCard(offer());
    await view.user.click(screen.getByRole('button', { name: 'Accept' }));
    const facts = within(screen.getByRole('dialog', { name: 'Accept quote #31' })).getByLabelText('What you accept');
    expect(within(facts).queryByText('Lane')).not.toBeInTheDocument();
    expect(within(facts).queryByText('Equipment')).not.toBeInTheDocument();
    expect(within(facts).getByText('Service')).toBeInTheDocument();
  });

  it('sends a decline with the reason given', async () => {
    const view = renderCard(offer());
    await view.user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline quote #31' });
    await view.user.type(within(dialog).getByLabelText(/Reason/), 'Too early for us');
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText(OFFER_MESSAGES.declined('#31'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer-quotes/31/decline')[0].body).toEqual({ reason: 'Too early for us' });
  });

  it('offers no decision once expired, and shows a decision once made', () => {
    const { unmount } = renderCard(offer({ validUntil: addDays(easternDate(), -1) }));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    unmount();
    api.restore();
    renderCard(
      offer({
        status: 'in-progress',
        decision: { outcome: 'accepted', at: '2026-11-20T15:00:00.000Z', userId: 42, accountName: 'Dana Reyes', signature: 'Dana Reyes', snapshot: { estimatedPrice: '$2,480.50', validUntil: '2026-11-27', serviceNeeded: 'Cross-Docking', terms: 'x' } },
      }),
    );
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText(/Accepted by Dana Reyes on November 20, 2026 at \$2,480\.50/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('has no decision panel before the quote is priced', () => {
    renderCard(quote({ id: 31 }));
    expect(screen.queryByRole('link', { name: 'Download quote (PDF)' })).not.toBeInTheDocument();
  });
});
