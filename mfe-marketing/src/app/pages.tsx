import type { ComponentType } from 'react';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { SkipLink } from '@freight/ui';
import {
  AboutSection,
  ContactSection,
  CoverageSection,
  CredentialsStrip,
  HeroSection,
  ServicesSection,
  SiteFooter,
  TestimonialsSection,
} from '../features/landing';
import { QuoteRequestForm } from '../features/quote-request';
import { SiteHeader } from '../features/site-header';

const Main = styled.main`
  /* Focus moves here after an in-page jump so Tab continues from it; the region itself needs no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

/** The landing page: header, the six sections in order, footer. */
export function LandingPage() {
  return (
    <>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <SiteHeader />
      <Main id="main-content" tabIndex={-1}>
        <HeroSection />
        <CredentialsStrip />
        <ServicesSection />
        <AboutSection />
        <CoverageSection />
        <TestimonialsSection />
        <ContactSection form={<QuoteRequestForm />} />
      </Main>
      <SiteFooter />
    </>
  );
}

const pages: Record<string, ComponentType> = {
  [PATHS.home]: LandingPage,
  [PATHS.homeAlias]: LandingPage,
};

export default pages;
