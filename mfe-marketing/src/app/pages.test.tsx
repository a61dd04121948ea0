import { screen } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, signedOutAnswer, type MockApi } from '@freight/platform/testing';
import pages, { LandingPage } from './pages';

let api: MockApi;
beforeEach(() => {
  api = mockApi({ 'GET /api/user': signedOutAnswer });
});
afterEach(() => api.restore());

describe('marketing pages', () => {
  it('serves the landing page on / and /home', () => {
    expect(pages[PATHS.home]).toBe(LandingPage);
    expect(pages[PATHS.homeAlias]).toBe(LandingPage);
  });

  it('lays the page out in landmarks: header, main with the six sections in order, footer', () => {
    renderWithProviders(<LandingPage />);
    const main = screen.getByRole('main');
    // Section headings are <header>s too, so the page banner is found through its navigation.
    const banner = screen.getByRole('navigation', { name: 'Main' }).closest('header');
    expect(banner?.parentElement).toBe(main.parentElement);
    expect(screen.getByRole('contentinfo').parentElement).toBe(main.parentElement);
    const ids = Array.from(main.querySelectorAll(':scope > section')).map((s) => s.id);
    expect(ids).toEqual(['home', 'services', 'about', 'coverage', 'testimonials', 'contact']);
  });

  it('has exactly one h1 and never skips a heading level', () => {
    renderWithProviders(<LandingPage />);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
  });

  it('offers a skip link to the main content', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
