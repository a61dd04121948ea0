import { COMPANY, COVERAGE } from '@freight/domain';

/** Copy of the about and coverage sections; the facts in it (names, radius, states) come from @freight/domain. */
export const MISSION_STATEMENT = `Our mission is to keep Northeast businesses moving with freight, warehousing and distribution services they can count on: honest pricing, on-time delivery and people who answer the phone. ${COMPANY.shortName} combines a regional carrier network with modern technology so every shipment arrives safely, on schedule and on budget.`;

export const VALUES: readonly { title: string; description: string }[] = [
  { title: 'Reliability', description: 'We commit to pickup and delivery windows we can keep, and then we keep them.' },
  { title: 'Integrity', description: 'Transparent quotes, no hidden fees and straight answers when plans change.' },
  { title: 'Innovation', description: 'Live tracking, instant estimates and data-driven routing that lower your costs.' },
];

export const CAPABILITIES: readonly { title: string; description: string }[] = [
  {
    title: 'Same-Day & Next-Day Delivery',
    description: `Same-day or next-day delivery within a ${COVERAGE.hubRadiusMiles}-mile radius of our hubs.`,
  },
  {
    title: 'Nationwide Reach',
    description: `Regional partner networks reaching all ${COVERAGE.statesReached} contiguous states.`,
  },
  {
    title: 'Cross-Border Shipping',
    description: 'Customs brokerage for shipments to and from Canada and Mexico.',
  },
];
