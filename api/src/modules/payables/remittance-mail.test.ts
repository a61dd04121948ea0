import { ACCOUNTING_EMAIL } from '@freight/domain';
import { MAIL_KINDS } from '../mail/kinds';
import { linksOf, sampleFacts } from '../mail/mail-samples';

const context = { notifyQuotesTo: 'quotes@example.com', publicUrl: 'https://freight.example.com' };
const sample = sampleFacts({ quoteId: 41, customerId: 12, shipmentId: 4, carrierId: 15, resetToken: 'a'.repeat(43) })['carrier.remittance'];
const render = (changes: Partial<typeof sample> = {}) => MAIL_KINDS['carrier.remittance'].render({ ...sample, ...changes }, context);

describe('the remittance advice', () => {
  it('tells the carrier what was paid for which load and invoice, from Accounting, and links to its pay page only', () => {
    const mail = render();
    expect(mail).toMatchObject({ to: 'tom@example.com', replyTo: ACCOUNTING_EMAIL, subject: 'Payment of $1,372.00 from Harborline for load HL-10004' });
    for (const line of ['Your invoice: BT-2026-118', 'Paid on: December 18, 2026', 'Method: ACH transfer', 'Reference: ACH-20261218-07', 'Quick pay fee: $28.00', 'Still to pay: $0.00', 'This pays the load in full.']) {
      expect(mail.text).toContain(line);
    }
    expect(linksOf(mail)).toEqual(['https://freight.example.com/dashboard?tab=pay']);
  });

  it('says what is still to pay after a part payment, and leaves out a quick pay fee there was none of', () => {
    const mail = render({ amountCents: 50000, balanceCents: 87200, quickPayFeeCents: null });
    expect(mail.text).toContain('$872.00 is still to be paid on this load.');
    expect(mail.text).not.toContain('Quick pay fee');
  });

  it('keeps a carrier name with a line break out of the subject line', () => {
    expect(render({ shipmentNumber: 'HL-1\r\nBcc: x@example.com' }).subject).not.toMatch(/[\r\n]/);
  });
});
