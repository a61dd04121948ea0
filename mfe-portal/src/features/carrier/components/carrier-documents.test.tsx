import { screen, waitFor, within } from '@testing-library/react';
import { addDays, type CarrierDocument, easternDate, formatCalendarDate } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { CarrierDocuments } from './carrier-documents';

const coi: CarrierDocument = {
  id: 'c0f1e2d3-0000-4000-8000-000000000001',
  type: 'coi',
  fileId: 'f1',
  name: 'brennan-coi.pdf',
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: '2026-11-20T15:00:00.000Z',
  liabilityExpiresOn: '2027-03-31',
  cargoExpiresOn: '2027-06-30',
  expiresOn: '2027-03-31',
  review: 'submitted',
};

const pdf = () => new File(['%PDF-1.7 test'], 'coi 2028.pdf', { type: 'application/pdf' });
const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('CarrierDocuments', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the certificate on file with its two policies\' expiry dates, review state and download, and that the W-9 is missing', async () => {
    api = mockApi({ 'GET /api/carrier/documents': { body: [coi] } });
    renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    expect(item.getByRole('link', { name: 'brennan-coi.pdf' })).toHaveAttribute('href', `/api/carrier/documents/${coi.id}`);
    expect(item.getByText('Auto liability policy expires March 31, 2027')).toBeInTheDocument();
    expect(item.getByText('Cargo policy expires June 30, 2027')).toBeInTheDocument();
    expect(item.getByText('Awaiting review')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Replace Certificate of insurance' })).toBeInTheDocument();
    const w9 = within(itemOf('W-9'));
    expect(w9.getByText('Not uploaded yet')).toBeInTheDocument();
    expect(w9.queryByLabelText('Auto liability policy expires')).not.toBeInTheDocument();
    expect(w9.queryByLabelText('Cargo policy expires')).not.toBeInTheDocument();
  });

  it('shows a certificate stored with one expiry date as the date of both policies, and an expired one as expired', async () => {
    const { liabilityExpiresOn: _liability, cargoExpiresOn: _cargo, ...older } = coi;
    api = mockApi({ 'GET /api/carrier/documents': { body: [{ ...older, expiresOn: '2026-01-15' }] } });
    renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    expect(item.getByText('Auto liability policy expired January 15, 2026')).toBeInTheDocument();
    expect(item.getByText('Cargo policy expired January 15, 2026')).toBeInTheDocument();
    expect(item.getByText('Expired')).toBeInTheDocument();
  });

  it('asks for the file and both policies\' future expiry dates, each on its field, before sending anything', async () => {
    api = mockApi({ 'GET /api/carrier/documents': { body: [] } });
    const { user } = renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(item.getByText('Please choose a file to upload')).toBeInTheDocument();
    expect(item.getByLabelText('Auto liability policy expires')).toHaveAccessibleDescription('Please enter the auto liability policy expiry date');
    expect(item.getByLabelText('Cargo policy expires')).toHaveAccessibleDescription('Please enter the cargo policy expiry date');
    await user.upload(item.getByLabelText(/Certificate of insurance file/), pdf());
    await user.type(item.getByLabelText('Auto liability policy expires'), addDays(easternDate(), 200));
    await user.type(item.getByLabelText('Cargo policy expires'), easternDate());
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(item.getByLabelText('Cargo policy expires')).toHaveAccessibleDescription('The cargo policy expiry date must be after today');
    expect(item.getByLabelText('Auto liability policy expires')).not.toHaveAttribute('aria-invalid', 'true');
    expect(item.queryByText('Please choose a file to upload')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/documents')).toHaveLength(0);
  });

  it('uploads the certificate as the raw file with its type and both dates, and shows the server\'s refusal on the form or on a date', async () => {
    const liability = addDays(easternDate(), 365);
    const cargo = addDays(easternDate(), 200);
    const route = `POST /api/carrier/documents?type=coi&liabilityExpiresOn=${liability}&cargoExpiresOn=${cargo}`;
    api = mockApi({
      'GET /api/carrier/documents': { body: [] },
      [route]: { status: 415, body: { message: 'The document must be a PDF, JPEG or PNG file' } },
    });
    const { user } = renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    await user.upload(item.getByLabelText(/Certificate of insurance file/), pdf());
    await user.type(item.getByLabelText('Auto liability policy expires'), liability);
    await user.type(item.getByLabelText('Cargo policy expires'), cargo);
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(await item.findByText('The document must be a PDF, JPEG or PNG file')).toBeInTheDocument();
    const [call] = api.callsTo(route);
    expect(call.headers['content-type']).toBe('application/octet-stream');
    expect(call.headers['x-file-name']).toBe('coi%202028.pdf');

    // The server's clock said the cargo date is past: the message goes on that field.
    api.use({ [route]: { status: 400, body: { message: 'The cargo policy expiry date must be after today', errors: { cargoExpiresOn: 'The cargo policy expiry date must be after today' } } } });
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    await waitFor(() => expect(item.getByLabelText('Cargo policy expires')).toHaveAccessibleDescription('The cargo policy expiry date must be after today'));
    expect(item.queryByText('The document must be a PDF, JPEG or PNG file')).not.toBeInTheDocument();

    const stored = { ...coi, liabilityExpiresOn: liability, cargoExpiresOn: cargo, expiresOn: cargo };
    api.use({ [route]: { status: 201, body: { message: 'Certificate of insurance uploaded', documents: [stored] } }, 'GET /api/carrier/documents': { body: [stored] } });
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(await screen.findByText('Certificate of insurance uploaded')).toBeInTheDocument();
    // The list is read again: the new certificate shows with both dates.
    expect(await item.findByText(`Auto liability policy expires ${formatCalendarDate(liability)}`)).toBeInTheDocument();
    expect(item.getByText(`Cargo policy expires ${formatCalendarDate(cargo)}`)).toBeInTheDocument();
  });
});
