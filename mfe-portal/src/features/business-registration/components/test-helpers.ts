import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { label } from '../../../testing/fixtures';

export const ACCOUNT = {
  firstName: 'Morgan',
  lastName: 'Hale',
  username: 'morgan.hale',
  email: 'morgan@halefreight.com',
  phone: '',
  companyName: 'Hale Freight',
  password: 'secret123',
};

export async function fillAccount(user: UserEvent) {
  await user.type(screen.getByLabelText(label('First name')), ACCOUNT.firstName);
  await user.type(screen.getByLabelText(label('Last name')), ACCOUNT.lastName);
  await user.type(screen.getByLabelText(label('Username')), ACCOUNT.username);
  await user.type(screen.getByLabelText(label('Email')), ACCOUNT.email);
  await user.type(screen.getByLabelText(label('Company name')), ACCOUNT.companyName);
  await user.type(screen.getByLabelText(label('Password')), ACCOUNT.password);
}

/** Chooses each item in the named list picker (choosing one adds it). */
export async function pick(user: UserEvent, pickerLabel: string, items: string[]) {
  const group = within(screen.getByRole('group', { name: pickerLabel }));
  for (const item of items) {
    await user.selectOptions(group.getByLabelText(label(pickerLabel)), item);
  }
}
