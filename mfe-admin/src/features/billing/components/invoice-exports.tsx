import { useId, useState } from 'react';
import styled from 'styled-components';
import { REPORT_MESSAGES, REPORT_TEXTS } from '@freight/domain/billing';
import { Alert, Field, Input } from '@freight/ui';
import { InsetPanel } from '../../../components/inset-panel';
import { ExportButton } from '../../../components/list-toolbar';

const Panel = styled(InsetPanel)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.mobile} {
    & > * { flex: 1 1 100%; }
  }
`;

const Download = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The export's address with the filters that are set. */
function exportHref(path: string, filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  return `/api/admin/billing-reports/${path}${query ? `?${query}` : ''}`;
}

/**
 * Staff's invoice downloads: every invoice (the status chosen in the list, and an invoice date
 * range) as a spreadsheet, and the sent ones as QuickBooks Online's invoice import. Both stream
 * from the server, with their progress shown.
 */
export function InvoiceExports({ status }: { status: string }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const headingId = useId();
  const backwards = Boolean(from && to && from > to);
  return (
    <Panel aria-labelledby={headingId}>
      <strong id={headingId}>{REPORT_TEXTS.exportsTitle}</strong>
      <Row>
        <Field label={REPORT_TEXTS.exportFrom}>
          <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label={REPORT_TEXTS.exportTo}>
          <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </Field>
      </Row>
      {backwards ? (
        <Alert tone="warning" title={REPORT_MESSAGES.exportRange} />
      ) : (
        <Row>
          <Download role="group" aria-label={REPORT_TEXTS.exportCsv}>
            <strong>{REPORT_TEXTS.exportCsv}</strong>
            <ExportButton href={exportHref('invoices.csv', { status, from, to })} subject="invoices" one="invoice" />
          </Download>
          <Download role="group" aria-label={REPORT_TEXTS.exportQuickBooks}>
            <strong>{REPORT_TEXTS.exportQuickBooks}</strong>
            <ExportButton href={exportHref('invoices-quickbooks.csv', { from, to })} subject="QuickBooks invoice lines" one="QuickBooks invoice line" />
          </Download>
        </Row>
      )}
      <Hint>{REPORT_TEXTS.exportHint}</Hint>
    </Panel>
  );
}
