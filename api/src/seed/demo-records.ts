import { COMPANY, COMPANY_ADDRESS_LINE, PROMISES, type QuoteStatus } from '@freight/domain';

export interface DemoQuote {
  /** Demo account the quote belongs to, or none for a request from the public form. */
  username?: string;
  contact?: { firstName: string; lastName: string; email: string; companyName: string };
  serviceNeeded: string;
  projectDetails: string;
  phone?: string;
  status: QuoteStatus;
  daysAgo: number;
  adminNotes?: string;
  estimatedPrice?: string;
  /** Lanes priced with the calculator carry its inputs. */
  lane?: { originZip: string; destinationZip: string; weight: string; serviceType: string; cargoType: string; equipmentType: string };
}

export const DEMO_QUOTES: DemoQuote[] = [
  {
    username: 'dmorales',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Weekly refrigerated loads of packaged cheese from Newark to a distributor in Hartford, CT. 18 pallets per load.',
    phone: '(973) 555-0182',
    status: 'pending',
    daysAgo: 0,
    lane: { originZip: '07105', destinationZip: '06106', weight: '24000', serviceType: 'ftl', cargoType: 'perishable', equipmentType: 'Refrigerated Trailer' },
  },
  {
    contact: { firstName: 'Sarah', lastName: 'Klein', email: 'sklein@libertyhomegoods.example', companyName: 'Liberty Home Goods' },
    serviceNeeded: 'Warehousing & Storage',
    projectDetails: 'Looking for 400 pallet positions near Port Newark for Q4 import overflow, with cross-dock to retail DCs.',
    phone: '(201) 555-0171',
    status: 'in-progress',
    daysAgo: 1,
    adminNotes: 'Site visit booked for Thursday; sent rate sheet for Doremus Ave warehouse.',
    estimatedPrice: '14800.00',
  },
  {
    username: 'apatel',
    serviceNeeded: 'Last-Mile Delivery',
    projectDetails: 'Residential delivery of boxed TVs across the Capital Region, about 60 stops per week.',
    status: 'approved',
    daysAgo: 3,
    adminNotes: 'Approved at contract rate; starts Monday.',
    estimatedPrice: '3150.00',
  },
  {
    contact: { firstName: 'Robert', lastName: 'Greene', email: 'rgreene@delvalchem.example', companyName: 'Delaware Valley Chemical' },
    serviceNeeded: 'Specialized Cargo',
    projectDetails: 'Hazmat drums (Class 8) from Philadelphia to Baltimore, one-time move, 12,000 lbs.',
    status: 'rejected',
    daysAgo: 6,
    adminNotes: 'Outside our hazmat endorsement for Class 8 bulk; referred to partner carrier.',
  },
  {
    username: 'mrossi',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Flatbed of lumber and rebar from Philadelphia yard to a job site in Trenton.',
    status: 'completed',
    daysAgo: 12,
    adminNotes: 'Delivered on time; POD on file.',
    estimatedPrice: '1240.00',
    lane: { originZip: '19148', destinationZip: '08611', weight: '38000', serviceType: 'ftl', cargoType: 'oversized', equipmentType: 'Flatbed' },
  },
  {
    username: 'dmorales',
    serviceNeeded: 'Cross-Docking',
    projectDetails: 'Consolidate three inbound LTL shipments into one truck to Boston each Friday.',
    status: 'pending',
    daysAgo: 2,
  },
  {
    contact: { firstName: 'Emily', lastName: 'Ortiz', email: 'emily.ortiz@bluestonecoffee.example', companyName: 'Bluestone Coffee Roasters' },
    serviceNeeded: 'Distribution Services',
    projectDetails: 'Distribution of roasted coffee to 35 cafes in NYC and Jersey City, twice weekly.',
    phone: '(646) 555-0139',
    status: 'approved',
    daysAgo: 9,
    estimatedPrice: '2600.00',
  },
];

