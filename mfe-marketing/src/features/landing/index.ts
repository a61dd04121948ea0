export { HeroSection } from './components/hero-section';
export { ServicesSection } from './components/services-section';
export { AboutSection } from './components/about-section';
export { CoverageSection } from './components/coverage-section';
export { TestimonialsSection } from './components/testimonials-section';
export { ContactSection } from './components/contact-section';
export { SiteFooter } from './components/site-footer';
export { CredentialsStrip } from './components/credentials-strip';
