/**
 * @jest-environment node
 */
import { NOT_FOUND_KEY, prerenderPages } from './index';

describe('the prerendered 404 page', () => {
  it('is the only page the shell prerenders, with its heading, its link home and its styles', () => {
    const pages = prerenderPages();
    expect(Object.keys(pages)).toEqual([NOT_FOUND_KEY]);
    const { html, css } = pages[NOT_FOUND_KEY];
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('href="/"');
    expect(css).toMatch(/body\{/);
  });
});
