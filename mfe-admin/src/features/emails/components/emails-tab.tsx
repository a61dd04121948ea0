import styled from 'styled-components';
import { DemoMailbox } from './demo-mailbox';
import { FailedMail } from './failed-mail';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** Delivery problems staff can act on, and in demo mode the mail itself. */
export function EmailsTab() {
  return (
    <Stack as="section">
      <FailedMail />
      <DemoMailbox />
    </Stack>
  );
}
