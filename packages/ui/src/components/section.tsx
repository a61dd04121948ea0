import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from './container';

export type SectionTone = 'default' | 'alt' | 'navy';

const Band = styled.section<{ $tone: SectionTone; $compact: boolean }>`
  padding-block: ${({ theme, $compact }) => ($compact ? theme.space[10] : theme.space[20])};
  background: ${({ theme, $tone }) =>
    ({ default: theme.colors.surface, alt: theme.colors.surfaceAlt, navy: theme.colors.navy900 })[$tone]};
  ${({ $tone, theme }) =>
    $tone === 'navy' &&
    css`
      --section-muted: rgba(255, 255, 255, 0.82);
      --section-eyebrow: ${theme.colors.orange500};
      color: ${theme.colors.white};
      h1, h2, h3, h4 { color: ${theme.colors.white}; }
    `}

  ${({ theme }) => theme.media.mobile} {
    padding-block: ${({ theme, $compact }) => ($compact ? theme.space[8] : theme.space[12])};
  }
`;

export type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  tone?: SectionTone;
  compact?: boolean;
  /** Wraps children in a Container (default true). */
  contained?: boolean;
};

/** A full-width page band; give it an `id` to make it an in-page scroll target. */
export function Section({ tone = 'default', compact = false, contained = true, children, ...rest }: SectionProps) {
  return (
    <Band $tone={tone} $compact={compact} {...rest}>
      {contained ? <Container>{children}</Container> : children}
    </Band>
  );
}

const Heading = styled.header<{ $align: 'left' | 'center' }>`
  max-width: ${({ $align }) => ($align === 'center' ? '720px' : 'none')};
  margin: ${({ $align, theme }) => ($align === 'center' ? `0 auto ${theme.space[12]}` : `0 0 ${theme.space[8]}`)};
  text-align: ${({ $align }) => $align};
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: var(--section-eyebrow, ${({ theme }) => theme.colors.accentStrong});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  font-size: clamp(${({ theme }) => theme.fontSizes['2xl']}, 3vw, ${({ theme }) => theme.fontSizes['4xl']});
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.01em;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: var(--section-muted, ${({ theme }) => theme.colors.textMuted});
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level; pages use 1 for their main title. */
  level?: 1 | 2 | 3;
}

export function SectionHeading({ eyebrow, title, description, align = 'center', level = 2 }: SectionHeadingProps) {
  return (
    <Heading $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title as={`h${level}`}>{title}</Title>
      {description && <Lead>{description}</Lead>}
    </Heading>
  );
}
