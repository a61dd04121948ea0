export { SiteHeader } from './components/site-header';
