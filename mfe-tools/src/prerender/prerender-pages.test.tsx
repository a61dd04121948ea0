/**
 * @jest-environment node
 */
import { prerenderPages } from './index';

describe('the prerendered tool pages', () => {
  const pages = prerenderPages();

  it('renders the calculator with its form and the empty result panel', () => {
    const { html, css } = pages['/quote-calculator'];
    expect(html).toContain('Instant Quote Calculator');
    expect(html).toContain('Origin ZIP Code');
    expect(html).toContain('Your estimate will appear here');
    expect(css).toMatch(/body\{/);
  });

  it('renders the directory with every department and its mailto link', () => {
    const { html } = pages['/emails'];
    expect(html).toContain('Department Email Directory');
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).toContain('href="mailto:');
  });

  it('covers exactly the two tool pages', () => {
    expect(Object.keys(pages).sort()).toEqual(['/emails', '/quote-calculator']);
  });
});
