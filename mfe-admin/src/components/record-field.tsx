import styled from 'styled-components';
import { Field, Input, Select, Textarea } from '@freight/ui';
import { Switch } from '@freight/ui/widgets';

export type FieldValue = string | boolean;

export interface FieldSpec<V> {
  name: keyof V & string;
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'switch';
  options?: readonly string[];
  placeholder?: string;
  /** Spans both columns of the dialog's grid. */
  wide?: boolean;
}

const Cell = styled.div``;

interface RecordFieldProps<V> {
  field: FieldSpec<V>;
  value: FieldValue;
  error?: string;
  onChange: (value: FieldValue) => void;
}

export function RecordField<V>({ field, value, error, onChange }: RecordFieldProps<V>) {
  const { kind = 'text', label, name, options = [], placeholder } = field;
  const wide = field.wide || kind === 'textarea';
  if (kind === 'switch') {
    return (
      <Cell data-wide="true">
        <Switch name={name} checked={value === true} onCheckedChange={onChange} label={label} />
        {error && <p role="alert">{error}</p>}
      </Cell>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const control =
    kind === 'textarea' ? (
      <Textarea name={name} value={text} placeholder={placeholder} rows={3} onChange={(e) => onChange(e.target.value)} />
    ) : kind === 'select' ? (
      <Select name={name} value={text} options={options} onChange={(e) => onChange(e.target.value)} />
    ) : (
      <Input name={name} value={text} placeholder={placeholder} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    );
  return (
    <Cell data-wide={wide ? 'true' : undefined}>
      <Field label={label} error={error}>
        {control}
      </Field>
    </Cell>
  );
}
