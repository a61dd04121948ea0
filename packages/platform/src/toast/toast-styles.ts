import * as RadixToast from '@radix-ui/react-toast';
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

/** Toasts are at most 420 px wide, bottom right (at the top on phones). */
export const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  max-width: 420px;
  pointer-events: none;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; }
  ${({ theme }) => theme.media.mobile} {
    top: ${({ theme }) => theme.space[4]};
    bottom: auto;
  }
`;

/** Radix sets data-swipe and the --radix-toast-swipe-* offsets while the toast is dragged. */
export const Item = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  transition: transform ${({ theme }) => theme.transitions.normal}, opacity ${({ theme }) => theme.transitions.normal};
  ${({ $variant }) => variants[$variant]}

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
    opacity: 0.8;
    transition: none;
  }
  &[data-swipe='cancel'] { transform: translateX(0); }
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
