import styled from 'styled-components';
import { Card, CardDescription, CardTitle } from '@freight/ui';

const FEATURES = [
  { title: 'User Management', text: 'Activate, deactivate and grant admin rights to accounts.' },
  { title: 'Quote Management', text: 'Review quote requests, set their status and pricing.' },
  { title: 'Carrier Rates', text: 'Maintain carrier rates and equipment pricing.' },
  { title: 'Website Control', text: 'Update website content and settings.' },
] as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The admin portal's four feature cards. */
export function PortalFeatures() {
  return (
    <Grid>
      {FEATURES.map((feature) => (
        <Card key={feature.title} padding="sm">
          <CardTitle as="h2">{feature.title}</CardTitle>
          <CardDescription>{feature.text}</CardDescription>
        </Card>
      ))}
    </Grid>
  );
}
