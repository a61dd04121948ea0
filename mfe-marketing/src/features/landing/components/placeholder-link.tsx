import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Muted = styled.a`
  && {
    color: rgba(255, 255, 255, 0.6);
    cursor: not-allowed;
  }
  &&:hover {
    color: rgba(255, 255, 255, 0.6);
    text-decoration: none;
  }
`;

const Soon = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 0.4em;
  border: 1px solid rgba(255, 255, 255, 0.3);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const stay = (event: MouseEvent) => event.preventDefault();

/** A footer link the company has not published yet: it stays in place and says so. */
export function PlaceholderLink({ children }: { children: ReactNode }) {
  return (
    <Muted href="#" aria-disabled="true" onClick={stay} title="Coming soon">
      {children}
      <Soon>Coming soon</Soon>
    </Muted>
  );
}
