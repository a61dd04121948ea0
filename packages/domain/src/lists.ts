/** Selectable lists. Values are what the API stores; labels are what pages show. */

export const PUBLIC_QUOTE_SERVICES = [
  'Freight Transportation',
  'Warehousing & Storage',
  'Distribution Services',
  'Supply Chain Consulting',
  'Specialized Cargo',
  'Technology Solutions',
  'Multiple Services',
] as const;

export const PORTAL_QUOTE_SERVICES = [
  'Freight Transportation',
  'Warehousing & Distribution',
  'Supply Chain Management',
  'Last-Mile Delivery',
  'Cross-Docking',
  'Inventory Management',
  'Other',
] as const;

export const QUOTE_STATUSES = ['pending', 'approved', 'rejected', 'in-progress', 'completed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

/** An unknown status is shown as pending. */
export function normalizeQuoteStatus(status: string | null | undefined): QuoteStatus {
  return (QUOTE_STATUSES as readonly string[]).includes(status ?? '') ? (status as QuoteStatus) : 'pending';
}

export const ACCOUNT_TYPES = ['customer', 'shipper', 'carrier', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  customer: 'Customer',
  shipper: 'Shipper',
  carrier: 'Carrier',
  admin: 'Admin',
};

export interface Option {
  value: string;
  label: string;
}

export const BUSINESS_TYPES: readonly Option[] = [
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'distributor', label: 'Distributor' },
  { value: 'retailer', label: 'Retailer' },
  { value: 'importer', label: 'Importer/Exporter' },
  { value: '3pl', label: '3PL Provider' },
  { value: 'other', label: 'Other' },
];

export const SHIPPING_VOLUMES: readonly Option[] = [
  { value: '1-10', label: '1-10 shipments per month' },
  { value: '11-50', label: '11-50 shipments per month' },
  { value: '51-100', label: '51-100 shipments per month' },
  { value: '100+', label: '100+ shipments per month' },
];

export const COMMODITIES = [
  'General Freight',
  'Food & Beverage',
  'Automotive Parts',
  'Construction Materials',
  'Electronics',
  'Chemicals',
  'Paper Products',
  'Textiles',
  'Machinery',
  'Consumer Goods',
] as const;

export const SHIPPER_REGIONS = [
  'Northeast',
  'Southeast',
  'Midwest',
  'Southwest',
  'West Coast',
  'Mountain West',
  'Great Lakes',
  'Gulf States',
  'Pacific Northwest',
  'All US States',
] as const;

export const CARRIER_REGIONS = [...SHIPPER_REGIONS, 'Cross-Border (Canada/Mexico)'] as const;

export const EQUIPMENT_TYPES = [
  'Dry Van',
  'Refrigerated Trailer',
  'Flatbed',
  'Step Deck',
  'Lowboy',
  'Container Chassis',
  'Tank Trailer',
  'Auto Carrier',
  'Heavy Haul',
  'Specialized',
] as const;

export const FLEET_SIZES: readonly Option[] = [
  { value: '1-5', label: '1-5 trucks' },
  { value: '6-15', label: '6-15 trucks' },
  { value: '16-50', label: '16-50 trucks' },
  { value: '51-100', label: '51-100 trucks' },
  { value: '100+', label: '100+ trucks' },
];

export const SAFETY_RATINGS: readonly Option[] = [
  { value: 'satisfactory', label: 'Satisfactory' },
  { value: 'conditional', label: 'Conditional' },
  { value: 'unsatisfactory', label: 'Unsatisfactory' },
  { value: 'not-rated', label: 'Not Rated' },
];

export const values = (options: readonly Option[]): string[] => options.map((o) => o.value);

export const CONTENT_TYPES = ['text', 'html', 'markdown', 'url', 'number'] as const;