export const DEMO_CARRIER_RATES = [
  { carrierName: 'Brennan Trucking LLC', serviceType: 'Full Truckload', baseRate: '185.00', perMileRate: '2.45', perPoundRate: '0.020', minimumCharge: '450.00', isActive: true },
  { carrierName: 'Garden State Reefer Lines', serviceType: 'Refrigerated', baseRate: '225.00', perMileRate: '2.95', perPoundRate: '0.030', minimumCharge: '550.00', isActive: true },
  { carrierName: 'Keystone Express', serviceType: 'Less Than Truckload', baseRate: '95.00', perMileRate: '1.35', perPoundRate: '0.085', minimumCharge: '175.00', isActive: true },
  { carrierName: 'Empire Flatbed Co.', serviceType: 'Flatbed', baseRate: '240.00', perMileRate: '3.10', perPoundRate: '0.025', minimumCharge: '600.00', isActive: true },
  { carrierName: 'Tri-State Hotshot', serviceType: 'Expedited', baseRate: '300.00', perMileRate: '3.75', perPoundRate: '0.050', minimumCharge: '400.00', isActive: false },
];

export const DEMO_EQUIPMENT_PRICING = [
  { equipmentType: 'dry-van', equipmentName: "Dry Van (53')", description: 'Enclosed trailer for general palletized freight.', baseMileRate: '2.35', minimumRate: '400.00', weightCapacity: '45,000 lbs', isActive: true },
  { equipmentType: 'reefer', equipmentName: "Refrigerated Trailer (53')", description: 'Temperature-controlled, -20°F to 70°F.', baseMileRate: '2.85', minimumRate: '525.00', weightCapacity: '43,500 lbs', isActive: true },
  { equipmentType: 'flatbed', equipmentName: "Flatbed (48')", description: 'Open deck for lumber, steel and machinery.', baseMileRate: '2.95', minimumRate: '550.00', weightCapacity: '48,000 lbs', isActive: true },
  { equipmentType: 'step-deck', equipmentName: 'Step Deck', description: 'Lower deck height for taller loads.', baseMileRate: '3.15', minimumRate: '650.00', weightCapacity: '46,000 lbs', isActive: true },
  { equipmentType: 'lowboy', equipmentName: 'Lowboy', description: 'Heavy equipment and oversize moves (permits extra).', baseMileRate: '4.25', minimumRate: '1,200.00', weightCapacity: '80,000 lbs', isActive: false },
];

export const DEMO_WEBSITE_CONTENT = [
  { section: 'hero', contentKey: 'headline', contentValue: COMPANY.tagline, contentType: 'text', isActive: true },
  { section: 'hero', contentKey: 'badge', contentValue: PROMISES.quoteResponseBadge, contentType: 'text', isActive: true },
  { section: 'about', contentKey: 'mission', contentValue: `${COMPANY.name} moves freight for Northeast businesses with the reliability of an asset carrier and the reach of a national network.`, contentType: 'text', isActive: true },
  { section: 'contact', contentKey: 'phone', contentValue: COMPANY.phone, contentType: 'text', isActive: true },
  { section: 'contact', contentKey: 'address', contentValue: COMPANY_ADDRESS_LINE, contentType: 'text', isActive: true },
  { section: 'announcements', contentKey: 'holiday-hours', contentValue: 'Closed Thanksgiving Day; emergency dispatch remains available 24/7.', contentType: 'text', isActive: false },
];

/** Extra services staff price per shipment (their usual LTL surcharges), offered on the quote forms. */
export const DEMO_ACCESSORIALS = [
  { name: 'Liftgate delivery', price: '75.00', description: 'A truck with a liftgate where there is no dock.', isActive: true },
  { name: 'Residential delivery', price: '95.00', description: 'Delivery to a home or a business run from one.', isActive: true },
  { name: 'Inside delivery', price: '125.00', description: 'Past the threshold, beyond the dock or front door.', isActive: true },
  { name: 'Limited access', price: '85.00', description: 'Schools, farms, construction sites, military bases, storage units.', isActive: true },
  { name: 'Delivery appointment', price: '35.00', description: 'The consignee is called for a delivery window.', isActive: true },
  { name: 'Hazardous materials', price: '150.00', description: 'Placarded hazmat, with its paperwork checked.', isActive: true },
];
