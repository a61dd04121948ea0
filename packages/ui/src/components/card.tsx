import styled, { css } from 'styled-components';

type Padding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<Padding, string> = { none: '0', sm: '1rem', md: '1.5rem', lg: '2rem' };

/** White surface with border and soft shadow; `interactive` lifts on hover, `accent` adds an orange top rule. */
export const Card = styled.div.withConfig({
  shouldForwardProp: (prop) => !['padding', 'interactive', 'accent'].includes(prop),
})<{ padding?: Padding; interactive?: boolean; accent?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ padding = 'md' }) => paddings[padding]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ accent, theme }) =>
    accent &&
    css`
      border-top: 4px solid ${theme.colors.accent};
    `}
  ${({ interactive, theme }) =>
    interactive &&
    css`
      transition:
        box-shadow ${theme.transitions.normal},
        transform ${theme.transitions.normal},
        border-color ${theme.transitions.normal};
      &:hover {
        box-shadow: ${theme.shadows.md};
        border-color: ${theme.colors.gray300};
        transform: translateY(-2px);
      }
    `}

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ padding = 'md' }) => (padding === 'lg' ? paddings.md : paddings[padding])};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy900};
`;

export const CardDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;
