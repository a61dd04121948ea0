import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

describe('Field', () => {
  it('labels the control through a generated id', () => {
    renderUi(
      <Field label="Origin ZIP">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Origin ZIP');
    expect(input.id).toMatch(/^field-/);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps an id the control already has', () => {
    renderUi(
      <Field label="Username">
        <Input id="username" />
      </Field>,
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('id', 'username');
  });

  it('describes the control by its hint', () => {
    renderUi(
      <Field label="Weight" hint="In pounds">
        <Input type="number" />
      </Field>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Weight' })).toHaveAccessibleDescription('In pounds');
  });

  it('marks the control invalid, describes it by hint and error, and announces the error', () => {
    renderUi(
      <Field label="Email" hint="We reply within 2 hours" error="Please enter a valid email address" required>
        <Input type="email" aria-describedby="extra" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    const ids = input.getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual(['extra', `${input.id}-hint`, `${input.id}-error`]);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveAttribute('id', `${input.id}-error`);
  });

  it('wires selects the same way', () => {
    renderUi(
      <Field label="Service type" error="Please select a service">
        <Select placeholder="Select service" options={['Standard']} defaultValue="" />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Service type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a service');
  });
});
