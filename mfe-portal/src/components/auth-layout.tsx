import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Card, PageFrame } from '@freight/ui';
import { BookingNotice } from './booking-notice';

const WIDTHS = { narrow: '440px', medium: '640px', wide: '880px' } as const;

const Stage = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.mobile} {
    padding-block: 0;
  }
`;

const Panel = styled(Card)<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  gap: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.header`
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.footer`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.blue700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  width?: keyof typeof WIDTHS;
  footer?: ReactNode;
  children: ReactNode;
}

/** The centered card every sign-in and sign-up screen sits in, inside the site's brand frame; it says when an estimate waits to be booked. */
export function AuthLayout({ title, subtitle, width = 'narrow', footer, children }: AuthLayoutProps) {
  return (
    <PageFrame back={{ to: PATHS.home }}>
      <Stage>
        <Panel padding="lg" accent $width={WIDTHS[width]}>
          <Heading>
            <h1>{title}</h1>
            {subtitle && <p>{subtitle}</p>}
          </Heading>
          <BookingNotice />
          {children}
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Stage>
    </PageFrame>
  );
}
