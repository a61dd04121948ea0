import { screen, within } from '@testing-library/react';
import { COMPANY, COMPANY_CREDENTIALS, INSURANCE_LINE } from '@freight/domain';
import { renderWithProviders } from '@freight/platform/testing';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it("shows the broker's USDOT and MC numbers, its insurance, and both phone lines", () => {
    renderWithProviders(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`${COMPANY_CREDENTIALS.usdot} · ${COMPANY_CREDENTIALS.mc}`)).toBeInTheDocument();
    expect(footer.getByText(INSURANCE_LINE)).toBeInTheDocument();
    expect(INSURANCE_LINE).toBe('$2M cargo / $1M auto liability');
    expect(footer.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(footer.getByRole('link', { name: COMPANY.dispatchPhone })).toHaveAttribute('href', COMPANY.dispatchPhoneHref);
  });

  it('links the email directory, the calculator and every in-page section', () => {
    renderWithProviders(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Email Directory' })).toHaveAttribute('href', '/emails');
    expect(footer.getByRole('link', { name: 'Quote Calculator' })).toHaveAttribute('href', '/quote-calculator');
    for (const [name, href] of [
      ['Services', '#services'],
      ['About', '#about'],
      ['Coverage', '#coverage'],
      ['Testimonials', '#testimonials'],
      ['Contact', '#contact'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('scrolls smoothly to a section instead of jumping', async () => {
    const target = document.createElement('section');
    target.id = 'about';
    document.body.append(target);
    const { user } = renderWithProviders(<SiteFooter />);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About' }));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
    target.remove();
  });

  it('keeps Privacy, Terms, Careers and Safety as visible placeholders that go nowhere', async () => {
    window.history.replaceState(null, '', '/home');
    const { user, location } = renderWithProviders(<SiteFooter />, { route: '/home' });
    for (const name of [/Privacy/, /Terms/, /Careers/, /Safety/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).toHaveTextContent('Coming soon');
      await user.click(link);
    }
    expect(location().pathname).toBe('/home');
    expect(window.location.hash).toBe('');
  });
});
