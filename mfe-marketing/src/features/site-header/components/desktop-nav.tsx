import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { HEADER_TOOL_LINKS } from '@freight/domain';
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

const linkStyles = css`
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

const NavSectionLink = styled(SectionLink)`
  ${linkStyles}
`;

const NavRouteLink = styled(Link)`
  ${linkStyles}
`;

/** Desktop links: the in-page sections, then the two tool pages (SPEC.md §2). */
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
