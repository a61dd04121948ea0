import { screen, within } from '@testing-library/react';
import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE, DEPARTMENTS, EMERGENCY_EMAIL } from '@freight/domain';
import { renderWithProviders } from '@freight/platform/testing';
import { EmailDirectoryPage } from './email-directory-page';

const card = (name: string) => screen.getByRole('article', { name });

describe('EmailDirectoryPage', () => {
  it('shows phone, address and business hours', () => {
    renderWithProviders(<EmailDirectoryPage />, { route: '/emails' });
    expect(screen.getByRole('heading', { level: 1, name: 'Department Email Directory' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(within(contact).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(within(contact).getByText(COMPANY_ADDRESS_LINE)).toBeInTheDocument();
    for (const h of BUSINESS_HOURS) expect(within(contact).getByText(h.hours)).toBeInTheDocument();
  });

  it('lists the 8 departments with description, address, response time and a mail link', () => {
    renderWithProviders(<EmailDirectoryPage />);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    for (const d of DEPARTMENTS) {
      const c = card(d.department);
      expect(within(c).getByText(d.description)).toBeInTheDocument();
      expect(within(c).getByText(d.email)).toBeInTheDocument();
      expect(within(c).getByText(`Response time: ${d.responsetime}`)).toBeInTheDocument();
      expect(within(c).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(within(c).getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${d.email}`);
    }
  });

  it('highlights emergency dispatch as 24/7 and offers Call Now and Emergency Email', () => {
    renderWithProviders(<EmailDirectoryPage />);
    expect(within(card('Emergency Dispatch')).getByText('24/7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Emergency Dispatch: 24/7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(screen.getByRole('link', { name: 'Emergency Email' })).toHaveAttribute('href', `mailto:${EMERGENCY_EMAIL}`);
  });
});
