import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';

// Inline SVG chevron: native select keeps its keyboard and mobile pickers, only the arrow is restyled.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%234b5563'%3E%3Cpath d='M5.5 7.5 10 12l4.5-4.5'  stroke='%234b5563' stroke-width='1.8' fill='none' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")";

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 0.75rem center;
  background-size: 1.1rem;
  cursor: pointer;

  &:disabled { cursor: not-allowed; }
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = ComponentPropsWithRef<'select'> & {
  /** Rendered before `children`; plain strings use the same text for value and label. */
  options?: ReadonlyArray<SelectOption | string>;
  /** First, empty option (value ""), e.g. "Select service type". */
  placeholder?: string;
};

export function Select({ options, placeholder, children, ...rest }: SelectProps) {
  return (
    <NativeSelect {...rest}>
      {placeholder !== undefined && (
        <option value="" disabled={rest.required}>
          {placeholder}
        </option>
      )}
      {options?.map((o) => {
        const opt = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={opt.value} value={opt.value} disabled={opt.disabled}>
            {opt.label}
          </option>
        );
      })}
      {children}
    </NativeSelect>
  );
}
