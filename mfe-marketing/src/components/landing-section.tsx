import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Section, SectionHeading, type SectionProps } from '@freight/ui';
import { DESKTOP_HEADER_PX } from './header-metrics';
import type { SectionId } from './sections';

const Band = styled(Section)`
  /* The global scroll padding covers a one-row header; the desktop header has two. */
  ${({ theme }) => theme.media.desktop} {
    scroll-margin-top: ${({ theme }) => DESKTOP_HEADER_PX - parseInt(theme.layout.headerHeight, 10)}px;
  }
  /* Focus moves here after an in-page jump so Tab continues from it; the region itself needs no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

export interface LandingSectionProps {
  id: SectionId;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  tone?: SectionProps['tone'];
  children: ReactNode;
}

/** One landing-page section: its scroll target id, a labelled h2 heading block and the site's content column. */
export function LandingSection({ id, eyebrow, title, lead, tone = 'default', children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Band id={id} aria-labelledby={headingId} tone={tone}>
      <SectionHeading eyebrow={eyebrow} title={<span id={headingId}>{title}</span>} description={lead} />
      {children}
    </Band>
  );
}
