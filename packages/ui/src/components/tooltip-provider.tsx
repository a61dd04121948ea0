import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { TIMING } from '@freight/domain';

export interface TooltipTiming {
  delayMs: number;
  skipDelayMs: number;
  /** Called when a tooltip closes; the next one within skipDelayMs opens at once. */
  markClosed: () => void;
  /** True while a tooltip was closed less than skipDelayMs ago. */
  isWarm: () => boolean;
}

const lastClosedAt = { value: -Infinity };

const defaults: TooltipTiming = {
  delayMs: TIMING.tooltipDelayMs,
  skipDelayMs: TIMING.tooltipSkipDelayMs,
  markClosed: () => {
    lastClosedAt.value = Date.now();
  },
  isWarm: () => Date.now() - lastClosedAt.value < TIMING.tooltipSkipDelayMs,
};

const TooltipContext = createContext<TooltipTiming>(defaults);

export interface TooltipProviderProps {
  children: ReactNode;
  delayMs?: number;
  skipDelayMs?: number;
}

/** Shares the open delay (700 ms) and skip delay (300 ms). */
export function TooltipProvider({ children, delayMs = TIMING.tooltipDelayMs, skipDelayMs = TIMING.tooltipSkipDelayMs }: TooltipProviderProps) {
  const closedAt = useRef(-Infinity);
  const value = useMemo<TooltipTiming>(
    () => ({
      delayMs,
      skipDelayMs,
      markClosed: () => {
        closedAt.current = Date.now();
      },
      isWarm: () => Date.now() - closedAt.current < skipDelayMs,
    }),
    [delayMs, skipDelayMs],
  );
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

export const useTooltipTiming = () => useContext(TooltipContext);
