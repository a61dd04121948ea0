import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from './container';
import { ArrowLeftIcon } from './icons';
import { Logo } from './logo';
import { PageFooter } from './page-footer';
import { SiteMenu, SiteMenuToggle, SiteNavRow } from './site-nav';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** First focusable element of every page: jumps keyboard users past the header to #main-content. */
export const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy900};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus { top: 0.75rem; }
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.navy900};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const BarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  color: ${({ theme }) => theme.colors.white};
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
`;

/** Phones get the mark alone, so the header's actions keep their full labels within 375 px. */
const FullLogo = styled.span`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MarkLogo = styled.span`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: contents;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > a, & > button { white-space: nowrap; }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.navy600};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/**
 * At least a screen tall: the footer starts below the fold, so content that arrives after the first paint
 * (a signed-in page's data) pushes nothing visible down (Lighthouse CLS).
 */
const Main = styled.main<{ $contained: boolean }>`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  padding-block: ${({ theme, $contained }) => ($contained ? theme.space[10] : 0)};
  &:focus { outline: none; }
  ${({ theme }) => theme.media.mobile} {
    padding-block: ${({ theme, $contained }) => ($contained ? theme.space[6] : 0)};
  }
`;

export interface PageFrameProps {
  children: ReactNode;
  /** Right side of the brand bar (buttons; style them for a navy background). */
  actions?: ReactNode;
  /** Link shown above the content, e.g. { to: '/', label: 'Back to Home' }. */
  back?: { to: string; label?: string };
  /** Wrap content in a Container with vertical padding (default true). */
  contained?: boolean;
  /** The site's links in the header: a row under the brand bar, a menu on phones (default false). */
  siteNav?: boolean;
  /** The site's footer, with contact details and the tools (default true; the admin area has none). */
  footer?: boolean;
}

/** Standalone page chrome: brand bar with logo → home, actions, main region and compact footer. */
export function PageFrame({ children, actions, back, contained = true, siteNav = false, footer = true }: PageFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const backLink = back && (
    <Back to={back.to} data-print="hide">
      <ArrowLeftIcon size={18} />
      {back.label ?? 'Back to Home'}
    </Back>
  );
  return (
    <Shell>
      <SkipLink href="#main-content" data-print="hide">
        Skip to main content
      </SkipLink>
      <Bar data-print="hide">
        <BarInner>
          <Home to="/" aria-label="Harborline Freight & Logistics home">
            <FullLogo>
              <Logo tone="light" size={38} />
            </FullLogo>
            <MarkLogo>
              <Logo tone="light" size={38} markOnly />
            </MarkLogo>
          </Home>
          {(actions || siteNav) && (
            <End>
              {actions && <Actions>{actions}</Actions>}
              {siteNav && <SiteMenuToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} />}
            </End>
          )}
        </BarInner>
        {siteNav && <SiteNavRow />}
        {siteNav && <SiteMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />}
      </Bar>
      <Main id="main-content" tabIndex={-1} $contained={contained}>
        {contained ? (
          <Container>
            {backLink}
            {children}
          </Container>
        ) : (
          <>
            {backLink && <Container>{backLink}</Container>}
            {children}
          </>
        )}
      </Main>
      {footer && <PageFooter />}
    </Shell>
  );
}
