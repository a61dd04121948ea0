import type { ComponentPropsWithoutRef } from 'react';
import { getIn, type FormState, type FormValues } from '@freight/platform';
import { Field, Input, Select, Textarea, type SelectOption } from '@freight/ui';

type AnyForm = FormState<FormValues>;

interface BaseProps {
  form: AnyForm;
  /** Dotted path into the form values, also the error key ("shipperInfo.businessType"). */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

const text = (form: AnyForm, name: string) => String(getIn(form.values, name) ?? '');
const idOf = (name: string) => `field-${name.replace(/\./g, '-')}`;

type TextFieldProps = BaseProps & Omit<ComponentPropsWithoutRef<'input'>, 'form' | 'name' | 'value' | 'onChange'>;

export function TextField({ form, name, label, required, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={form.errors[name]}>
      <Input id={idOf(name)} name={name} value={text(form, name)} onChange={(e) => form.set(name, e.target.value)} {...input} />
    </Field>
  );
}

type TextareaFieldProps = BaseProps & { rows?: number; placeholder?: string; disabled?: boolean };

export function TextareaField({ form, name, label, required, hint, ...rest }: TextareaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={form.errors[name]}>
      <Textarea id={idOf(name)} name={name} value={text(form, name)} onChange={(e) => form.set(name, e.target.value)} {...rest} />
    </Field>
  );
}

type SelectFieldProps = BaseProps & {
  options: ReadonlyArray<SelectOption | string>;
  placeholder: string;
  disabled?: boolean;
};

export function SelectField({ form, name, label, required, hint, options, placeholder, disabled }: SelectFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={form.errors[name]}>
      <Select
        id={idOf(name)}
        name={name}
        value={text(form, name)}
        onChange={(e) => form.set(name, e.target.value)}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
      />
    </Field>
  );
}
