import type { FormState } from '@freight/platform';
import { TextField } from './form-fields';
import { FormGrid } from './form-layout';

export type UserFieldValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  companyName: string;
  password: string;
};

export const EMPTY_USER_FIELDS: UserFieldValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone: '',
  companyName: '',
  password: '',
};

/** The account fields every registration form starts with. */
export function UserFields({ form }: { form: FormState<UserFieldValues> }) {
  return (
    <FormGrid>
      <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" />
      <TextField form={form} name="lastName" label="Last name" required autoComplete="family-name" />
      <TextField form={form} name="username" label="Username" required autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <TextField form={form} name="companyName" label="Company name" required autoComplete="organization" />
      <TextField
        form={form}
        name="password"
        label="Password"
        required
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
      />
    </FormGrid>
  );
}
