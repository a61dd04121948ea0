import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ClockIcon, ShieldIcon } from '@freight/ui';

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    color: ${({ theme }) => theme.colors.orange500};
  }
`;

const ICONS = { clock: ClockIcon, shield: ShieldIcon };

export function TrustBadge({ icon, children }: { icon: keyof typeof ICONS; children: ReactNode }) {
  const Icon = ICONS[icon];
  return (
    <Item>
      <Icon />
      {children}
    </Item>
  );
}
