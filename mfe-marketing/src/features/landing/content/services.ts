/** Marketing copy for the six service cards; titles match the public quote services. */
export type ServiceIconName = 'truck' | 'warehouse' | 'distribution' | 'consulting' | 'cargo' | 'technology';

export interface ServiceCardContent {
  icon: ServiceIconName;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
}

export const SERVICE_CARDS: readonly ServiceCardContent[] = [
  {
    icon: 'truck',
    title: 'Freight Transportation',
    description: 'Full truckload and LTL freight moved on time across the Northeast corridor and beyond.',
    features: ['Full truckload (FTL) and LTL', 'Expedited and time-critical loads', 'Real-time shipment tracking', 'Vetted, insured carrier network'],
  },
  {
    icon: 'warehouse',
    title: 'Warehousing & Storage',
    description: 'Secure, climate-aware storage close to the Port of New York and New Jersey.',
    features: ['Short- and long-term storage', 'Climate-controlled space', 'Inventory management', '24/7 monitored security'],
  },
  {
    icon: 'distribution',
    title: 'Distribution Services',
    description: 'Pick, pack and deliver to stores, job sites and customers on a schedule you can rely on.',
    features: ['Cross-docking', 'Pick, pack and kitting', 'Retail and e-commerce fulfillment', 'Scheduled last-mile delivery'],
  },
  {
    icon: 'consulting',
    title: 'Supply Chain Consulting',
    description: 'Logistics specialists who find the cost, time and risk hiding in your network.',
    features: ['Network and lane analysis', 'Freight cost optimization', 'Carrier and mode selection', 'Risk and continuity planning'],
  },
  {
    icon: 'cargo',
    title: 'Specialized Cargo',
    description: 'Oversized, high-value, temperature-sensitive and hazardous freight handled by trained crews.',
    features: ['Oversized and heavy haul', 'Refrigerated freight', 'Hazmat-certified drivers', 'High-value cargo security'],
  },
  {
    icon: 'technology',
    title: 'Technology Solutions',
    description: 'Visibility and data that keep your team and your customers informed at every step.',
    features: ['Online quotes and booking', 'Live load tracking', 'EDI and API integration', 'Performance reporting'],
  },
];
