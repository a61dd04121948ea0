import { parseInvoiceNumber } from '@freight/domain/billing';
import { Invoice, InvoiceSeries, Shipment } from '../store/testing';
import { useTestApp } from '../test/harness';
import { MIN_SCALE_USERS, seedScale } from './scale-seed';

describe('the scale seed', () => {
  useTestApp();

  it("invoices every delivered load once, as staff's billing leaves them, numbered without a gap from the year's series, which goes on after them", async () => {
    const targets = { quotes: 400, shipments: 400, users: MIN_SCALE_USERS, carrierRates: 5, equipment: 5 };
    await seedScale(targets);
    // A second, larger run tops up: the new deliveries' invoices continue the series.
    await seedScale({ ...targets, quotes: 700, shipments: 700 });

    const delivered = await Shipment.find({ status: { $in: ['delivered', 'completed'] } }, { id: 1 }).lean();
    const invoices = await Invoice.find({}, { shipmentId: 1, status: 1, number: 1, invoiceDate: 1, dueDate: 1, payments: 1, lines: 1 }).lean();
    expect(invoices.map((invoice) => invoice.shipmentId).sort((a, b) => a - b)).toEqual(delivered.map((shipment) => shipment.id).sort((a, b) => a - b));
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['ready', 'sent', 'partially_paid', 'paid', 'void']));

    const numbered = invoices.filter((invoice) => invoice.number);
    expect(numbered.every((invoice) => ['sent', 'partially_paid', 'paid'].includes(invoice.status))).toBe(true);
    const sequences = numbered.map((invoice) => parseInvoiceNumber(invoice.number)!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, k) => k + 1));
    expect((await InvoiceSeries.findById('2026').lean())?.seq).toBe(sequences.length);

    for (const invoice of invoices) {
      const total = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
      const paid = invoice.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
      if (invoice.status === 'paid') expect(paid).toBe(total);
      else if (invoice.status === 'partially_paid') expect(paid).toBeGreaterThan(0);
      else expect(paid).toBe(0);
      if (invoice.number) expect(invoice.dueDate! > invoice.invoiceDate!).toBe(true);
    }
  }, 120_000);
});
