import { Fragment } from 'react';
import styled from 'styled-components';
import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE } from '@freight/domain';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@freight/ui';

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.3fr);
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.navy900};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const Block = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  & > svg { flex: none; margin-top: 2px; color: ${({ theme }) => theme.colors.orange500}; }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Strong = styled.a`
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.orange500}; text-decoration: underline; }
`;

const Address = styled.address`
  font-style: normal;
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem ${({ theme }) => theme.space[3]};
  margin: 0;
  dt { color: rgba(255, 255, 255, 0.75); }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; white-space: nowrap; }
`;

/** Phone, address and business hours. */
export function ContactPanel() {
  return (
    <Panel aria-label="Contact information">
      <Block>
        <PhoneIcon size={22} />
        <div>
          <Title>Phone</Title>
          <Strong href={COMPANY.phoneHref}>{COMPANY.phone}</Strong>
        </div>
      </Block>
      <Block>
        <MapPinIcon size={22} />
        <div>
          <Title>Address</Title>
          <Address>{COMPANY_ADDRESS_LINE}</Address>
        </div>
      </Block>
      <Block>
        <ClockIcon size={22} />
        <div>
          <Title>Business Hours</Title>
          <Hours>
            {BUSINESS_HOURS.map((h) => (
              <Fragment key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.hours}</dd>
              </Fragment>
            ))}
          </Hours>
        </div>
      </Block>
    </Panel>
  );
}
