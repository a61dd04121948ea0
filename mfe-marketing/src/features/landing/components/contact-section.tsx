import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, PROMISES } from '@freight/domain';
import { Button, Card } from '@freight/ui';
import { LandingSection } from '../../../components/landing-section';
import { SECTIONS } from '../../../components/sections';
import { ContactDetails } from './contact-details';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const CalculatorCard = styled(Card)`
  background: ${({ theme }) => theme.colors.navy800};
  border-color: ${({ theme }) => theme.colors.navy800};
  color: ${({ theme }) => theme.colors.white};
  h3 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: rgba(255, 255, 255, 0.82);
  }
`;

export interface ContactSectionProps {
  /** The quote request form; it lives in its own feature and is handed in by the page. */
  form: ReactNode;
}

export function ContactSection({ form }: ContactSectionProps) {
  return (
    <LandingSection
      id={SECTIONS.contact}
      eyebrow="Get started"
      title="Request a Free Quote"
      lead={`Tell us about your freight and our team will get back to you within ${PROMISES.quoteResponseHours} hours.`}
    >
      <Layout>
        <Card padding="lg">{form}</Card>
        <Aside>
          <CalculatorCard padding="lg">
            <h3>Need a price right now?</h3>
            <p>Estimate your shipment in seconds with our instant calculator.</p>
            <Button as={Link} to={PATHS.quoteCalculator} variant="accent">
              Instant Quote Calculator
            </Button>
          </CalculatorCard>
          <ContactDetails />
        </Aside>
      </Layout>
    </LandingSection>
  );
}
