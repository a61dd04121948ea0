import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { User } from '@freight/domain';
import { Alert, PageFrame, Spinner } from '@freight/ui';
import { DENIALS, useAdminGate } from '../hooks/use-admin-gate';

const Center = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  text-align: center;
`;

/** Shows `children(user)` to admins only; everyone else sees why and is sent on after 2 seconds. */
export function AdminGate({ children }: { children: (user: User) => ReactNode }) {
  const gate = useAdminGate();
  if (gate.state === 'granted') return <>{children(gate.user)}</>;
  return (
    <PageFrame>
      <Center>
        {gate.state === 'verifying' ? (
          <Spinner size="lg" label="Verifying Admin Access..." showLabel />
        ) : (
          <Alert tone="danger" title={DENIALS[gate.denial].title}>
            {DENIALS[gate.denial].description}
          </Alert>
        )}
      </Center>
    </PageFrame>
  );
}
