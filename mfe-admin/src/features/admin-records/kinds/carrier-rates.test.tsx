import { screen, waitFor, within } from '@testing-library/react';
import type { CarrierRate } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { carrierRate as RATE, listed } from '../../../testing/fixtures';
import { AdminRecordsTab } from '../components/admin-records-tab';
import { carrierRates } from './carrier-rates';

const CarrierRatesTab = () => <AdminRecordsTab kind={carrierRates} />;

describe('the carrier rates tab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows every amount in dollars, with the fractions a rate needs', async () => {
    api = mockApi({ 'GET /api/admin/carrier-rates': listed([{ ...RATE, perPoundRate: '0.0125' }]) });
    renderWithProviders(<CarrierRatesTab />);
    const row = (await screen.findByText('Keystone Transport')).closest('tr')!;
    for (const amount of ['$150.00', '$2.15', '$0.0125', '$250.00']) expect(row).toHaveTextContent(amount);
  });

  it('creates a rate with every field and the active switch, sending values unchecked', async () => {
    api = mockApi({ 'GET /api/admin/carrier-rates': listed([]), 'POST /api/admin/carrier-rates': { status: 201, body: { ...RATE, id: 9 } } });
    const { user } = renderWithProviders(<CarrierRatesTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Carrier Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carrier Rate' });
    const fill = async (label: string, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill('Carrier Name', 'Keystone Transport');
    await fill('Service Type', 'Dry Van FTL');
    await fill('Base Rate', '150.00');
    await fill('Per Mile Rate', '2.15');
    await fill('Per Pound Rate', '0.05');
    await fill('Minimum Charge', '250.00');
    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: 'Create Rate' }));

    expect(await screen.findByText('Carrier rate created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/carrier-rates')[0].body).toEqual({ ...omitMeta(RATE), isActive: false });
    await waitFor(() => expect(api.callsTo('GET /api/admin/carrier-rates')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's messages when it refuses", async () => {
    api = mockApi({
      'GET /api/admin/carrier-rates': listed([]),
      'POST /api/admin/carrier-rates': { status: 400, body: { message: 'Carrier name is required', errors: { carrierName: 'Carrier name is required', baseRate: 'Base rate is required' } } },
    });
    const { user } = renderWithProviders(<CarrierRatesTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Carrier Rate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Rate' }));

    expect(await screen.findByText('Failed to create carrier rate')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/carrier-rates')).toHaveLength(1);
    expect(within(dialog).getAllByText('Carrier name is required').length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Base Rate')).toHaveAccessibleDescription('Base rate is required');
  });

  it('after a refused save, lists every field message in its banner, and Escape still closes the dialog', async () => {
    api = mockApi({
      'GET /api/admin/carrier-rates': listed([]),
      'POST /api/admin/carrier-rates': {
        status: 400,
        body: { message: 'Carrier name is required', errors: { carrierName: 'Carrier name is required', baseRate: 'Base rate is required', perMileRate: 'Must be at most 20 characters' } },
      },
    });
    const { user } = renderWithProviders(<CarrierRatesTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Carrier Rate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Rate' }));

    // The error toast is a layer of its own over the dialog; the key is still the dialog's.
    expect(await screen.findByText('Failed to create carrier rate')).toBeInTheDocument();
    const banner = within(dialog).getByText('Could not save').closest<HTMLElement>('[role="alert"]')!;
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Carrier name is required',
      'Base rate is required',
      'Per Mile Rate: Must be at most 20 characters',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a rate, prefilled, including switching it off, and deletes after confirmation', async () => {
    api = mockApi({
      'GET /api/admin/carrier-rates': listed([RATE]),
      'PATCH /api/admin/carrier-rates/8': { body: { ...RATE, isActive: false } },
      'DELETE /api/admin/carrier-rates/8': { status: 204 },
    });
    const { user } = renderWithProviders(<CarrierRatesTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Keystone Transport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carrier Rate' });
    expect(within(dialog).getByLabelText('Per Mile Rate')).toHaveValue('2.15');
    await user.clear(within(dialog).getByLabelText('Minimum Charge'));
    await user.type(within(dialog).getByLabelText('Minimum Charge'), '275.00');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Carrier rate updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/carrier-rates/8')[0].body).toEqual({ ...omitMeta(RATE), minimumCharge: '275.00', isActive: false });

    await user.click(screen.getByRole('button', { name: 'Delete Keystone Transport' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Delete carrier rate/ })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Carrier rate deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/carrier-rates/8')).toHaveLength(1);
  });
});

function omitMeta({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: CarrierRate) {
  return rest;
}
