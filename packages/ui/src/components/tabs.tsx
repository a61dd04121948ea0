import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

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

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  scrollbar-width: thin;
`;

const Tab = styled.button`
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
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.navy900};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  &:disabled { opacity: 0.5; }
  &:focus-visible { outline-offset: -2px; }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[6]};
  &:focus-visible { outline-offset: 4px; }
`;

/** WAI-ARIA tabs with automatic activation: Arrow keys, Home and End move and select. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((i) => !i.disabled);
  const [internal, setInternal] = useState(defaultValue ?? enabled[0]?.value);
  const selected = value ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    if (next !== selected) onValueChange?.(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = enabled.findIndex((t) => t.value === selected);
    const last = enabled.length - 1;
    const target = { ArrowRight: i >= last ? 0 : i + 1, ArrowLeft: i <= 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = enabled[target].value;
    select(next);
    refs.current.get(next)?.focus();
  };

  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;
  const active = items.find((i) => i.value === selected);

  return (
    <div className={className}>
      <List role="tablist" aria-label={label}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(el) => {
                if (el) refs.current.set(item.value, el);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {active && (
        <Panel role="tabpanel" id={panelId(active.value)} aria-labelledby={tabId(active.value)} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </div>
  );
}
