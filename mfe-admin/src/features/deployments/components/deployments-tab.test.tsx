import { screen, within } from '@testing-library/react';
import type { DeploymentStatus, RemoteDeployment } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { DeploymentsTab } from './deployments-tab';

const blank = (remote: string): RemoteDeployment => ({ remote, live: null, previous: [], canary: null, changes: [], releases: [] });

const STATUS: DeploymentStatus = {
  canaryPolicy: { maxFailureRate: 0.2, minSamples: 20 },
  remotes: [
    blank('marketing'),
    blank('portal'),
    blank('admin'),
    {
      remote: 'tools',
      live: { version: '1.2.0', at: '2026-11-26T10:00:00.000Z', by: 'Admin' },
      previous: [{ version: '1.1.0', at: '2026-11-25T10:00:00.000Z', by: 'Admin' }],
      canary: { version: '1.3.0', at: '2026-11-26T11:00:00.000Z', by: 'Admin', percent: 10, loads: 40, failures: 1 },
      changes: [
        { at: '2026-11-26T11:00:00.000Z', by: 'Admin', action: 'canary', version: '1.3.0', from: '1.2.0', percent: 10, reason: 'Try the new rate table' },
        { at: '2026-11-26T10:00:00.000Z', by: 'Admin', action: 'activate', version: '1.2.0', from: '1.1.0', reason: 'Fuel surcharge page' },
        { at: '2026-11-25T12:00:00.000Z', by: 'system', action: 'auto-rollback', version: '1.1.0', from: '1.1.5', reason: 'Automatic rollback: 9 load failures in 20 loads of the canary.' },
      ],
      releases: [
        { version: '1.3.0', publishedAt: '2026-11-26T10:50:00.000Z' },
        { version: '1.2.0', publishedAt: '2026-11-26T09:50:00.000Z' },
      ],
    },
  ],
};

describe('DeploymentsTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("shows each remote's live, canary and previous releases and every change, newest first", async () => {
    api = mockApi({ 'GET /api/admin/deployments': { body: STATUS } });
    renderWithProviders(<DeploymentsTab />);
    const tools = (await screen.findByRole('heading', { name: 'Tools' })).closest('li')!;
    expect(within(tools).getByText('Canary running')).toBeInTheDocument();
    expect(within(tools).getByText('1.2.0')).toBeInTheDocument();
    expect(within(tools).getByText('for 10% of visitors', { exact: false })).toBeInTheDocument();
    expect(within(tools).getByText('1 failed of 40 loads')).toBeInTheDocument();
    expect(within(tools).getByText('1.1.0')).toBeInTheDocument();
    const marketing = screen.getByRole('heading', { name: 'Marketing site' }).closest('li')!;
    expect(within(marketing).getByText('Stable')).toBeInTheDocument();
    expect(within(marketing).getAllByText('Site build')).toHaveLength(1);

    const rows = within(screen.getByRole('region', { name: 'Deployment changes' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Canary started (10%)', 'Activated', 'Rolled back automatically']);
    expect(within(rows[2]).getByText('system')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Fuel surcharge page')).toBeInTheDocument();
  });

  it('says so when nothing was ever changed', async () => {
    api = mockApi({ 'GET /api/admin/deployments': { body: { ...STATUS, remotes: STATUS.remotes.map((r) => blank(r.remote)) } } });
    renderWithProviders(<DeploymentsTab />);
    expect(await screen.findByText('No deployment changes yet')).toBeInTheDocument();
  });
});
