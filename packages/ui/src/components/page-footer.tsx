import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE, COMPANY_CREDENTIALS, CREDENTIALS_LINE, PATHS, TOOL_LINKS } from '@freight/domain';
import { Container } from './container';
import { Logo } from './logo';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.navy900};
  color: rgba(255, 255, 255, 0.8);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled(Container)`
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.white};
    text-decoration: none;
  }
  a:hover { color: ${({ theme }) => theme.colors.orange500}; text-decoration: underline; }
  ${({ theme }) => theme.media.mobile} { a { min-height: 44px; } }
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Address = styled.address`
  font-style: normal;
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  padding-block: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: rgba(255, 255, 255, 0.72);
`;

const BottomInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[6]}`};
`;

/** The licence and insurance, under the tagline. */
const Credentials = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Compact footer shared by every standalone page frame. */
export function PageFooter() {
  return (
    <Foot data-print="hide">
      <Inner>
        <div>
          <Logo tone="light" size={32} />
          <Tagline>{COMPANY.tagline}.</Tagline>
          <Credentials>{COMPANY_CREDENTIALS.authority}</Credentials>
        </div>
        <div>
          <Heading>Contact</Heading>
          <Lines>
            <li>{COMPANY.name}</li>
            <li>
              <Address>{COMPANY_ADDRESS_LINE}</Address>
            </li>
            <li>
              <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            </li>
            {BUSINESS_HOURS.map((h) => (
              <li key={h.days}>
                {h.days}: {h.hours}
              </li>
            ))}
          </Lines>
        </div>
        <nav aria-label="Footer">
          <Heading>Tools</Heading>
          <Lines>
            {TOOL_LINKS.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path}>{tool.label}</Link>
              </li>
            ))}
            <li>
              <Link to={PATHS.home}>Home</Link>
            </li>
          </Lines>
        </nav>
      </Inner>
      <Bottom>
        <BottomInner>
          <span>
            © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
          </span>
          <span>{CREDENTIALS_LINE}</span>
        </BottomInner>
      </Bottom>
    </Foot>
  );
}
