import styled from 'styled-components';
import { COMPANY, STATS } from '@freight/domain';
import { LandingSection } from '../../../components/landing-section';
import { SECTIONS } from '../../../components/sections';
import { MISSION_STATEMENT, VALUES } from '../content/about';
import { HubIllustration } from './hub-illustration';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: ${({ theme }) => theme.space[12]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const SubHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ValuesHeading = styled(SubHeading)`
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Mission = styled.p`
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Values = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.navy800};
    color: ${({ theme }) => theme.colors.white};
    text-align: center;
  }
  dt {
    color: rgba(255, 255, 255, 0.82);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.orange500};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: 1.1;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export function AboutSection() {
  return (
    <LandingSection id={SECTIONS.about} eyebrow="About us" title="Your Northeast Logistics Partner">
      <Layout>
        <div>
          <SubHeading>Our Mission</SubHeading>
          <Mission>{MISSION_STATEMENT}</Mission>
          <ValuesHeading>Our Values</ValuesHeading>
          <Values>
            {VALUES.map((value) => (
              <li key={value.title}>
                <h4>{value.title}</h4>
                <p>{value.description}</p>
              </li>
            ))}
          </Values>
        </div>
        <Aside>
          <Stats aria-label={`${COMPANY.shortName} by the numbers`}>
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
          <HubIllustration />
        </Aside>
      </Layout>
    </LandingSection>
  );
}
