import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Department } from '@freight/domain';
import { Badge, Button, Card, CardDescription, CardFooter, CardHeader, CardTitle, CheckIcon, ClockIcon, CopyIcon, MailIcon } from '@freight/ui';

const Address = styled.p`
  color: ${({ theme }) => theme.colors.navy600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

// Long addresses break before the @ rather than mid-word.
const breakableEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return (
    <>
      {local}
      <wbr />@{domain}
    </>
  );
};

const Response = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; color: ${({ theme }) => theme.colors.accentStrong}; }
`;

const Actions = styled(CardFooter)`
  & > * { flex: 1 1 8rem; }
`;

export interface DepartmentCardProps {
  department: Department;
  emergency?: boolean;
  onCopy: (email: string) => Promise<boolean>;
}

const COPIED_FEEDBACK_MS = 2000;

export function DepartmentCard({ department, emergency = false, onCopy }: DepartmentCardProps) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await onCopy(department.email))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <Card as="article" aria-labelledby={titleId} accent={emergency} interactive>
      <CardHeader>
        <CardTitle id={titleId}>{department.department}</CardTitle>
        {emergency && <Badge tone="danger">24/7</Badge>}
      </CardHeader>
      <CardDescription>{department.description}</CardDescription>
      <Address>{breakableEmail(department.email)}</Address>
      <Response>
        <ClockIcon size={16} />
        <span>Response time: {department.responsetime}</span>
      </Response>
      <Actions>
        <Button variant="secondary" size="sm" onClick={copy} aria-describedby={titleId} leftIcon={copied ? <CheckIcon /> : <CopyIcon />}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button as="a" href={`mailto:${department.email}`} variant={emergency ? 'danger' : 'primary'} size="sm" aria-describedby={titleId} leftIcon={<MailIcon />}>
          Send Email
        </Button>
      </Actions>
    </Card>
  );
}
