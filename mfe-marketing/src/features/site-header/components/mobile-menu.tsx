import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Button } from '@freight/ui';
import { SectionLink } from '../../../components/section-link';
import { NAV_SECTIONS } from '../../../components/sections';
import type { HeaderSession } from '../hooks/use-header-session';
import { GetQuoteButton, LogoutButton } from './header-actions';

export const MOBILE_MENU_ID = 'landing-mobile-menu';

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Links = styled.ul`
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

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  & > * {
    width: 100%;
  }
`;

export interface MobileMenuProps {
  session: HeaderSession;
  isOpen: boolean;
  onClose: () => void;
}

/** The menu under 768 px: sections and account actions, without the Emails and Quote Calculator links (SPEC.md §2). */
export function MobileMenu({ session, isOpen, onClose }: MobileMenuProps) {
  return (
    <Panel id={MOBILE_MENU_ID} aria-label="Mobile" hidden={!isOpen}>
      <Links>
        {NAV_SECTIONS.map((section) => (
          <li key={section.id}>
            <SectionLink section={section.id} onNavigate={onClose}>
              {section.label}
            </SectionLink>
          </li>
        ))}
      </Links>
      <Actions>
        {session.status === 'signed-in' && (
          <>
            <Button as={Link} to={PATHS.dashboard} onClick={onClose} variant="outline">
              Dashboard
            </Button>
            <LogoutButton session={session} fullWidth />
          </>
        )}
        {session.status === 'signed-out' && (
          <>
            <Button as={Link} to={PATHS.login} onClick={onClose} variant="outline">
              Login
            </Button>
            <Button as={Link} to={PATHS.accountSelection} onClick={onClose} variant="secondary">
              Create Account
            </Button>
          </>
        )}
        <GetQuoteButton onNavigate={onClose} />
      </Actions>
    </Panel>
  );
}
