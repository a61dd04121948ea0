import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { HEADER_TOOL_LINKS, PATHS, SITE_SECTIONS } from '@freight/domain';
import { Container } from './container';

const sectionPath = (id: string) => (id === 'home' ? PATHS.home : `${PATHS.home}#${id}`);

const Row = styled.nav`
  background: ${({ theme }) => theme.colors.navy800};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 48px;
  padding: 0;
  list-style: none;
`;

const rowLink = css`
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

const RowLink = styled(Link)`
  ${rowLink}
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.white};
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  svg {
    width: 26px;
    height: 26px;
  }
`;

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  ul {
    padding: 0;
    list-style: none;
  }
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

export const SITE_MENU_ID = 'site-menu';

/** The phone menu's button, in the brand bar (hidden from 768 px up, where the links have their row). */
export function SiteMenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Toggle type="button" aria-label="Menu" aria-expanded={open} aria-controls={SITE_MENU_ID} onClick={onToggle}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </Toggle>
  );
}

/** The site's links under the brand bar: the landing page's sections, then the tools. */
export function SiteNavRow() {
  return (
    <Row aria-label="Main">
      <Container>
        <Links>
          {SITE_SECTIONS.map((section) => (
            <li key={section.id}>
              <RowLink to={sectionPath(section.id)}>{section.label}</RowLink>
            </li>
          ))}
          {HEADER_TOOL_LINKS.map((tool) => (
            <li key={tool.path}>
              <RowLink to={tool.path}>{tool.label}</RowLink>
            </li>
          ))}
        </Links>
      </Container>
    </Row>
  );
}

/** The phone menu: as on the landing page, the sections only. */
export function SiteMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <Panel id={SITE_MENU_ID} aria-label="Mobile" hidden={!open}>
      <ul>
        {SITE_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link to={sectionPath(section.id)} onClick={onNavigate}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
