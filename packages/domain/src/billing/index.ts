/** Billing's rules (money in cents, terms, invoices, payments, credit notes, aging, carrier pay): `@freight/domain/billing`. */
export * from './cents';
export * from './calendar';
export * from './federal-holidays';
export * from './terms';
export * from './messages';
export * from './invoice';
export * from './invoice-lines';
export * from './series-number';
export * from './invoice-payments';
export * from './credit-note';
export * from './aging';
export * from './payable';
export * from './payable-money';
export * from './payable-list';
export * from './customer-billing';
export * from './margin';
export * from './reports';
