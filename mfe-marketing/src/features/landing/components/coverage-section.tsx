import styled from 'styled-components';
import { COVERAGE } from '@freight/domain';
import { Card, CardTitle, CardDescription } from '@freight/ui';
import { LandingSection } from '../../../components/landing-section';
import { SECTIONS } from '../../../components/sections';
import { CAPABILITIES } from '../content/about';
import { CoverageMap } from './coverage-map';
import { MarketList } from './market-list';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    margin-top: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Key = styled.span<{ $kind: 'core' | 'extended' | 'radius' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px ${({ $kind }) => ($kind === 'radius' ? 'dashed' : 'solid')} ${({ theme }) => theme.colors.accent};
    background: ${({ theme, $kind }) =>
      $kind === 'core' ? theme.colors.accent : $kind === 'extended' ? theme.colors.white : theme.colors.orange100};
  }
`;

const Capabilities = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    margin-top: ${({ theme }) => theme.space[8]};
  }
`;

export function CoverageSection() {
  return (
    <LandingSection
      id={SECTIONS.coverage}
      eyebrow="Service area"
      title="Northeast Coverage, Nationwide Reach"
      lead="Hubs in the New York, New Jersey and Pennsylvania corridor put most of the Northeast within a day's drive."
      tone="alt"
    >
      <Layout>
        <Figure>
          <CoverageMap />
          <figcaption>
            <Key $kind="core">Core market</Key>
            <Key $kind="extended">Extended market</Key>
            <Key $kind="radius">{`${COVERAGE.hubRadiusMiles}-mile same-day / next-day radius`}</Key>
          </figcaption>
        </Figure>
        <div>
          <MarketList title="Core Markets" markets={COVERAGE.coreMarkets} core />
          <MarketList title="Extended Markets" markets={COVERAGE.extendedMarkets} />
        </div>
      </Layout>
      <Capabilities>
        {CAPABILITIES.map((capability) => (
          <li key={capability.title}>
            <Card accent style={{ height: '100%' }}>
              <CardTitle>{capability.title}</CardTitle>
              <CardDescription>{capability.description}</CardDescription>
            </Card>
          </li>
        ))}
      </Capabilities>
    </LandingSection>
  );
}
