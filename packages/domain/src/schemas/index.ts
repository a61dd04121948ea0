/**
 * The Joi schemas and their messages: `@freight/domain/schemas`. A separate entry point so pages
 * load Joi only when a form is validated, not before their first render.
 */
export * from './helpers';
export * from './auth';
export * from './quotes';
export * from './admin';
export * from './lanes';
export * from './pricing';
export * from './shipments';
export * from './invoices';
export * from './payables';
export * from './customer-billing';
export * from './companies';
