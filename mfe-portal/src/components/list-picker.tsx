import { useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Select } from '@freight/ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child { flex: 1; min-width: 0; }
`;

/** Lines the button up with the select under the field's label. */
const AddSlot = styled.div`
  padding-top: calc(${({ theme }) => theme.fontSizes.sm} * ${({ theme }) => theme.lineHeights.normal} + 0.375rem);
`;

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

/** Choose from a list, one item at a time: chosen items become chips and can no longer be picked again. */
export function ListPicker({ label, options, value, onChange, placeholder, error, required }: ListPickerProps) {
  const [pending, setPending] = useState('');
  const canAdd = pending !== '' && !value.includes(pending);

  const add = () => {
    if (!canAdd) return;
    onChange([...value, pending]);
    setPending('');
  };

  return (
    <div role="group" aria-label={label}>
      <Row>
        <Field label={label} required={required} error={error}>
          <Select
            value={pending}
            onChange={(e) => setPending(e.target.value)}
            placeholder={placeholder}
            options={options.map((o) => ({ value: o, label: o, disabled: value.includes(o) }))}
          />
        </Field>
        <AddSlot>
          <Button variant="secondary" onClick={add} disabled={!canAdd}>
            Add
          </Button>
        </AddSlot>
      </Row>
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
