import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Value = styled.dd<{ $light: boolean }>`
  order: -1;
  margin: 0;
  color: ${({ theme, $light }) => ($light ? theme.colors.white : theme.colors.navy900)};
  font-size: clamp(${({ theme }) => theme.fontSizes['2xl']}, 3vw, ${({ theme }) => theme.fontSizes['4xl']});
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1.1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
`;

const Label = styled.dt<{ $light: boolean }>`
  color: ${({ theme, $light }) => ($light ? 'rgba(255, 255, 255, 0.8)' : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface StatProps {
  value: ReactNode;
  label: ReactNode;
  /** light on navy backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** A headline number with its label; a description-list pair, so a group of Stats reads well to screen readers. */
export function Stat({ value, label, tone = 'dark', className }: StatProps) {
  const light = tone === 'light';
  return (
    <Wrap className={className}>
      <Label $light={light}>{label}</Label>
      <Value $light={light}>{value}</Value>
    </Wrap>
  );
}
