import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageFrame } from '@freight/ui';

const Narrow = styled.div`
  max-width: 640px;
  margin-inline: auto;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.navy900};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    & > * { width: 100%; }
  }
`;

/** id / username / … as a compact two-column list. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export interface HelperCardProps {
  title?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. the admin portal's feature cards. */
  after?: ReactNode;
}

/** The layout every admin helper page shares: brand bar, one focused card (the admin area has no site footer). */
export function HelperCard({ title, children, after }: HelperCardProps) {
  return (
    <PageFrame footer={false}>
      <Narrow>
        <Card padding="lg" accent>
          {title && <Title>{title}</Title>}
          {children}
        </Card>
        {after}
      </Narrow>
    </PageFrame>
  );
}
