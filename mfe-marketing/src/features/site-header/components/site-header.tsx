import styled from 'styled-components';
import { COMPANY } from '@freight/domain';
import { Container, Logo } from '@freight/ui';
import { HEADER_METRICS } from '../../../components/header-metrics';
import { SectionLink } from '../../../components/section-link';
import { SECTIONS } from '../../../components/sections';
import { useHeaderSession } from '../hooks/use-header-session';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { AdminBanner } from './admin-banner';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { MenuToggle } from './menu-toggle';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';


const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const BrandRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: ${HEADER_METRICS.brandRowPx}px;
`;

const HomeLink = styled(SectionLink)`
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  /* Between the mobile layout and a roomy desktop the admin buttons need the wordmark's width. */
  @media (min-width: 768px) and (max-width: 1023.98px) {
    & > span > span {
      display: none;
    }
  }
`;

const DesktopOnly = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const NavRow = styled.nav`
  height: ${HEADER_METRICS.navRowPx + HEADER_METRICS.navBorderPx}px;
  background: ${({ theme }) => theme.colors.navy900};
  border-bottom: ${HEADER_METRICS.navBorderPx}px solid ${({ theme }) => theme.colors.accent};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const NavInner = styled(Container)`
  height: 100%;
`;

/** Brand row + navy link row, sticky, with the admin banner above it for administrators. */
export function SiteHeader() {
  const session = useHeaderSession();
  const menu = useMobileMenu();
  return (
    <>
      {session.isAdmin && <AdminBanner />}
      <Bar>
        <BrandRow>
          <HomeLink section={SECTIONS.home} aria-label={`${COMPANY.name} home`} onNavigate={menu.close}>
            <Logo size={38} />
          </HomeLink>
          <DesktopOnly>
            <HeaderActions session={session} />
          </DesktopOnly>
          <MenuToggle ref={menu.toggleRef} isOpen={menu.isOpen} onToggle={menu.toggle} controls={MOBILE_MENU_ID} />
        </BrandRow>
        <NavRow aria-label="Main">
          <NavInner>
            <DesktopNav />
          </NavInner>
        </NavRow>
        <MobileMenu session={session} isOpen={menu.isOpen} onClose={menu.close} />
      </Bar>
    </>
  );
}
