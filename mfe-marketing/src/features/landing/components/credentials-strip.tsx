import type { ReactElement } from 'react';
import styled from 'styled-components';
import { CREDENTIAL_MARKS, CREDENTIALS_HEADLINE, type CredentialIcon } from '@freight/domain';
import { Container, PackageIcon, ShieldIcon, TruckIcon } from '@freight/ui';

const Band = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Below this width the four marks go two by two. */
const NARROW = '@media (max-width: 1099.98px)';

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
`;

const Lead = styled.h2`
  color: ${({ theme }) => theme.colors.orange700};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Marks = styled.ul`
  display: grid;
  /* The licence and the cargo insurance have the longest lines. */
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1.15fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  ${NARROW} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Mark = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    padding-left: 0;
    border-left: 0;
  }
  ${NARROW} {
    padding-left: 0;
    border-left: 0;
  }
`;

const Badge = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.navy800};
  color: ${({ theme }) => theme.colors.orange500};
`;

const Title = styled.p`
  color: ${({ theme }) => theme.colors.navy900};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
`;

/** A seal: the broker's licence (a document with a check). */
function LicenseIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M8 15l2.5 2.5L16 12" />
    </svg>
  );
}

const ICONS: Record<CredentialIcon, () => ReactElement> = {
  license: LicenseIcon,
  cargo: () => <ShieldIcon size={22} />,
  liability: () => <TruckIcon size={22} />,
  bond: () => <PackageIcon size={22} />,
};

/** The company's licence and insurance, right under the hero: what a shipper checks before booking a broker. */
export function CredentialsStrip() {
  return (
    <Band>
      <Inner>
        <Lead>{CREDENTIALS_HEADLINE}</Lead>
        <Marks>
          {CREDENTIAL_MARKS.map((mark) => {
            const Icon = ICONS[mark.icon];
            return (
              <Mark key={mark.icon}>
                <Badge>
                  <Icon />
                </Badge>
                <div>
                  <Title>{mark.title}</Title>
                  <Detail>{mark.detail}</Detail>
                </div>
              </Mark>
            );
          })}
        </Marks>
      </Inner>
    </Band>
  );
}
