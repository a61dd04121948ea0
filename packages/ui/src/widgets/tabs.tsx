import { useEffect, useRef, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import styled, { css } from 'styled-components';
import { EARLY_TAB_CHOICE } from '@freight/domain';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selection. */
  value?: string;
  /** Uncontrolled initial selection; defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  scrollbar-width: thin;
`;

const selected = css`
  color: ${({ theme }) => theme.colors.navy900};
  border-bottom-color: ${({ theme }) => theme.colors.accent};
`;

const Tab = styled(RadixTabs.Trigger)`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  transition: color ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.navy900}; }
  &[aria-selected='true'],
  &[${EARLY_TAB_CHOICE}] {
    ${selected}
  }
  /* Until the app is live, a tab tapped shows as chosen in place of the one the page came with. */
  [role='tablist']:has([${EARLY_TAB_CHOICE}]) > &[aria-selected='true']:not([${EARLY_TAB_CHOICE}]) {
    color: ${({ theme }) => theme.colors.textMuted};
    border-bottom-color: transparent;
  }
  &:disabled { opacity: 0.5; }
  &:focus-visible { outline-offset: -2px; }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space[6]};
  &:focus-visible { outline-offset: 4px; }
`;

/** WAI-ARIA tabs on Radix Tabs, automatic activation: Arrow keys (wrapping), Home and End move and select. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const firstEnabled = items.find((i) => !i.disabled)?.value;
  // Controlled, Radix reports a click twice (as the tab takes focus, then on mousedown): report it once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    reported.current = null;
  });
  const report = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root value={value} defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined} onValueChange={report} className={className}>
      <List aria-label={label}>
        {items.map((item) => (
          <Tab key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
