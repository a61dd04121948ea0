import styled from 'styled-components';
import { COMPANY } from '@freight/domain';

const Wrap = styled.span<{ $light: boolean; $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size * 0.3)}px;
  color: ${({ theme, $light }) => ($light ? theme.colors.white : theme.colors.navy900)};
  line-height: 1;

  svg { flex: none; width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; }
`;

const Words = styled.span<{ $size: number }>`
  display: flex;
  flex-direction: column;
  gap: 3px;
  font-family: ${({ theme }) => theme.fonts.heading};
`;

const Name = styled.span<{ $size: number }>`
  font-size: ${({ $size }) => Math.round($size * 0.56)}px;
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
`;

const Tag = styled.span<{ $size: number; $light: boolean }>`
  font-size: ${({ $size }) => Math.max(9, Math.round($size * 0.24))}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme, $light }) => ($light ? theme.colors.orange500 : theme.colors.accentStrong)};
`;

export interface LogoProps {
  /** light on navy backgrounds, dark (default) on white. */
  tone?: 'dark' | 'light';
  /** Height of the mark in px. */
  size?: number;
  /** Hide the wordmark (the mark alone then carries the company name). */
  markOnly?: boolean;
  className?: string;
}

/** Harborline mark (an H-shaped gantry over harbour waves) plus wordmark; inline SVG, no assets. */
export function Logo({ tone = 'dark', size = 40, markOnly = false, className }: LogoProps) {
  const light = tone === 'light';
  return (
    <Wrap $light={light} $size={size} className={className}>
      <svg viewBox="0 0 48 48" role={markOnly ? 'img' : undefined} aria-label={markOnly ? COMPANY.name : undefined} aria-hidden={markOnly ? undefined : true}>
        <rect width="48" height="48" rx="11" fill={light ? '#ffffff' : '#0f2547'} />
        <path d="M9 31c5-3.5 10-3.5 15 0s10 3.5 15 0" fill="none" stroke="#f06a2a" strokeWidth="3.6" strokeLinecap="round" />
        <path
          d="M15 24V11M33 24V11M15 17.5h18"
          fill="none"
          stroke={light ? '#0f2547' : '#ffffff'}
          strokeWidth="3.6"
          strokeLinecap="round"
        />
        <path d="M9 38c5-3.5 10-3.5 15 0s10 3.5 15 0" fill="none" stroke={light ? '#1f4a85' : '#6b8fc7'} strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {!markOnly && (
        <Words $size={size}>
          <Name $size={size}>{COMPANY.shortName}</Name>
          {/* Stacked, the two lines still read as words ("Harborline Freight & Logistics"), not "HarborlineFreight". */}{' '}
          <Tag $size={size} $light={light}>
            Freight &amp; Logistics
          </Tag>
        </Words>
      )}
    </Wrap>
  );
}
