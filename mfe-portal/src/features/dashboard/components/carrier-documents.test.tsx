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
  expiresOn: '2027-03-31',
  review: 'submitted',
};

const pdf = () => new File(['%PDF-1.7 test'], 'coi 2028.pdf', { type: 'application/pdf' });
const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('CarrierDocuments', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the certificate on file with its expiry date, review state and download, and that the W-9 is missing', async () => {
    api = mockApi({ 'GET /api/carrier/documents': { body: [coi] } });
    renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    expect(item.getByRole('link', { name: 'brennan-coi.pdf' })).toHaveAttribute('href', `/api/carrier/documents/${coi.id}`);
    expect(item.getByText('expires March 31, 2027')).toBeInTheDocument();
    expect(item.getByText('Awaiting review')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Replace Certificate of insurance' })).toBeInTheDocument();
    const w9 = within(itemOf('W-9'));
    expect(w9.getByText('Not uploaded yet')).toBeInTheDocument();
    expect(w9.queryByLabelText('Policy expiry date')).not.toBeInTheDocument();
  });

  it('asks for the file and a future policy expiry date before sending anything', async () => {
    api = mockApi({ 'GET /api/carrier/documents': { body: [] } });
    const { user } = renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(item.getByText('Please choose a file to upload')).toBeInTheDocument();
    expect(item.getByText('Please enter the policy expiry date')).toBeInTheDocument();
    await user.upload(item.getByLabelText(/Certificate of insurance file/), pdf());
    await user.type(item.getByLabelText('Policy expiry date'), easternDate());
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(item.getByText('The policy expiry date must be after today')).toBeInTheDocument();
    expect(api.callsTo('POST /api/carrier/documents')).toHaveLength(0);
  });

  it('uploads the certificate as the raw file with its type and expiry date, and shows the server\'s refusal', async () => {
    const expiresOn = addDays(easternDate(), 365);
    api = mockApi({
      'GET /api/carrier/documents': { body: [] },
      [`POST /api/carrier/documents?type=coi&expiresOn=${expiresOn}`]: { status: 415, body: { message: 'The document must be a PDF, JPEG or PNG file' } },
    });
    const { user } = renderWithProviders(<CarrierDocuments />);
    const item = within(await waitFor(() => itemOf('Certificate of insurance')));
    await user.upload(item.getByLabelText(/Certificate of insurance file/), pdf());
    await user.type(item.getByLabelText('Policy expiry date'), expiresOn);
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(await item.findByText('The document must be a PDF, JPEG or PNG file')).toBeInTheDocument();
    const [call] = api.callsTo(`POST /api/carrier/documents?type=coi&expiresOn=${expiresOn}`);
    expect(call.headers['content-type']).toBe('application/octet-stream');
    expect(call.headers['x-file-name']).toBe('coi%202028.pdf');

    api.use({ [`POST /api/carrier/documents?type=coi&expiresOn=${expiresOn}`]: { status: 201, body: { message: 'Certificate of insurance uploaded', documents: [{ ...coi, expiresOn }] } }, 'GET /api/carrier/documents': { body: [{ ...coi, expiresOn }] } });
    await user.click(item.getByRole('button', { name: 'Upload Certificate of insurance' }));
    expect(await screen.findByText('Certificate of insurance uploaded')).toBeInTheDocument();
    // The list is read again: the new certificate shows with its date.
    expect(await item.findByText(`expires ${formatCalendarDate(expiresOn)}`)).toBeInTheDocument();
  });
});
