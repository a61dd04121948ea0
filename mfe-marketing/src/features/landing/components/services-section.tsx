import styled from 'styled-components';
import { Card, CardTitle } from '@freight/ui';
import { LandingSection } from '../../../components/landing-section';
import { SECTIONS } from '../../../components/sections';
import { SERVICE_CARDS, type ServiceCardContent } from '../content/services';
import { ServiceIcon } from './service-icon';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.orange100};
  color: ${({ theme }) => theme.colors.accentStrong};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    position: relative;
    padding-left: 1.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.35em;
    width: 0.45rem;
    height: 0.8rem;
    border: solid ${({ theme }) => theme.colors.green600};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

function ServiceCard({ service }: { service: ServiceCardContent }) {
  return (
    <li>
      <Card as="article" padding="lg" interactive accent style={{ height: '100%' }}>
        <IconTile>
          <ServiceIcon name={service.icon} />
        </IconTile>
        <CardTitle>{service.title}</CardTitle>
        <Description>{service.description}</Description>
        <Features aria-label={`${service.title} features`}>
          {service.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
      </Card>
    </li>
  );
}

export function ServicesSection() {
  return (
    <LandingSection
      id={SECTIONS.services}
      eyebrow="What we do"
      title="Comprehensive Logistics Services"
      lead="One partner for moving, storing and delivering your freight across the Northeast and beyond."
      tone="alt"
    >
      <Grid>
        {SERVICE_CARDS.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </Grid>
    </LandingSection>
  );
}
