import styled from 'styled-components';
import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE } from '@freight/domain';
import { Card } from '@freight/ui';

const Address = styled.address`
  font-style: normal;
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.navy900};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Hours = styled.ul`
  padding: 0;
  list-style: none;
`;

/** Phone lines, address and hours, all from @freight/domain. */
export function ContactDetails() {
  return (
    <Card padding="lg">
      <h3>Contact Information</h3>
      <Address>
        <Details>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            </dd>
          </div>
          <div>
            <dt>24/7 Dispatch</dt>
            <dd>
              <a href={COMPANY.dispatchPhoneHref}>{COMPANY.dispatchPhone}</a>
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{COMPANY_ADDRESS_LINE}</dd>
          </div>
          <div>
            <dt>Business Hours</dt>
            <dd>
              <Hours>
                {BUSINESS_HOURS.map((slot) => (
                  <li key={slot.days}>
                    {slot.days}: {slot.hours}
                  </li>
                ))}
              </Hours>
            </dd>
          </div>
        </Details>
      </Address>
    </Card>
  );
}
