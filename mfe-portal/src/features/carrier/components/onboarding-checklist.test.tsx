import { screen, within } from '@testing-library/react';
import { addDays, type CarrierDocument, easternDate, formatCalendarDate, type User } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer } from '../../../testing/fixtures';
import { OnboardingChecklist } from './onboarding-checklist';

const carrier: User = {
  ...customer,
  accountType: 'carrier',
  companyName: 'Brennan Trucking LLC',
  carrierInfo: { dotNumber: '2874415', mcNumber: 'MC-948211', equipmentTypes: ['Dry Van'], fleetSize: '16-50', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1,000,000', cargo: '$250,000' } },
  carrierStatus: 'pending',
  carrierStatusHistory: [{ status: 'pending', by: 'registration', at: '2026-11-01T15:00:00.000Z' }],
};

const document = (type: CarrierDocument['type'], more: Partial<CarrierDocument> = {}): CarrierDocument => ({
  id: `doc-${type}`,
  type,
  fileId: 'f',
  name: `${type}.pdf`,
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: '2026-11-20T15:00:00.000Z',
  review: 'submitted',
  ...more,
});

const stepOf = (name: string) => within(screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement);

describe('OnboardingChecklist', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows a new carrier its three steps, each with where it stands and the next step, and links to the uploads', async () => {
    api = mockApi({ 'GET /api/carrier/documents': { body: [] } });
    renderWithProviders(<OnboardingChecklist user={carrier} />);
    const steps = await screen.findByRole('list', { name: 'Onboarding steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('0 of 3 done')).toBeInTheDocument();

    const coi = stepOf('Certificate of insurance');
    expect(coi.getByText('To do')).toBeInTheDocument();
    expect(coi.getByText('Not uploaded yet')).toBeInTheDocument();
    expect(coi.getByText(/Upload your certificate of insurance with the expiry dates of its auto liability and cargo policies\./)).toBeInTheDocument();
    expect(coi.getByRole('link', { name: 'Upload your certificate' })).toHaveAttribute('href', '#document-coi');
    expect(stepOf('W-9').getByRole('link', { name: 'Upload your W-9' })).toHaveAttribute('href', '#document-w9');

    const authority = stepOf('Operating authority');
    expect(authority.getByText('With our team')).toBeInTheDocument();
    expect(authority.getByText('USDOT 2874415 and MC-948211, from your registration')).toBeInTheDocument();
    expect(authority.getByText(/Our carrier team checks it with FMCSA\. Nothing for you to do\./)).toBeInTheDocument();
    expect(authority.queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts the current certificate, the W-9 and the checked authority as done', async () => {
    const liability = addDays(easternDate(), 300);
    const cargo = addDays(easternDate(), 200);
    api = mockApi({ 'GET /api/carrier/documents': { body: [document('coi', { liabilityExpiresOn: liability, cargoExpiresOn: cargo, expiresOn: cargo, review: 'accepted' }), document('w9', { review: 'accepted' })] } });
    renderWithProviders(<OnboardingChecklist user={{ ...carrier, carrierStatus: 'verified', authorityCheck: { by: 'staff', staff: 'Admin', at: '2026-11-21T15:00:00.000Z' } }} />);
    expect(await screen.findByText('3 of 3 done')).toBeInTheDocument();
    expect(stepOf('Certificate of insurance').getByText(`Current until ${formatCalendarDate(cargo)}`)).toBeInTheDocument();
    expect(stepOf('W-9').getByText('Accepted')).toBeInTheDocument();
    expect(stepOf('Operating authority').getByText(/checked by our carrier team on November 21, 2026/)).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(3);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('flags a certificate whose policy has expired, naming it, with the upload link', async () => {
    const lapsed = addDays(easternDate(), -2);
    api = mockApi({ 'GET /api/carrier/documents': { body: [document('coi', { liabilityExpiresOn: lapsed, cargoExpiresOn: addDays(easternDate(), 90), expiresOn: lapsed, review: 'accepted' })] } });
    renderWithProviders(<OnboardingChecklist user={carrier} />);
    const coi = await screen.findByRole('heading', { name: 'Certificate of insurance', level: 3 }).then(() => stepOf('Certificate of insurance'));
    expect(coi.getByText('Needs attention')).toBeInTheDocument();
    expect(coi.getByText(`Its auto liability policy expired on ${formatCalendarDate(lapsed)}`)).toBeInTheDocument();
    expect(coi.getByRole('link', { name: 'Upload your certificate' })).toHaveAttribute('href', '#document-coi');
  });
});
