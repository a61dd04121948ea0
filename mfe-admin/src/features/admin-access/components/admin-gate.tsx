import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { User } from '@freight/domain';
import { Alert, Spinner } from '@freight/ui';
import { DENIALS, type AdminGate as GateState } from '../hooks/use-admin-gate';

const Center = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  text-align: center;
`;

export interface AdminGateProps {
  /** useAdminGate()'s answer; the page owns the check, so its frame can follow it too. */
  gate: GateState;
  children: (user: User) => ReactNode;
}

/** Shows `children(user)` to admins only; everyone else sees why (and useAdminGate sends them on after 2 seconds). */
export function AdminGate({ gate, children }: AdminGateProps) {
  if (gate.state === 'granted') return <>{children(gate.user)}</>;
  return (
    <Center>
      {gate.state === 'verifying' ? (
        <Spinner size="lg" label="Verifying Admin Access..." showLabel />
      ) : (
        <Alert tone="danger" title={DENIALS[gate.denial].title}>
          {DENIALS[gate.denial].description}
        </Alert>
      )}
    </Center>
  );
}
