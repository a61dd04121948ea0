import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY, COVERAGE, PATHS, PROMISES } from '@freight/domain';
import { Button, Container } from '@freight/ui';
import { SectionLink } from '../../../components/section-link';
import { SECTIONS } from '../../../components/sections';
import { HeroIllustration } from './hero-illustration';
import { TrustBadge } from './trust-badge';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => `${theme.space[20]} ${theme.space[16]}`};
  color: ${({ theme }) => theme.colors.white};
  /* Stylised lanes drawn with gradients: the hero costs no image download. */
  background:
    repeating-linear-gradient(115deg, transparent 0 46px, rgba(255, 255, 255, 0.035) 46px 48px),
    radial-gradient(circle at 85% 20%, rgba(240, 106, 42, 0.28), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.navy900} 0%, ${({ theme }) => theme.colors.navy700} 100%);
  /* Focus moves here after an in-page jump so Tab continues from it; the region itself needs no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding-block: ${({ theme }) => `${theme.space[12]} ${theme.space[10]}`};
  }
`;

const Layout = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Kicker = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.orange500};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Headline = styled.h1`
  color: ${({ theme }) => theme.colors.white};
  font-size: clamp(2.1rem, 5vw, 3.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  max-width: 620px;
  color: rgba(255, 255, 255, 0.86);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
  /* An outline button drawn for the navy background. */
  && [data-on-dark] {
    border-color: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.white};
  }
  && [data-on-dark]:hover {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.navy900};
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    a { width: 100%; }
  }
`;


const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[10]};
  padding: 0;
  list-style: none;
`;

export function HeroSection() {
  return (
    <Hero id={SECTIONS.home} aria-labelledby="home-heading">
      <Layout>
        <div>
          <Kicker>{COMPANY.name}</Kicker>
          <Headline id="home-heading">Reliable Supply Chain Solutions for the Northeast</Headline>
          <Lead>
            Freight transportation, warehousing and distribution for businesses from Washington, DC to Boston, with
            same-day and next-day service within {COVERAGE.hubRadiusMiles} miles of our hubs.
          </Lead>
          <Actions>
            <Button as={Link} to={PATHS.quoteCalculator} variant="accent" size="lg">
              Instant Quote Calculator
            </Button>
            <Button as={SectionLink} section={SECTIONS.contact} variant="outline" size="lg" data-on-dark="">
              Get Free Quote
            </Button>
          </Actions>
          <Badges aria-label="Our promises">
            <TrustBadge icon="clock">{PROMISES.quoteResponseBadge}</TrustBadge>
            <TrustBadge icon="shield">{PROMISES.insuranceBadge}</TrustBadge>
          </Badges>
        </div>
        <HeroIllustration />
      </Layout>
    </Hero>
  );
}
