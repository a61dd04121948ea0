import type { ReactNode } from 'react';
import styled from 'styled-components';

const Guard = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  transition: opacity ${({ theme }) => theme.transitions.fast};

  &:disabled {
    opacity: 0.5;
  }
`;

export interface StaleRowsProps {
  /** The rows shown answer an earlier search, filter or page than the one now asked for. */
  stale: boolean;
  children: ReactNode;
}

/**
 * A list's rows, which cannot be acted on while they are stale: until the answer to the new search
 * arrives, rows that may no longer match stay readable (dimmed) but every button in them is disabled,
 * so nobody prices or deletes the wrong record.
 */
export function StaleRows({ stale, children }: StaleRowsProps) {
  return (
    <Guard disabled={stale} aria-busy={stale || undefined}>
      {children}
    </Guard>
  );
}

/**
 * Whether the rows a list query shows no longer answer what is asked: the search box holds words not yet
 * sent (`typed` against `asked`, the debounced words), or the answer shown is for other arguments (RTK
 * Query keeps the last answer as `data` and has no `currentData` while the new one is on its way).
 */
export function rowsAreStale(query: { data?: unknown; currentData?: unknown }, typed: string, asked: string): boolean {
  return typed.trim() !== asked.trim() || (query.data !== undefined && query.currentData === undefined);
}
