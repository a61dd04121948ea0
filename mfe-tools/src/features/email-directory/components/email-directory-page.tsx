import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEPARTMENTS, EMERGENCY_EMAIL, PATHS } from '@freight/domain';
import { Button, CalculatorIcon, PageFrame, SectionHeading } from '@freight/ui';
import { useCopyEmail } from '../hooks/use-copy-email';
import { ContactPanel } from './contact-panel';
import { DepartmentCard } from './department-card';
import { EmergencyBanner } from './emergency-banner';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  & > header { margin-bottom: 0; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

const GridTitle = styled.h2`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

/** /emails: phone, address, hours, emergency line and one card per department. */
export function EmailDirectoryPage() {
  const copyEmail = useCopyEmail();

  return (
    <PageFrame
      back={{ to: PATHS.home, label: 'Back to Home' }}
      actions={
        <Button as={Link} to={PATHS.quoteCalculator} variant="inverse" size="sm" leftIcon={<CalculatorIcon />}>
          Quote Calculator
        </Button>
      }
    >
      <Stack>
        <SectionHeading
          level={1}
          align="left"
          eyebrow="Contact us"
          title="Department Email Directory"
          description="Reach the right team directly. Every department answers within its stated response time during business hours."
        />
        <ContactPanel />
        <EmergencyBanner />
        <GridTitle>Departments</GridTitle>
        <Grid>
          {DEPARTMENTS.map((d) => (
            <DepartmentCard key={d.email} department={d} emergency={d.email === EMERGENCY_EMAIL} onCopy={copyEmail} />
          ))}
        </Grid>
      </Stack>
    </PageFrame>
  );
}
