import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The row above a table: title and count on the left, search, filters and actions on the right. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const ToolbarControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    & > * { flex: 1 1 100%; }
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy900};
`;

const Sub = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function ListTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div>
      <Heading>{title}</Heading>
      {subtitle && <Sub>{subtitle}</Sub>}
    </div>
  );
}

/** Keeps a row's action buttons on one line; the table scrolls sideways rather than stacking them. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
