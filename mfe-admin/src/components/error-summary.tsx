import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ADMIN_FORM_TEXTS } from '@freight/domain';
import { Alert } from '@freight/ui';

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding-left: 1.1rem;
`;

const Focusable = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { outline: none; }
  &:focus-visible { box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

export interface ErrorSummaryProps {
  /** The server's message per field, keyed by field name. */
  errors: Record<string, string>;
  /** Each field's label, to name a field its message does not name ("Must be at most 200 characters"). */
  labels?: Record<string, string>;
  /** The server's message, shown when it named no field. */
  message?: string;
  /** Counts failed saves: the summary takes focus after each, so it is read and Escape still closes. */
  attempt: number;
}

/** Every reason a save failed, above the form (each field also shows its own under it). */
export function ErrorSummary({ errors, labels = {}, message, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);

  const lines = Object.entries(errors).map(([name, text]) => {
    const label = labels[name];
    return label && !text.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${text}` : text;
  });
  if (lines.length === 0 && !message) return null;
  return (
    <Focusable ref={ref} tabIndex={-1}>
      <Alert tone="danger" title={ADMIN_FORM_TEXTS.couldNotSave}>
        {lines.length > 0 ? (
          <List>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </List>
        ) : (
          message
        )}
      </Alert>
    </Focusable>
  );
}
