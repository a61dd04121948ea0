import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTooltipTiming } from './tooltip-provider';

type Side = 'top' | 'bottom';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  /* Never stretch inside flex/grid parents, or the bubble would centre on the stretched box. */
  width: fit-content;
  max-width: 100%;
  /* Disabled controls swallow mouse events; let the wrapper receive them instead. */
  & > :disabled { pointer-events: none; }
`;

const Bubble = styled.span<{ $side: Side }>`
  position: absolute;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  width: max-content;
  max-width: 260px;
  padding: 0.4rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.navy900};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.4;
  text-align: center;
  white-space: normal;
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: none;
  transform: translateX(-50%);
  ${({ $side }) => ($side === 'top' ? css`bottom: calc(100% + 8px);` : css`top: calc(100% + 8px);`)}
`;

export interface TooltipProps {
  content: ReactNode;
  /** One element; it gets aria-describedby while the tooltip shows. Disabled elements work too. */
  children: ReactElement<{ 'aria-describedby'?: string; disabled?: boolean }>;
  side?: Side;
}

/** Shows on hover and keyboard focus after the shared delay; Escape hides it. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const { delayMs, markClosed, isWarm } = useTooltipTiming();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    if (isWarm()) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) markClosed();
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const child = isValidElement(children) ? children : null;
  const childDisabled = Boolean(child?.props.disabled);
  const describedBy = [child?.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Anchor
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
      // A disabled control cannot take focus, so the wrapper does, keeping the reason reachable by keyboard.
      tabIndex={childDisabled ? 0 : undefined}
      aria-describedby={childDisabled && open ? id : undefined}
    >
      {child ? cloneElement(child, { 'aria-describedby': describedBy }) : children}
      {open && (
        <Bubble role="tooltip" id={id} $side={side}>
          {content}
        </Bubble>
      )}
    </Anchor>
  );
}
