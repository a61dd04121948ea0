import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
`;

const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray300};
  transition: background-color ${({ theme }) => theme.transitions.normal};

  &[aria-checked='true'] { background: ${({ theme }) => theme.colors.success}; }
  &:disabled { opacity: 0.55; }

  /* Larger invisible hit area so the 24 px track still meets the 44 px touch target. */
  &::before { content: ''; position: absolute; inset: -10px -4px; }

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[aria-checked='true']::after { transform: translateX(1.25rem); }
`;

const Text = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Alias of onCheckedChange for form-library habits. */
  onChange?: (checked: boolean) => void;
  /** Visible label; without it pass aria-label. */
  label?: ReactNode;
};

/** On/off toggle on Radix Switch (role="switch"); Space and Enter toggle it like any button. */
export function Switch({ checked, onCheckedChange, onChange, label, id, ...rest }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const track = (
    <Track
      id={switchId}
      checked={checked}
      onCheckedChange={(next) => {
        onCheckedChange?.(next);
        onChange?.(next);
      }}
      {...rest}
    />
  );
  if (label === undefined) return track;
  return (
    <Row>
      {track}
      <Text htmlFor={switchId}>{label}</Text>
    </Row>
  );
}
