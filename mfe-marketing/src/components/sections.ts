import { SITE_SECTIONS } from '@freight/domain';
import { PUBLIC_QUOTE_SECTION } from '@freight/platform';

/** The landing page's in-page sections, in page order; the header, footer and buttons scroll to these ids. */
export const SECTIONS = {
  home: 'home',
  services: 'services',
  about: 'about',
  coverage: 'coverage',
  testimonials: 'testimonials',
  contact: PUBLIC_QUOTE_SECTION,
} as const;

export type SectionId = (typeof SECTIONS)[keyof typeof SECTIONS];

/** The sections the header links to, named once for every page's header (domain's SITE_SECTIONS). */
export const NAV_SECTIONS: readonly { id: SectionId; label: string }[] = SITE_SECTIONS;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Smoothly scrolls to a section and moves keyboard focus there, so the next Tab continues from the
 * section a keyboard or screen-reader user asked for rather than from the link they left.
 */
export function scrollToSection(id: SectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  // The hero sits under the header: "Home" means the very top of the page.
  if (id === SECTIONS.home) window.scrollTo({ top: 0, behavior });
  else target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}
