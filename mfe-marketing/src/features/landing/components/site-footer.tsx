import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY, COMPANY_ADDRESS_LINE, COMPANY_CREDENTIALS, CREDENTIALS_HEADLINE, INSURANCE_LINE, TOOL_LINKS } from '@freight/domain';
import { Container, Logo } from '@freight/ui';
import { SectionLink } from '../../../components/section-link';
import { SECTIONS, type SectionId } from '../../../components/sections';
import { PlaceholderLink } from './placeholder-link';

const Footer = styled.footer`
  padding-block: ${({ theme }) => `${theme.space[16]} ${theme.space[8]}`};
  background: ${({ theme }) => theme.colors.navy900};
  color: rgba(255, 255, 255, 0.8);
  a {
    color: rgba(255, 255, 255, 0.86);
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.orange500};
    text-decoration: underline;
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.6fr repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[8]};
    & > :first-child,
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: 2px;
  }
`;

const Contact = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-style: normal;
  a {
    white-space: nowrap;
  }
`;

/** The licence and insurance, set apart like the seal on a letterhead. */
const Credentials = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.04);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    color: ${({ theme }) => theme.colors.orange500};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  p {
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FOOTER_SECTIONS: readonly { id: SectionId; label: string }[] = [
  { id: SECTIONS.services, label: 'Services' },
  { id: SECTIONS.about, label: 'About' },
  { id: SECTIONS.coverage, label: 'Coverage' },
  { id: SECTIONS.testimonials, label: 'Testimonials' },
  { id: SECTIONS.contact, label: 'Contact' },
];

const PLACEHOLDERS = ['Privacy Policy', 'Terms of Service', 'Careers', 'Safety'];

export function SiteFooter() {
  return (
    <Footer data-print="hide">
      <Container>
        <Columns>
          <Brand>
            <Logo tone="light" />
            <p>{COMPANY.tagline}.</p>
            <Contact>
              <span>{COMPANY_ADDRESS_LINE}</span>
              <span>
                Office <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
              </span>
              <span>
                24/7 dispatch <a href={COMPANY.dispatchPhoneHref}>{COMPANY.dispatchPhone}</a>
              </span>
            </Contact>
            <Credentials>
              <h3>{CREDENTIALS_HEADLINE}</h3>
              <p>
                {COMPANY_CREDENTIALS.usdot} · {COMPANY_CREDENTIALS.mc}
              </p>
              <p>{INSURANCE_LINE}</p>
            </Credentials>
          </Brand>
          <nav aria-label="Footer sections">
            <h2>Company</h2>
            <Links>
              {FOOTER_SECTIONS.map((section) => (
                <li key={section.id}>
                  <SectionLink section={section.id}>{section.label}</SectionLink>
                </li>
              ))}
            </Links>
          </nav>
          <nav aria-label="Footer tools">
            <h2>Tools</h2>
            <Links>
              {TOOL_LINKS.map((tool) => (
                <li key={tool.path}>
                  <Link to={tool.path}>{tool.label}</Link>
                </li>
              ))}
            </Links>
          </nav>
          <div>
            <h2>Policies</h2>
            <Links>
              {PLACEHOLDERS.map((label) => (
                <li key={label}>
                  <PlaceholderLink>{label}</PlaceholderLink>
                </li>
              ))}
            </Links>
          </div>
        </Columns>
        <Legal>
          <p>
            © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
          </p>
          <p>{COMPANY_CREDENTIALS.authority}</p>
        </Legal>
      </Container>
    </Footer>
  );
}
