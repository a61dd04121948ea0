import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { scrollToSection, type SectionId } from './sections';

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  section: SectionId;
  /** Runs after the scroll starts, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** An in-page link that still works as a plain `#id` anchor (new tab, no JavaScript) but scrolls smoothly. */
export function SectionLink({ section, onNavigate, onClick, ...rest }: SectionLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(section);
    onNavigate?.();
  };
  return <a href={`#${section}`} onClick={handleClick} {...rest} />;
}
