import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LIST_PICKER_TEXTS } from '@freight/domain';
import { Field, Select } from '@freight/ui';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.blue100};
  color: ${({ theme }) => theme.colors.navy800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.white}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

export interface ListPickerProps {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder: string;
  error?: string;
  required?: boolean;
}

/** Keys that move through a closed select's options, choosing each one on the way (Windows, Linux). */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Choose from a list, one item at a time: an item chosen is added at once as a chip (×: removed) and can
 * no longer be chosen again. A choice made by moving through the closed select with the keyboard is held
 * until Enter or leaving the field, so browsing never adds every item passed on the way.
 */
export function ListPicker({ label, options, value, onChange, placeholder, error, required }: ListPickerProps) {
  const [browsed, setBrowsed] = useState('');
  const browsing = useRef(false);

  const add = (item: string) => {
    setBrowsed('');
    if (item && !value.includes(item)) onChange([...value, item]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    browsing.current = (BROWSING_KEYS.has(event.key) && !event.altKey) || event.key.length === 1;
    if (event.key === 'Enter' && browsed) {
      event.preventDefault();
      add(browsed);
    }
  };

  return (
    <div role="group" aria-label={label}>
      <Field label={label} required={required} error={error} hint={browsed ? LIST_PICKER_TEXTS.pressEnter(browsed) : LIST_PICKER_TEXTS.hint}>
        <Select
          value={browsed}
          onKeyDown={onKeyDown}
          onMouseDown={() => (browsing.current = false)}
          onChange={(event) => (browsing.current ? setBrowsed(event.target.value) : add(event.target.value))}
          onBlur={() => browsed && add(browsed)}
          placeholder={placeholder}
          options={options.map((o) => ({ value: o, label: o, disabled: value.includes(o) }))}
        />
      </Field>
      {value.length > 0 && (
        <Chips aria-label={`Selected ${label.toLowerCase()}`}>
          {value.map((item) => (
            <Chip key={item}>
              {item}
              <Remove type="button" aria-label={`Remove ${item}`} onClick={() => onChange(value.filter((v) => v !== item))}>
                ×
              </Remove>
            </Chip>
          ))}
        </Chips>
      )}
    </div>
  );
}
