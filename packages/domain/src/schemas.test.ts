import {
  calculatorFormSchema,
  carrierRateSchema,
  customerQuoteSchema,
  equipmentPricingSchema,
  loginSchema,
  publicQuoteSchema,
  registerSchema,
  validate,
  websiteContentSchema,
} from './schemas';

const user = {
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dreyes',
  email: 'dana@acme.com',
  phone: '(973) 555-0100',
  companyName: 'Acme Foods',
  password: 'secret1',
};

describe('registerSchema (customer)', () => {
  it('accepts a complete customer and defaults accountType to customer', () => {
    const { value, errors } = validate(registerSchema, user);
    expect(errors).toBeNull();
    expect(value).toMatchObject({ accountType: 'customer' });
  });

  it('accepts a missing or empty phone (optional)', () => {
    expect(validate(registerSchema, { ...user, phone: undefined }).errors).toBeNull();
    expect(validate(registerSchema, { ...user, phone: '' }).errors).toBeNull();
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', '', 'Username must be at least 3 characters'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['firstName', '', 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
    ['companyName', '', 'Company name is required'],
  ])('says the spec message when %s is %p', (field, bad, message) => {
    expect(validate(registerSchema, { ...user, [field]: bad }).errors).toEqual({ [field]: message });
  });

  it('reports every missing field at once, each with its own message', () => {
    expect(validate(registerSchema, {}).errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      companyName: 'Company name is required',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('loginSchema', () => {
  it('requires username and password with the spec messages', () => {
    expect(validate(loginSchema, { username: '', password: '' }).errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validate(loginSchema, {}).errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });
});

describe('quote request schemas', () => {
  const publicQuote = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.com', companyName: 'Acme', serviceNeeded: 'Freight Transportation' };

  it('accepts a public quote request without phone and project details', () => {
    expect(validate(publicQuoteSchema, publicQuote).errors).toBeNull();
  });

  it('requires name, valid email, company and a listed service on the public form', () => {
    expect(validate(publicQuoteSchema, { email: 'x' }).errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      companyName: 'Company name is required',
      serviceNeeded: 'Please select a service',
    });
    expect(validate(publicQuoteSchema, { ...publicQuote, serviceNeeded: 'Cross-Docking' }).errors).toEqual({ serviceNeeded: 'Please select a service' });
  });

  it('requires a portal service on the customer form and nothing else', () => {
    expect(validate(customerQuoteSchema, {}).errors).toEqual({ serviceNeeded: 'Please select a service' });
    expect(validate(customerQuoteSchema, { serviceNeeded: 'Cross-Docking' }).errors).toBeNull();
  });
});

describe('admin dialog schemas', () => {
  it.each([
    [carrierRateSchema, { carrierName: 'Carrier name is required', serviceType: 'Service type is required', baseRate: 'Base rate is required', perMileRate: 'Per mile rate is required', perPoundRate: 'Per pound rate is required', minimumCharge: 'Minimum charge is required' }],
    [equipmentPricingSchema, { equipmentType: 'Equipment type is required', equipmentName: 'Equipment name is required', baseMileRate: 'Base mile rate is required', minimumRate: 'Minimum rate is required' }],
    [websiteContentSchema, { section: 'Section is required', contentKey: 'Content key is required', contentValue: 'Content value is required' }],
  ])('gives every required field its spec message (%#)', (schema, messages) => {
    expect(validate(schema, {}).errors).toEqual(messages);
    const blanks = Object.fromEntries(Object.keys(messages).map((k) => [k, '']));
    expect(validate(schema, blanks).errors).toEqual(messages);
  });
});

describe('calculatorFormSchema', () => {
  it('says the spec messages for short ZIPs, missing weight and equipment type', () => {
    expect(validate(calculatorFormSchema, { originZip: '123', destinationZip: '', weight: '', equipmentType: '' }).errors).toEqual({
      originZip: 'Please enter origin ZIP code',
      destinationZip: 'Please enter destination ZIP code',
      weight: 'Please enter weight',
      equipmentType: 'Please select equipment type',
    });
    expect(validate(calculatorFormSchema, {}).errors).toEqual({
      originZip: 'Please enter origin ZIP code',
      destinationZip: 'Please enter destination ZIP code',
      weight: 'Please enter weight',
      equipmentType: 'Please select equipment type',
    });
  });

  it.each([['abc'], [null], ['']])('says "Please enter weight" for weight %p', (weight) => {
    const ok = { originZip: '10001', destinationZip: '10050', equipmentType: 'Dry Van' };
    expect(validate(calculatorFormSchema, { ...ok, weight }).errors).toEqual({ weight: 'Please enter weight' });
  });

  it.each([
    [-5, 'Weight must be more than 0 lbs'],
    ['-5', 'Weight must be more than 0 lbs'],
    [0, 'Weight must be more than 0 lbs'],
    [999_999, 'Weight must be at most 80,000 lbs, a full truckload'],
    ['80001', 'Weight must be at most 80,000 lbs, a full truckload'],
  ])('refuses the weight %p with "%s"', (weight, message) => {
    const ok = { originZip: '10001', destinationZip: '10050', equipmentType: 'Dry Van' };
    expect(validate(calculatorFormSchema, { ...ok, weight }).errors).toEqual({ weight: message });
  });

  it('accepts five-character ZIPs without checking their format', () => {
    expect(validate(calculatorFormSchema, { originZip: 'ABCDE', destinationZip: '10001', weight: 500, equipmentType: 'Dry Van' }).errors).toBeNull();
  });
});
