import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones = (c: DefaultTheme['colors']) => ({
  info: { bg: c.blue100, fg: c.blue700, border: c.blue500 },
  success: { bg: c.green100, fg: c.green700, border: c.green600 },
  warning: { bg: c.yellow100, fg: c.yellow700, border: c.yellow600 },
  danger: { bg: c.red100, fg: c.red700, border: c.red600 },
});

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => tones(theme.colors)[$tone].border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => tones(theme.colors)[$tone].bg};
  color: ${({ theme }) => theme.colors.gray900};

  & > svg { flex: none; margin-top: 2px; color: ${({ theme, $tone }) => tones(theme.colors)[$tone].fg}; }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy900};
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Defaults to "alert" for warning/danger (announced at once) and "status" otherwise. */
  role?: 'alert' | 'status' | 'note';
  className?: string;
}

export function Alert({ tone = 'info', title, children, role, className }: AlertProps) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <Box $tone={tone} role={role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status')} className={className}>
      <Icon size={20} />
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
    </Box>
  );
}
