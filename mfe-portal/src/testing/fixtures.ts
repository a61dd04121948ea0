import { screen, within } from '@testing-library/react';
import type { Quote, User } from '@freight/domain';
import { makeUser, signedOutAnswer } from '@freight/platform/testing';

export const customer: User = makeUser({ id: 42, email: 'dana@reyesgoods.com', phone: '(973) 555-0101', createdAt: '2024-03-01T12:00:00.000Z' });

export { signedOutAnswer as signedOut };

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 1,
    userId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    companyName: customer.companyName,
    phone: '(973) 555-0101',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Two pallets to Philadelphia',
    status: 'pending',
    createdAt: '2024-06-05T15:00:00.000Z',
    updatedAt: '2024-06-05T15:00:00.000Z',
    ...overrides,
  };
}

export { findToast } from '@freight/platform/testing';

/** A label with the required-field asterisk still reads as its plain text. */
export const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\*?$`);

/** The field's message is announced with it (Field wires aria-describedby), so this is what users hear under it. */
export function expectMessage(fieldLabel: string, message: string) {
  expect(control(fieldLabel)).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The form control labelled `fieldLabel`; a list picker's group carries the same name, so its select is looked up inside it. */
export function control(fieldLabel: string): HTMLElement {
  const group = screen.queryByRole('group', { name: fieldLabel });
  return (group ? within(group) : screen).getByLabelText(label(fieldLabel), { selector: 'input, select, textarea' });
}
