import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.navy900};
`;

const Required = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.red700};
`;

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
};

export interface FieldProps {
  label: ReactNode;
  /** One control element (Input, Select, Textarea…); it receives id and the aria wiring. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  /** Shown under the control and announced (role="alert"); marks the control aria-invalid. */
  error?: ReactNode;
  /** Adds a visual asterisk and aria-required; the control keeps its own `required` if it has one. */
  required?: boolean;
  /** Defaults to the child's id, else a generated one. */
  id?: string;
  className?: string;
}

/** Label + control + hint + error, with ids and aria attributes generated and wired. */
export function Field({ label, children, hint, error, required, id, className }: FieldProps) {
  const autoId = useId();
  const child = isValidElement(children) ? children : null;
  const controlId = id ?? child?.props.id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [child?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Wrap className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      {child
        ? cloneElement(child, {
            id: controlId,
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : child.props['aria-invalid'],
            'aria-required': required || child.props['aria-required'] || undefined,
          })
        : children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Wrap>
  );
}
