import type { Ref } from 'react';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.navy900};
  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  svg {
    width: 26px;
    height: 26px;
  }
`;

export interface MenuToggleProps {
  ref?: Ref<HTMLButtonElement>;
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
}

export function MenuToggle({ ref, isOpen, onToggle, controls }: MenuToggleProps) {
  return (
    <Toggle ref={ref} type="button" aria-label="Menu" aria-expanded={isOpen} aria-controls={controls} onClick={onToggle}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </Toggle>
  );
}
