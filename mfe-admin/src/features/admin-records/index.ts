export { AdminRecordsTab } from './components/admin-records-tab';
export { accessorials } from './kinds/accessorials';
export { carrierRates } from './kinds/carrier-rates';
export { equipmentPricing } from './kinds/equipment-pricing';
export { websiteContent } from './kinds/website-content';
