import { css } from 'styled-components';

/**
 * The site's navigation, styled once: the landing page's header and the page frames' (the portal
 * and the tool pages) use the same links, phone menu and menu button.
 */

/** A link in the navy navigation row. */
export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: rgba(255, 255, 255, 0.9);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: rgba(255, 255, 255, 0.1);
  }
`;

/** The phone menu's panel under the header (hidden from 768 px up). */
export const menuPanelStyles = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** The phone menu's links: a full-width row each, a finger's height. */
export const menuLinkStyles = css`
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.navy900};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
`;

/** The phone menu's button (hidden from 768 px up); its colours come from where it sits. */
export const menuToggleStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  svg {
    width: 26px;
    height: 26px;
  }
`;

/** The menu button's icon: three bars, or a cross while the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
