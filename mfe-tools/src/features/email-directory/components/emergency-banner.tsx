import styled from 'styled-components';
import { COMPANY, EMERGENCY_EMAIL } from '@freight/domain';
import { AlertIcon, Button, MailIcon, PhoneIcon } from '@freight/ui';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border: 1px solid #fecaca;
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.red100};
`;

const Text = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 60ch;
  & > svg { flex: none; margin-top: 3px; color: ${({ theme }) => theme.colors.red700}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.red700}; }
  p { color: ${({ theme }) => theme.colors.gray700}; }
  a { color: ${({ theme }) => theme.colors.red700}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} { width: 100%; & > * { flex: 1 1 100%; } }
`;

/** Emergency dispatch is the one line open 24/7, so it gets its own highlighted strip and both buttons. */
export function EmergencyBanner() {
  return (
    <Banner aria-labelledby="emergency-title">
      <Text>
        <AlertIcon size={24} />
        <div>
          <h2 id="emergency-title">Emergency Dispatch: 24/7</h2>
          <p>
            Breakdowns, delays or time-critical freight? Dispatch answers around the clock at{' '}
            <a href={COMPANY.dispatchPhoneHref}>{COMPANY.dispatchPhone}</a> with immediate response.
          </p>
        </div>
      </Text>
      <Actions>
        <Button as="a" href={COMPANY.phoneHref} variant="primary" leftIcon={<PhoneIcon />}>
          Call Now
        </Button>
        <Button as="a" href={`mailto:${EMERGENCY_EMAIL}`} variant="danger" leftIcon={<MailIcon />}>
          Emergency Email
        </Button>
      </Actions>
    </Banner>
  );
}
