import { useState } from 'react';
import styled from 'styled-components';
import type { DemoMailItem } from '@freight/domain';
import { Button, Card, CardTitle, EmptyState } from '@freight/ui';
import { Muted } from '../../../components/list-toolbar';
import { TableState } from '../../../components/table-state';
import { useGetDemoMailboxQuery } from '../api/mail-api';

const REFRESH_MS = 5000;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 1fr) 2fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 40rem;
  overflow-y: auto;

  button {
    display: grid;
    gap: 2px;
    width: 100%;
    padding: ${({ theme }) => theme.space[3]};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
    background: none;
    text-align: left;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.gray100};
  }
`;

const Headers = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};

  dt {
    color: ${({ theme }) => theme.colors.gray700};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Frame = styled.iframe`
  width: 100%;
  height: 32rem;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
`;

const PlainText = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function MailView({ mail }: { mail: DemoMailItem }) {
  return (
    <article aria-label={`Email: ${mail.subject}`}>
      <Headers>
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
        <dt>From</dt>
        <dd>{mail.from}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        {mail.replyTo && (
          <>
            <dt>Reply-To</dt>
            <dd>{mail.replyTo}</dd>
          </>
        )}
        <dt>Received</dt>
        <dd>{when(mail.receivedAt)}</dd>
      </Headers>
      {/* An empty sandbox: the email's HTML renders, but runs no script and reaches nothing of this page. */}
      <Frame title="HTML part" sandbox="" srcDoc={mail.html} />
      <details>
        <summary>Plain-text part</summary>
        <PlainText>{mail.text}</PlainText>
      </details>
    </article>
  );
}

/** Every email the demo sent, caught by the site's own SMTP server on loopback. */
export function DemoMailbox() {
  const { data, isLoading, isError, refetch, isFetching } = useGetDemoMailboxQuery(undefined, { pollingInterval: REFRESH_MS });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const messages = data?.messages ?? [];
  const selected = messages.find((m) => m.id === selectedId) ?? messages[0];
  return (
    <Card as="section" aria-label="Demo mailbox">
      <CardTitle as="h2">Demo mailbox</CardTitle>
      {data && !data.enabled ? (
        <EmptyState title="The demo mailbox is off" description="SMTP_URL is set, so every email goes to that server." />
      ) : (
        <>
          <p>
            <Muted>Every email the site sends in demo mode is caught here (the newest 200).</Muted>{' '}
            <Button size="sm" variant="outline" onClick={() => void refetch()} loading={isFetching}>
              Refresh
            </Button>
          </p>
          <TableState isLoading={isLoading} isError={isError} isEmpty={messages.length === 0} empty="No emails yet" />
          {selected && (
            <Layout>
              <List aria-label="Caught emails">
                {messages.map((m) => (
                  <li key={m.id}>
                    <button type="button" aria-current={m.id === selected.id} onClick={() => setSelectedId(m.id)}>
                      <strong>{m.subject}</strong>
                      <Muted>{`To ${m.to} · ${when(m.receivedAt)}`}</Muted>
                    </button>
                  </li>
                ))}
              </List>
              <MailView mail={selected} />
            </Layout>
          )}
        </>
      )}
    </Card>
  );
}
