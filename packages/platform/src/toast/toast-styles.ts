import styled, { css } from 'styled-components';
import type { ToastVariant } from './toast-types';

const variants: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.green100};
    color: ${({ theme }) => theme.colors.navy900};
    border-color: ${({ theme }) => theme.colors.green600};
  `,
  // red700 keeps white text at 6.5:1 (red600 gave 4.1:1, under WCAG AA's 4.5:1).
  destructive: css`
    background: ${({ theme }) => theme.colors.red700};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.red700};
  `,
};

export const Item = styled.div<{ $variant: ToastVariant; $offset: number; $dragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  transform: translateX(${({ $offset }) => $offset}px);
  opacity: ${({ $offset }) => Math.max(0.2, 1 - $offset / 200)};
  transition: ${({ $dragging, theme }) => ($dragging ? 'none' : `transform ${theme.transitions.normal}, opacity ${theme.transitions.normal}`)};
  ${({ $variant }) => variants[$variant]}
`;

export const Body = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const Close = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 1.25rem;
  line-height: 1;
  &:hover { background: rgba(0, 0, 0, 0.08); }
`;
