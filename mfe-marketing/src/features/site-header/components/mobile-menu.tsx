import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Button, menuLinkStyles, menuPanelStyles } from '@freight/ui';
import { SectionLink } from '../../../components/section-link';
import { NAV_SECTIONS } from '../../../components/sections';
import type { HeaderSession } from '../hooks/use-header-session';
import { GetQuoteButton, LogoutButton } from './header-actions';

export const MOBILE_MENU_ID = 'landing-mobile-menu';

const Panel = styled.nav`
  ${menuPanelStyles}
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[6]}`};
`;

const Links = styled.ul`
  ${menuLinkStyles}
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

/** The menu under 768 px: sections and account actions, without the Emails and Quote Calculator links. */
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
