import { carrierRegisterSchema, registerSchemaFor, shipperRegisterSchema, validate } from './schemas';

const user = {
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dreyes',
  email: 'dana@acme.com',
  companyName: 'Acme Foods',
  password: 'secret1',
};

const shipperInfo = {
  businessType: 'manufacturer',
  shippingVolume: '11-50',
  primaryCommodities: ['Food & Beverage'],
  shippingRegions: ['Northeast'],
};

const carrierInfo = {
  dotNumber: '1234567',
  equipmentTypes: ['Dry Van'],
  fleetSize: '6-15',
  operatingRegions: ['Northeast', 'Cross-Border (Canada/Mexico)'],
  insuranceInfo: { liability: '$1,000,000', cargo: '$100,000' },
};

describe('shipperRegisterSchema', () => {
  it('accepts a complete shipper', () => {
    expect(validate(shipperRegisterSchema, { ...user, accountType: 'shipper', shipperInfo }).errors).toBeNull();
  });

  it('keys business-detail messages by dotted path', () => {
    const empty = { businessType: '', shippingVolume: '', primaryCommodities: [], shippingRegions: [] };
    expect(validate(shipperRegisterSchema, { ...user, accountType: 'shipper', shipperInfo: empty }).errors).toEqual({
      'shipperInfo.businessType': 'Business type is required',
      'shipperInfo.shippingVolume': 'Shipping volume is required',
      'shipperInfo.primaryCommodities': 'At least one commodity is required',
      'shipperInfo.shippingRegions': 'At least one shipping region is required',
    });
  });

  it('refuses the same commodity twice', () => {
    const twice = { ...shipperInfo, primaryCommodities: ['Electronics', 'Electronics'] };
    expect(validate(shipperRegisterSchema, { ...user, accountType: 'shipper', shipperInfo: twice }).errors).toEqual({
      'shipperInfo.primaryCommodities.1': 'Each item can be chosen only once',
    });
  });
});

describe('carrierRegisterSchema', () => {
  it('accepts a complete carrier without MC number and safety rating', () => {
    expect(validate(carrierRegisterSchema, { ...user, accountType: 'carrier', carrierInfo }).errors).toBeNull();
  });

  it('keys every carrier message by dotted path', () => {
    const empty = { dotNumber: '', equipmentTypes: [], fleetSize: '', operatingRegions: [], insuranceInfo: { liability: '', cargo: '' } };
    expect(validate(carrierRegisterSchema, { ...user, accountType: 'carrier', carrierInfo: empty }).errors).toEqual({
      'carrierInfo.dotNumber': 'DOT number is required',
      'carrierInfo.equipmentTypes': 'At least one equipment type is required',
      'carrierInfo.fleetSize': 'Fleet size is required',
      'carrierInfo.operatingRegions': 'At least one operating region is required',
      'carrierInfo.insuranceInfo.liability': 'Liability insurance is required',
      'carrierInfo.insuranceInfo.cargo': 'Cargo insurance is required',
    });
  });

  it('asks for liability insurance when the insurance block is missing', () => {
    const { insuranceInfo: _omit, ...noInsurance } = carrierInfo;
    expect(validate(carrierRegisterSchema, { ...user, accountType: 'carrier', carrierInfo: noInsurance }).errors).toEqual({
      'carrierInfo.insuranceInfo': 'Liability insurance is required',
    });
  });
});

describe('registerSchemaFor', () => {
  it('picks the schema by the claimed account type', () => {
    expect(registerSchemaFor('shipper')).toBe(shipperRegisterSchema);
    expect(registerSchemaFor('carrier')).toBe(carrierRegisterSchema);
    expect(validate(registerSchemaFor('customer'), user).errors).toBeNull();
    expect(validate(registerSchemaFor(undefined), user).errors).toBeNull();
  });
});
