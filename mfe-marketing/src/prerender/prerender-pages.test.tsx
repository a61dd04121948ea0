/**
 * @jest-environment node
 */
import { SECTIONS } from '../components/sections';
import { prerenderPages } from './index';

describe('the prerendered landing page', () => {
  const pages = prerenderPages();
  const page = pages['/'];

  it('is the whole landing page: the headline, every section and the footer', () => {
    expect(page.html).toContain('Reliable Supply Chain Solutions for the Northeast');
    for (const id of Object.values(SECTIONS)) expect(page.html).toContain(`id="${id}"`);
    expect(page.html).toContain('<footer');
    expect(page.html).toContain('Request a Free Quote');
  });

  it('shows no session state: no sign-in buttons, no dashboard, no admin banner', () => {
    for (const text of ['Admin Login', 'Create Account', 'Dashboard', 'ADMIN', 'Logout']) {
      expect(page.html).not.toContain(`>${text}<`);
    }
  });

  it('carries the CSS it needs, with the records styled-components rehydrates from', () => {
    expect(page.css).toMatch(/body\{/);
    const classes = [...page.html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' '));
    const styled = classes.filter((c) => !c.startsWith('sc-'));
    expect(styled.length).toBeGreaterThan(20);
    for (const name of styled.slice(0, 20)) expect(page.css).toContain(`.${name}`);
    // data-styled.g<group>[id="<component>"]{content:"<class names>,"}: the browser's sheet reads these
    // instead of generating the same CSS again.
    expect(page.css).toMatch(/data-styled\.g\d+\[id="sc-[^"]+"\]\{content:"[^"]+"\}/);
    expect(page.styledVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('covers both landing paths', () => {
    expect(Object.keys(pages).sort()).toEqual(['/', '/home']);
    expect(pages['/home'].html).toBe(page.html);
  });
});
