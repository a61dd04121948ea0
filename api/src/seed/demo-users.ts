import type { NewUser } from '../modules/users/user.service';

/** Every demo account signs in with this password (demo mode only; never seeded in production). */
export const DEMO_USER_PASSWORD = 'HarborDemo2024!';

const demo = (fields: Omit<NewUser, 'password'>): NewUser => ({ ...fields, password: DEMO_USER_PASSWORD });

/** The two accounts that take ids 1 and 2, ahead of the primary admin (id 3). */
export const FIRST_DEMO_USERS: NewUser[] = [
  demo({
    username: 'dmorales',
    firstName: 'Daniel',
    lastName: 'Morales',
    email: 'daniel.morales@moralesfoods.example',
    phone: '(973) 555-0182',
    companyName: 'Morales Specialty Foods',
    accountType: 'customer',
  }),
  demo({
    username: 'kchen',
    firstName: 'Karen',
    lastName: 'Chen',
    email: 'kchen@keystonepaper.example',
    phone: '(610) 555-0147',
    companyName: 'Keystone Paper Products',
    accountType: 'shipper',
    shipperInfo: {
      businessType: 'manufacturer',
      shippingVolume: '51-100',
      primaryCommodities: ['Paper Products', 'Consumer Goods'],
      shippingRegions: ['Northeast', 'Great Lakes'],
      specialRequirements: 'Dock appointments required at the Allentown plant.',
    },
  }),
];

export const MORE_DEMO_USERS: NewUser[] = [
  demo({
    username: 'tbrennan',
    firstName: 'Tom',
    lastName: 'Brennan',
    email: 'dispatch@brennantrucking.example',
    phone: '(609) 555-0113',
    companyName: 'Brennan Trucking LLC',
    accountType: 'carrier',
    carrierInfo: {
      dotNumber: '2874415',
      mcNumber: 'MC-948211',
      equipmentTypes: ['Dry Van', 'Flatbed'],
      fleetSize: '16-50',
      operatingRegions: ['Northeast', 'Southeast'],
      insuranceInfo: { liability: '$1,000,000 - Progressive Commercial', cargo: '$250,000 - Great West Casualty' },
      safetyRating: 'satisfactory',
    },
    carrierStatus: 'verified',
    carrierStatusHistory: [
      { status: 'pending', by: 'registration', at: new Date(Date.now() - 30 * 86_400_000) },
      { status: 'verified', by: 'Admin', at: new Date(Date.now() - 29 * 86_400_000) },
    ],
  }),
  demo({
    username: 'apatel',
    firstName: 'Anita',
    lastName: 'Patel',
    email: 'anita.patel@hudsonvalleyelectronics.example',
    phone: '(518) 555-0164',
    companyName: 'Hudson Valley Electronics',
    accountType: 'customer',
  }),
  demo({
    username: 'mrossi',
    firstName: 'Marco',
    lastName: 'Rossi',
    email: 'marco@rossibuildingsupply.example',
    companyName: 'Rossi Building Supply',
    accountType: 'customer',
  }),
  demo({
    username: 'lnguyen',
    firstName: 'Linh',
    lastName: 'Nguyen',
    email: 'linh.nguyen@gardenstatereefer.example',
    phone: '(732) 555-0126',
    companyName: 'Garden State Reefer Lines',
    accountType: 'carrier',
    carrierInfo: {
      dotNumber: '3310982',
      equipmentTypes: ['Refrigerated Trailer'],
      fleetSize: '6-15',
      operatingRegions: ['Northeast', 'Cross-Border (Canada/Mexico)'],
      insuranceInfo: { liability: '$1,000,000', cargo: '$150,000 reefer breakdown included' },
      safetyRating: 'not-rated',
    },
  }),
  demo({
    username: 'jwalsh',
    firstName: 'Jim',
    lastName: 'Walsh',
    email: 'jwalsh@bayshoremarine.example',
    companyName: 'Bayshore Marine Parts',
    accountType: 'customer',
    isActive: false,
  }),
];
