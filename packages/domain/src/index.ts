export * from './company';
export * from './departments';
export * from './lists';
export * from './calculator';
export * from './paths';
export * from './remote-registry';
export * from './page-titles';
export * from './api-types';
export * from './messages';
export * from './admin-records';
export * from './format';
export * from './offer';
export * from './money';
export * from './business-hours';
export * from './estimate-request';
export * from './quote-terms';
// The Joi schemas are a separate entry point: import them from '@freight/domain/schemas'.
