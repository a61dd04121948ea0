import styled from 'styled-components';
import { formatEasternDateTime, type QuoteEmail } from '@freight/domain';
import { Badge, type BadgeTone } from '@freight/ui';
import { useGetAdminQuoteEmailsQuery } from '../api/admin-quotes-api';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  summary { cursor: pointer; color: ${({ theme }) => theme.colors.textMuted}; }
  pre { margin: ${({ theme }) => theme.space[2]} 0 0; white-space: pre-wrap; font-family: inherit; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const STATUS: Record<QuoteEmail['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Every email recorded for a quote: to whom, what, when and how its delivery went. */
export function QuoteEmails({ quoteId }: { quoteId: number }) {
  const { data, isLoading, isError } = useGetAdminQuoteEmailsQuery(quoteId);
  return (
    <Section aria-labelledby={`quote-${quoteId}-emails`}>
      <Heading id={`quote-${quoteId}-emails`}>Emails for this quote</Heading>
      {isLoading && <Line>Loading emails…</Line>}
      {isError && <Line>The emails could not be loaded.</Line>}
      {data && data.length === 0 && <Line>No emails recorded for this quote yet.</Line>}
      {data && data.length > 0 && (
        <List>
          {data.map((mail) => (
            <Item key={mail.id}>
              <strong>{mail.subject}</strong>
              <Line>
                <Badge tone={STATUS[mail.status].tone}>{STATUS[mail.status].label}</Badge>
                <span>{`To ${mail.to}`}</span>
                <span>{formatEasternDateTime(mail.sentAt ?? mail.createdAt)}</span>
              </Line>
              {mail.lastError && mail.status !== 'sent' && <Line>{`Last error: ${mail.lastError}`}</Line>}
              <details>
                <summary>Show the email</summary>
                <pre>{mail.text}</pre>
              </details>
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
