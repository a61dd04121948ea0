export { QuoteRequestForm } from './components/quote-request-form';
