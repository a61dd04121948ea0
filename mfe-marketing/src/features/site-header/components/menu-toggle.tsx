import type { Ref } from 'react';
import styled from 'styled-components';
import { MenuIcon, menuToggleStyles } from '@freight/ui';

const Toggle = styled.button`
  ${menuToggleStyles}
  color: ${({ theme }) => theme.colors.navy900};
  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
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
      <MenuIcon open={isOpen} />
    </Toggle>
  );
}
