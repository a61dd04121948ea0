import { COMPANY } from './company';

export interface Department {
  department: string;
  email: string;
  description: string;
  responsetime: string;
}

const at = (local: string) => `${local}@${COMPANY.emailDomain}`;

export const QUOTES_EMAIL = at('quotes');
export const EMERGENCY_EMAIL = at('dispatch');
/** Where carriers reach the team that verifies them and offers loads. */
export const OPERATIONS_EMAIL = at('operations');

/** The department directory, in the order shown on /emails. */
export const DEPARTMENTS: readonly Department[] = [
  {
    department: 'General Inquiries',
    email: at('info'),
    description: 'Questions about our company, services and partnerships.',
    responsetime: '4 hours (business hours)',
  },
  {
    department: 'Quote Requests',
    email: QUOTES_EMAIL,
    description: 'Freight, warehousing and distribution pricing for your shipments.',
    responsetime: '2 hours (business hours)',
  },
  {
    department: 'Sales',
    email: at('sales'),
    description: 'New accounts, contract pricing and long-term logistics programs.',
    responsetime: '3 hours (business hours)',
  },
  {
    department: 'Customer Support',
    email: at('support'),
    description: 'Help with existing shipments, tracking, documents and your account.',
    responsetime: '1 hour (business hours)',
  },
  {
    department: 'Emergency Dispatch',
    email: EMERGENCY_EMAIL,
    description: 'Urgent shipment issues, breakdowns and time-critical freight, around the clock.',
    responsetime: '24/7 - immediate response',
  },
  {
    department: 'Operations',
    email: OPERATIONS_EMAIL,
    description: 'Pickup and delivery scheduling, dock appointments and load coordination.',
    responsetime: '30 minutes (business hours)',
  },
  {
    department: 'Human Resources',
    email: at('hr'),
    description: 'Careers, driver recruiting and employment verification.',
    responsetime: '24 hours (business hours)',
  },
  {
    department: 'Accounting',
    email: at('accounting'),
    description: 'Invoices, payments, carrier settlements and credit applications.',
    responsetime: '4 hours (business hours)',
  },
];
