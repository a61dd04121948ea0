import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SIZES = { sm: 16, md: 24, lg: 40 } as const;

export type SpinnerSize = keyof typeof SIZES;

const Ring = styled.span<{ $px: number; $tone: 'brand' | 'current' }>`
  display: inline-block;
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  border: ${({ $px }) => Math.max(2, Math.round($px / 10))}px solid currentColor;
  border-right-color: transparent;
  color: ${({ $tone, theme }) => ($tone === 'brand' ? theme.colors.accent : 'currentColor')};
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface SpinnerProps {
  /** Announced to screen readers; shown next to the ring when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  /** `current` inherits the text colour (inside buttons). */
  tone?: 'brand' | 'current';
  /** Purely visual (inside a button that already says aria-busy): no role, no label. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', tone = 'brand', decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $px={SIZES[size]} $tone={tone} aria-hidden="true" className={className} />;
  return (
    <Wrap role="status" aria-live="polite" className={className}>
      <Ring $px={SIZES[size]} $tone={tone} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrap>
  );
}
