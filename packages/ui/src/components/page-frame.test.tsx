import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('by default has the brand bar and the site footer, and no site links', () => {
    renderUi(<PageFrame>Content</PageFrame>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("with siteNav, gives the header the site's links: the landing page's sections, then the tools", () => {
    renderUi(<PageFrame siteNav>Content</PageFrame>);
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/#services'],
      ['About', '/#about'],
      ['Coverage', '/#coverage'],
      ['Testimonials', '/#testimonials'],
      ['Emails', '/emails'],
      ['Quote Calculator', '/quote-calculator'],
    ]);
  });

  it('with siteNav, has a phone menu that opens and closes, and closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderUi(<PageFrame siteNav>Content</PageFrame>);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Coverage' })).toHaveAttribute('href', '/#coverage');
    await user.click(within(menu).getByRole('link', { name: 'Coverage' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the site footer out when asked (the admin area)', () => {
    renderUi(<PageFrame footer={false}>Content</PageFrame>);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
