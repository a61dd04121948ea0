import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HEADER_TOOL_LINKS, PATHS, SITE_SECTIONS } from '@freight/domain';
import { Container } from './container';
import { MenuIcon, menuLinkStyles, menuPanelStyles, menuToggleStyles, navLinkStyles } from './nav-styles';

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

const RowLink = styled(Link)`
  ${navLinkStyles}
`;

const Toggle = styled.button`
  ${menuToggleStyles}
  color: ${({ theme }) => theme.colors.white};
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

const Panel = styled.nav`
  ${menuPanelStyles}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[4]}`};
  ul {
    ${menuLinkStyles}
  }
`;

export const SITE_MENU_ID = 'site-menu';

/** The phone menu's button, in the brand bar (hidden from 768 px up, where the links have their row). */
export function SiteMenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Toggle type="button" aria-label="Menu" aria-expanded={open} aria-controls={SITE_MENU_ID} onClick={onToggle}>
      <MenuIcon open={open} />
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
