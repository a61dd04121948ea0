import { type InvoiceLine, INVOICE_STATUSES } from './invoice';
import { ADDED_LINE_KINDS, isStateProblem, lineAdditionProblem, lineRemovalProblem } from './invoice-lines';
import { BILLING_MESSAGES } from './messages';

const line = (kind: InvoiceLine['kind'], amountCents: number, description = 'Waited 3 h at the consignee'): InvoiceLine => ({ kind, description, amountCents });
const LINEHAUL = line('linehaul', 125000, 'Chicago, IL to Dallas, TX');

describe('lineAdditionProblem', () => {
  it.each([
    ['detention', line('detention', 7500)],
    ['a lumper', line('lumper', 15050)],
    ['a layover', line('layover', 25000)],
    ['an adjustment that adds money', line('adjustment', 500)],
    ['a discount that leaves something to pay', line('adjustment', -124999)],
  ])('lets staff add %s to a ready invoice', (_, added) => expect(lineAdditionProblem('ready', [LINEHAUL], added)).toBeNull());

  it.each([
    ['a second linehaul', [LINEHAUL], line('linehaul', 100), BILLING_MESSAGES.linehaulAdded],
    ['a charge of $0.00', [LINEHAUL], line('detention', 0), BILLING_MESSAGES.chargeNotPositive('Detention')],
    ['a negative charge', [LINEHAUL], line('layover', -100), BILLING_MESSAGES.chargeNotPositive('Layover')],
    ['an adjustment of $0.00', [LINEHAUL], line('adjustment', 0), BILLING_MESSAGES.adjustmentZero],
    ['a discount down to $0.00', [LINEHAUL], line('adjustment', -125000), BILLING_MESSAGES.totalNotPositive],
    ['a discount below $0.00', [LINEHAUL, line('detention', 5000)], line('adjustment', -130001), BILLING_MESSAGES.totalNotPositive],
    ['a line without a description', [LINEHAUL], line('detention', 100, ' '), BILLING_MESSAGES.lineDescription],
  ])('refuses %s', (_, lines, added, problem) => {
    expect(lineAdditionProblem('ready', lines, added)).toBe(problem);
    expect(isStateProblem(problem)).toBe(false);
  });

  it.each(INVOICE_STATUSES.filter((status) => status !== 'ready').map((status) => [status, status === 'void' ? BILLING_MESSAGES.voidNotEditable : BILLING_MESSAGES.notEditable]))(
    'refuses any line once the invoice is %s',
    (status, problem) => {
      expect(lineAdditionProblem(status, [LINEHAUL], line('detention', 7500))).toBe(problem);
      expect(isStateProblem(problem)).toBe(true);
    },
  );

  it('offers every kind but the linehaul', () => {
    expect(ADDED_LINE_KINDS).toEqual(['detention', 'lumper', 'layover', 'adjustment']);
  });
});

describe('lineRemovalProblem', () => {
  const lines = [LINEHAUL, line('detention', 7500), line('adjustment', -125000, 'Loyalty discount')];

  it('lets staff take off an adjustment, or a charge when the total stays above $0.00', () => {
    expect(lineRemovalProblem('ready', lines, 2)).toBeNull();
    expect(lineRemovalProblem('ready', [LINEHAUL, line('detention', 7500), line('adjustment', -5000)], 1)).toBeNull();
  });

  it.each([
    ['the linehaul', 0, BILLING_MESSAGES.linehaulStays],
    ['a charge an adjustment relies on, which would leave $0.00', 1, BILLING_MESSAGES.totalNotPositive],
  ])('refuses to take off %s', (_, index, problem) => expect(lineRemovalProblem('ready', lines, index)).toBe(problem));

  it('refuses any change to a sent or void invoice', () => {
    expect(lineRemovalProblem('sent', lines, 2)).toBe(BILLING_MESSAGES.notEditable);
    expect(lineRemovalProblem('partially_paid', lines, 2)).toBe(BILLING_MESSAGES.notEditable);
    expect(lineRemovalProblem('void', lines, 2)).toBe(BILLING_MESSAGES.voidNotEditable);
  });
});
