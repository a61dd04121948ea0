import styled from 'styled-components';
import { PAYABLE_ADMIN_TEXTS } from '@freight/domain';
import { Button } from '@freight/ui';

export type Ledger = 'receivables' | 'payables';

const LEDGERS: Ledger[] = ['receivables', 'payables'];

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** The Billing tab's two sides: what customers owe us (invoices) and what we owe carriers (payables). */
export function LedgerSwitch({ value, onChange }: { value: Ledger; onChange: (ledger: Ledger) => void }) {
  return (
    <Group role="group" aria-label="Billing ledger">
      {LEDGERS.map((ledger) => (
        <Button key={ledger} size="sm" variant={value === ledger ? 'primary' : 'outline'} aria-pressed={value === ledger} onClick={() => onChange(ledger)}>
          {PAYABLE_ADMIN_TEXTS[ledger]}
        </Button>
      ))}
    </Group>
  );
}
