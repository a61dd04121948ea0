import { css, type DefaultTheme } from 'styled-components';

/**
 * `inverse` is the outline button for navy surfaces (brand bar, hero); `subtleDanger` is a quiet
 * destructive action (a row's Delete, which asks for confirmation) that does not shout on every row.
 */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'subtleDanger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Palette {
  bg: string;
  fg: string;
  border: string;
  hoverBg: string;
  hoverFg?: string;
}

const palettes = (c: DefaultTheme['colors']): Record<ButtonVariant, Palette> => ({
  primary: { bg: c.primary, fg: c.white, border: c.primary, hoverBg: c.primaryHover },
  accent: { bg: c.accentStrong, fg: c.white, border: c.accentStrong, hoverBg: c.accentStrongHover },
  secondary: { bg: c.gray100, fg: c.navy800, border: c.gray200, hoverBg: c.gray200 },
  outline: { bg: 'transparent', fg: c.navy800, border: c.navy800, hoverBg: c.navy800, hoverFg: c.white },
  ghost: { bg: 'transparent', fg: c.navy800, border: 'transparent', hoverBg: c.gray100 },
  danger: { bg: c.danger, fg: c.white, border: c.danger, hoverBg: c.red700 },
  subtleDanger: { bg: 'transparent', fg: c.red700, border: 'transparent', hoverBg: c.red100 },
  inverse: { bg: 'transparent', fg: c.white, border: 'rgba(255, 255, 255, 0.7)', hoverBg: c.white, hoverFg: c.navy900 },
});

const sizes = {
  sm: { height: '36px', padding: '0 0.875rem', font: 'sm' },
  md: { height: '44px', padding: '0 1.25rem', font: 'md' },
  lg: { height: '52px', padding: '0 1.75rem', font: 'lg' },
} as const;

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

export const buttonStyles = css<ButtonStyleProps>`
  ${({ theme, $variant, $size, $fullWidth }) => {
    const p = palettes(theme.colors)[$variant];
    const s = sizes[$size];
    return css`
      display: ${$fullWidth ? 'flex' : 'inline-flex'};
      width: ${$fullWidth ? '100%' : 'auto'};
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-height: ${s.height};
      padding: ${s.padding};
      border: 1.5px solid ${p.border};
      border-radius: ${theme.radii.md};
      background: ${p.bg};
      color: ${p.fg};
      font-size: ${theme.fontSizes[s.font]};
      font-weight: ${theme.fontWeights.semibold};
      line-height: 1.2;
      text-align: center;
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      user-select: none;
      transition:
        background-color ${theme.transitions.fast},
        color ${theme.transitions.fast},
        border-color ${theme.transitions.fast},
        box-shadow ${theme.transitions.fast},
        transform ${theme.transitions.fast};

      &:hover:not(:disabled):not([aria-disabled='true']) {
        background: ${p.hoverBg};
        border-color: ${$variant === 'ghost' || $variant === 'secondary' ? p.border : p.hoverBg};
        color: ${p.hoverFg ?? p.fg};
      }
      &:active:not(:disabled):not([aria-disabled='true']) { transform: translateY(1px); }
      &:disabled, &[aria-disabled='true'] {
        opacity: 0.55;
        cursor: not-allowed;
        box-shadow: none;
      }
      &[aria-busy='true'] { cursor: progress; opacity: 0.85; }

      svg { flex: none; width: 1.1em; height: 1.1em; }

      ${theme.media.mobile} {
        min-height: ${theme.touchTarget};
        white-space: normal;
      }
    `;
  }}
`;
