import { css } from 'styled-components';

/** Shared look of text inputs, textareas and selects; error styling follows aria-invalid. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.875rem;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder { color: ${({ theme }) => theme.colors.gray500}; opacity: 1; }

  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.gray500}; }

  &:focus-visible, &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px rgba(220, 38, 38, 0.3);
  }

  &:disabled, &[readonly] {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.gray600};
  }
  &:disabled { cursor: not-allowed; }
`;
