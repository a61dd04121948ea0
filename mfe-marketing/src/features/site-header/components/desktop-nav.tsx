import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HEADER_TOOL_LINKS } from '@freight/domain';
import { navLinkStyles } from '@freight/ui';
import { SectionLink } from '../../../components/section-link';
import { NAV_SECTIONS } from '../../../components/sections';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  padding: 0;
  list-style: none;
`;

const NavSectionLink = styled(SectionLink)`
  ${navLinkStyles}
`;

const NavRouteLink = styled(Link)`
  ${navLinkStyles}
`;

/** Desktop links: the in-page sections, then the two tool pages. */
export function DesktopNav() {
  return (
    <List>
      {NAV_SECTIONS.map((section) => (
        <li key={section.id}>
          <NavSectionLink section={section.id}>{section.label}</NavSectionLink>
        </li>
      ))}
      {HEADER_TOOL_LINKS.map((tool) => (
        <li key={tool.path}>
          <NavRouteLink to={tool.path}>{tool.label}</NavRouteLink>
        </li>
      ))}
    </List>
  );
}
