import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { contentItem, listed } from '../../../testing/fixtures';
import { AdminRecordsTab } from '../components/admin-records-tab';
import { websiteContent } from './website-content';

describe('the website content tab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the placeholder notice, the whole value in a tooltip, and names rows by section and key', async () => {
    api = mockApi({ 'GET /api/admin/website-content': listed([contentItem]) });
    renderWithProviders(<AdminRecordsTab kind={websiteContent} />);
    expect(screen.getByText('Content management will be available in the next update.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit hero headline' })).toBeInTheDocument();
    expect(screen.getByText(contentItem.contentValue)).toHaveAttribute('title', contentItem.contentValue);
  });
});
