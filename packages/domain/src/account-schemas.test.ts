import { changePasswordSchema, forgotPasswordSchema, profileSchema, registerSchema, resetPasswordSchema, validate } from './schemas';
import { PATHS, resetPasswordLink } from './paths';

const details = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.com', phone: '(973) 555-0100', companyName: 'Acme Foods' };
const registration = { ...details, username: 'dreyes', password: 'secret1' };

/** The message registration gives a field for a value, so the account forms can be held to the same. */
const registrationMessage = (field: string, value: unknown) => validate(registerSchema, { ...registration, [field]: value }).errors?.[field];

describe('forgotPasswordSchema', () => {
  it('takes an email address and refuses anything else with the registration message', () => {
    expect(validate(forgotPasswordSchema, { email: ' dana@acme.com ' })).toEqual({ value: { email: 'dana@acme.com' }, errors: null });
    expect(validate(forgotPasswordSchema, { email: 'not-an-email' }).errors).toEqual({ email: registrationMessage('email', 'not-an-email') });
    expect(validate(forgotPasswordSchema, {}).errors).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('resetPasswordSchema', () => {
  it('needs the token and a password with the registration rules', () => {
    expect(validate(resetPasswordSchema, { token: 'abc', password: 'secret1' }).errors).toBeNull();
    expect(validate(resetPasswordSchema, { token: 'abc', password: '123' }).errors).toEqual({ password: registrationMessage('password', '123') });
    expect(validate(resetPasswordSchema, { token: 'abc', password: '123' }).errors).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validate(resetPasswordSchema, { password: 'secret1' }).errors).toEqual({ token: 'This reset link is not complete. Please use the link from the email.' });
  });
});

describe('profileSchema', () => {
  it('accepts the registration details without username or password', () => {
    expect(validate(profileSchema, details).errors).toBeNull();
    expect(validate(profileSchema, { ...details, phone: '' }).errors).toBeNull();
    expect(validate(profileSchema, { ...details, username: 'other' }).errors).not.toBeNull();
  });

  it.each([
    ['firstName', ''],
    ['lastName', ''],
    ['email', 'dana@'],
    ['phone', 'call me'],
    ['companyName', ''],
  ])('refuses a bad %s with the registration message', (field, bad) => {
    const message = registrationMessage(field, bad);
    expect(message).toBeTruthy();
    expect(validate(profileSchema, { ...details, [field]: bad }).errors).toEqual({ [field]: message });
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password and a new one with the registration rules', () => {
    expect(validate(changePasswordSchema, { currentPassword: 'x', newPassword: 'secret2' }).errors).toBeNull();
    expect(validate(changePasswordSchema, { currentPassword: '', newPassword: 'abc' }).errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
    });
  });
});

describe('resetPasswordLink', () => {
  it('puts the token in the fragment of the reset page, never in its path or query', () => {
    expect(resetPasswordLink('tok_en-1')).toBe(`${PATHS.resetPassword}#token=tok_en-1`);
  });
});
