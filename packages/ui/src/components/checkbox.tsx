import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.4;

  &:has(input:disabled) { cursor: not-allowed; color: ${({ theme }) => theme.colors.gray500}; }
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  appearance: none;
  flex: none;
  display: grid;
  place-content: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.05rem;
  border: 1.5px solid ${({ theme }) => theme.colors.gray500};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: inherit;
  transition: background-color ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &::before {
    content: '';
    width: 0.7rem;
    height: 0.7rem;
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
    background: ${({ theme }) => theme.colors.white};
    transform: scale(0);
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before { transform: scale(1); }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.navy600}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { opacity: 0.55; }
`;

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Visible label; the whole row is clickable. */
  label?: ReactNode;
};

export function Checkbox({ label, className, style, ...rest }: CheckboxProps) {
  if (label === undefined) return <Box className={className} style={style} {...rest} />;
  return (
    <Label className={className} style={style}>
      <Box {...rest} />
      <span>{label}</span>
    </Label>
  );
}
