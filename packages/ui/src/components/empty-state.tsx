import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: 1.5px dashed ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const IconRing = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.orange100};
  color: ${({ theme }) => theme.colors.accentStrong};
  svg { width: 28px; height: 28px; }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  max-width: 42ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Usually one Button. */
  action?: ReactNode;
  /** The title's heading level: the one after the heading of the section it sits in (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or panel shows when there is nothing yet, with the next step to take. */
export function EmptyState({ title, description, icon, action, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <Wrap className={className}>
      {icon && <IconRing aria-hidden="true">{icon}</IconRing>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Text>{description}</Text>}
      {action && <Action>{action}</Action>}
    </Wrap>
  );
}
