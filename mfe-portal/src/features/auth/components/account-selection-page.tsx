import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@freight/domain';
import { Button, Card, PackageIcon, TruckIcon, CalculatorIcon } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';

interface Choice {
  to: string;
  title: string;
  description: string;
  Icon: ComponentType<{ size?: number }>;
}

const CHOICES: readonly Choice[] = [
  { to: PATHS.register, title: 'Customer', description: 'Request freight quotes and follow them in your portal.', Icon: CalculatorIcon },
  { to: PATHS.shipperRegister, title: 'Shipper', description: 'Ship regularly? Tell us your commodities, volumes and lanes.', Icon: PackageIcon },
  { to: PATHS.carrierRegister, title: 'Carrier', description: 'Haul for us: register your authority, equipment and coverage.', Icon: TruckIcon },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ChoiceLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.orange100};
  color: ${({ theme }) => theme.colors.orange700};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function AccountSelectionPage() {
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Choose the account that fits how you work with us."
      width="wide"
      footer={
        <>
          Already have an account?{' '}
          <Button as={Link} to={PATHS.login} variant="outline" size="sm">
            Sign In
          </Button>
        </>
      }
    >
      <Grid>
        {CHOICES.map(({ to, title, description, Icon }) => (
          <li key={to}>
            <ChoiceLink to={to}>
              <Card interactive style={{ height: '100%' }}>
                <IconBadge aria-hidden="true">
                  <Icon size={24} />
                </IconBadge>
                <Title>{title}</Title>
                <Description>{description}</Description>
              </Card>
            </ChoiceLink>
          </li>
        ))}
      </Grid>
    </AuthLayout>
  );
}
