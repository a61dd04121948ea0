import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { equipmentItem, listed } from '../../../testing/fixtures';
import { AdminRecordsTab } from '../components/admin-records-tab';
import { equipmentPricing } from './equipment-pricing';

describe('the equipment pricing tab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the description under the name, the type as code, rates in dollars and a dash for no weight capacity', async () => {
    api = mockApi({ 'GET /api/admin/equipment-pricing': listed([equipmentItem]) });
    renderWithProviders(<AdminRecordsTab kind={equipmentPricing} />);
    const row = (await screen.findByText("53' Dry Van")).closest('tr')!;
    expect(within(row).getByText('Enclosed trailer for general freight')).toBeInTheDocument();
    expect(within(row).getByText('dry-van').tagName).toBe('CODE');
    for (const text of ['$2.25', '$300.00', '—']) expect(row).toHaveTextContent(text);
  });
});
